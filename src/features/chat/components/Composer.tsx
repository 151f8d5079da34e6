import { Button, Form, Input } from 'antd';
import { memo } from 'react';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { MESSAGE_TEXT_MAX } from '@/contract/chatValues.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { T, useT } from '@/locales/useT.tsx';

interface ComposerProps {
  conversationId: string;
  onSend: (text: string) => void;
  /** Seconds before the API takes another message (it said the sender was too fast): the text waits in the box. */
  waitSeconds?: number;
  /** Tools over the box, given a way to put text into it (saved replies). */
  tools?: (insert: (text: string) => void) => React.ReactNode;
}

/**
 * The message box. What is typed is a draft of this conversation (useFormDraft): a reload, a lost session and
 * signing in again bring it back. Enter sends, Shift+Enter starts a new line (a message may have several, and
 * emoji sequences go as typed). While the sender must wait (rate limit), it says for how long and sends nothing.
 */
export default memo(function Composer({ conversationId, onSend, waitSeconds = 0, tools }: ComposerProps) {
  const t = useT();
  const [form] = Form.useForm<{ text: string }>();
  const draft = useFormDraft<{ text: string }>(`chat:${conversationId}`, { form, initialValues: { text: '' } });
  const send = () => {
    const text = (form.getFieldValue('text') as string | undefined)?.trim() ?? '';
    if (!text || waitSeconds > 0) return;
    onSend(text);
    draft.clear();
    form.setFieldsValue({ text: '' });
  };
  const insert = (text: string) => {
    const current = (form.getFieldValue('text') as string | undefined) ?? '';
    const next = current ? `${current}${current.endsWith('\n') ? '' : '\n'}${text}` : text;
    form.setFieldsValue({ text: next });
    draft.onValuesChange({ text: next }, { text: next });
  };
  return (
    <Form form={form} className="chat-composer" initialValues={draft.initialValues} onValuesChange={draft.onValuesChange} onFinish={send}>
      {tools?.(insert)}
      <Form.Item name="text" noStyle>
        <Input.TextArea
          aria-label={t('center.chat.input')}
          placeholder={t('center.chat.placeholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={MESSAGE_TEXT_MAX}
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            send();
          }}
        />
      </Form.Item>
      <div className="chat-composer-bar">
        <DraftStatus draft={draft} />
        {waitSeconds > 0 && (
          // The unsent message in the thread says why (announced there); the countdown is not read out each second.
          <span className="chat-composer-wait" data-testid="chat-wait" aria-live="off">
            <T id="center.chat.rateLimited.wait" values={{ seconds: waitSeconds }} />
          </span>
        )}
        <Button type="primary" htmlType="submit" disabled={waitSeconds > 0}>
          <T id="center.chat.send" />
        </Button>
      </div>
    </Form>
  );
});
