import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import { SAVED_REPLIES_MAX, SAVED_REPLY_TEXT_MAX } from '@/contract/chatValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { saveSavedReplies } from '@/services/chat.ts';

interface Props {
  replies: string[];
  onSaved: (replies: string[]) => void;
  onClose: () => void;
}

/** Editing the saved replies (常用语): change, remove, add up to the limit; saved as a whole list. */
export default function SavedRepliesEditor({ replies, onSaved, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ replies: string[] }>();
  return (
    <FormDialog
      title={t('center.chat.replies.title')}
      form={form}
      initialValues={{ replies }}
      submit={(values, options) => saveSavedReplies(values.replies.map((r) => r.trim()).filter(Boolean), options)}
      onDone={(result: { replies: string[] }) => onSaved(result.replies)}
      onClose={onClose}
      success="center.chat.replies.saved"
    >
      <Form.List name="replies">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className="chat-reply-row">
                <Form.Item
                  name={field.name}
                  rules={[{ max: SAVED_REPLY_TEXT_MAX, message: t('center.chat.replies.tooLong', { max: SAVED_REPLY_TEXT_MAX }) }]}
                  noStyle
                >
                  <Input.TextArea
                    autoSize={{ minRows: 1, maxRows: 3 }}
                    aria-label={t('center.chat.replies.item', { n: i + 1 })}
                    maxLength={SAVED_REPLY_TEXT_MAX}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('center.chat.replies.remove', { n: i + 1 })}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button type="dashed" block disabled={fields.length >= SAVED_REPLIES_MAX} onClick={() => add('')}>
              <T id="center.chat.replies.add" values={{ max: SAVED_REPLIES_MAX }} />
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
