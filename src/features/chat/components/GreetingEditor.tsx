import { Form, Input, Skeleton, Switch } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { ChatSide } from '@/contract/chat.ts';
import type { GreetingBody } from '@/contract/chatGreeting.ts';
import { GREETING_TEXT_MAX } from '@/contract/chatValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import { queryGreeting, saveGreeting } from '@/services/chat.ts';

/**
 * The greeting (打招呼语) setting: a seeker's is sent by 立即沟通 as the first message (they may turn that off); a
 * recruiter's is what the talent pool's 打招呼 proposes (always sent, edited there before it goes).
 */
export default function GreetingEditor({ side, onClose }: { side: ChatSide; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<GreetingBody>();
  const current = useApiRequest(() => queryGreeting());
  return (
    <FormDialog
      title={t('center.chat.greeting.title')}
      form={form}
      submit={(values, options) => saveGreeting({ enabled: side === 'recruiter' ? true : values.enabled, text: values.text }, options)}
      onDone={() => undefined}
      onClose={onClose}
      success="center.chat.greeting.saved"
      intro={<p className="chat-muted">{t(`center.chat.greeting.intro.${side}`)}</p>}
    >
      {current.data ? (
        <>
          {side === 'seeker' && (
            <Form.Item name="enabled" label={t('center.chat.greeting.enabled')} valuePropName="checked" initialValue={current.data.enabled}>
              <Switch />
            </Form.Item>
          )}
          <Form.Item
            name="text"
            label={t('center.chat.greeting.text')}
            initialValue={current.data.text}
            rules={[{ required: true, whitespace: true, message: t('center.chat.greeting.required') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={GREETING_TEXT_MAX} showCount />
          </Form.Item>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </FormDialog>
  );
}
