import { Form, Input } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { ChatMessage } from '@/contract/chat.ts';
import { WECHAT_ID_PATTERN } from '@/contract/chatValues.ts';
import { useT } from '@/locales/useT.tsx';
import type { RequestOptions } from '@/services/request/index.ts';

interface WechatDialogProps {
  /** Sends the request or the acceptance with the WeChat ID given. */
  submit: (wechat: string, options: RequestOptions) => Promise<ChatMessage>;
  onDone: (message: ChatMessage) => void;
  onClose: () => void;
}

/** Asks for one's own WeChat ID (to offer it, or to accept an exchange): checked as the API checks it. */
export default function WechatDialog({ submit, onDone, onClose }: WechatDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ wechat: string }>();
  return (
    <FormDialog
      title={t('center.chat.wechat.title')}
      form={form}
      submit={(values, options) => submit(values.wechat.trim(), options)}
      onDone={onDone}
      onClose={onClose}
    >
      <Form.Item
        name="wechat"
        label={t('center.chat.wechat.label')}
        extra={t('center.chat.wechat.hint')}
        rules={[
          { required: true, message: t('center.chat.wechat.required') },
          { pattern: WECHAT_ID_PATTERN, message: t('center.chat.wechat.pattern') },
        ]}
      >
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
    </FormDialog>
  );
}
