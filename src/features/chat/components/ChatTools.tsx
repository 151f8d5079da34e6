import { FileAddOutlined, MessageOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Progress, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import type { ChatMessage, ChatSide, ConversationSummary, ExchangeKind } from '@/contract/chat.ts';
import { EXCHANGE_KIND_VALUES } from '@/contract/chatValues.ts';
import { RESUME_FILE_MAX_MB } from '@/contract/resumeFileValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit, refusalText } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { querySavedReplies, requestExchange, sendChatFile } from '@/services/chat.ts';
import { readFileBase64 } from '@/utils/files.ts';
import { ACCEPT, resumeFileProblem } from '@/utils/resumeFileChecks.ts';
import GreetingEditor from './GreetingEditor.tsx';
import SavedRepliesEditor from './SavedRepliesEditor.tsx';
import { newClientId } from './clientId.ts';
import WechatDialog from './WechatDialog.tsx';

interface ChatToolsProps {
  conversation: ConversationSummary;
  side: ChatSide;
  /** Pictures and documents too (not in the simple view, which stays text). */
  files: boolean;
  /** Puts a saved reply into the message box (to edit before sending). */
  insert: (text: string) => void;
  onSent: (message: ChatMessage) => void;
}

interface Upload {
  name: string;
  percent: number;
}

/**
 * The tools over the message box: saved replies, exchange cards, which wait until both sides have written (the
 * button says so), and on the full view a picture or a document (checked like attachment resumes, with progress).
 */
export default function ChatTools({ conversation, side, files, insert, onSent }: ChatToolsProps) {
  const t = useT();
  // Cached: a thread opened after the first shows the list at once while it is read again (never stale for long).
  const replies = useApiRequest(querySavedReplies, { cacheKey: 'chat-saved-replies' });
  const [editing, setEditing] = useState(false);
  const [editingGreeting, setEditingGreeting] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [askWechat, setAskWechat] = useState(false);
  const exchange = useSubmit((what: ExchangeKind, options) => requestExchange(conversation.id, { clientId: newClientId(), what }, options), {
    onSuccess: onSent,
  });

  const sendFile = async (file: File) => {
    setRefused(null);
    const problem = resumeFileProblem(file, Infinity);
    if (problem) return setRefused(t(problem, { name: file.name, mb: RESUME_FILE_MAX_MB, max: 0 }));
    setUpload({ name: file.name, percent: 0 });
    try {
      const { base64 } = await readFileBase64(file);
      const sent = await sendChatFile(
        conversation.id,
        { clientId: newClientId(), fileName: file.name, data: base64 },
        { skipErrorHandler: true, onProgress: (f) => setUpload({ name: file.name, percent: Math.min(99, Math.round(f * 100)) }) },
      );
      onSent(sent);
    } catch (error) {
      setRefused(`${file.name}：${refusalText(error, t('center.chat.file.failed'))}`);
    } finally {
      setUpload(null);
    }
  };

  const exchangeItems = EXCHANGE_KIND_VALUES.map((what) => ({ key: what, label: t(`center.chat.exchange.${what}.${side}`) }));
  const replyItems = [
    ...(replies.data?.replies ?? []).map((text, i) => ({ key: `r${i}`, label: <span className="chat-reply-item">{text}</span>, onClick: () => insert(text) })),
    { type: 'divider' as const },
    { key: 'edit', label: t('center.chat.replies.edit'), onClick: () => setEditing(true) },
    { key: 'greeting', label: t('center.chat.greeting.edit'), onClick: () => setEditingGreeting(true) },
  ];

  return (
    <div className="chat-tools">
      <div className="chat-tools-bar">
        <Dropdown menu={{ items: replyItems }} trigger={['click']}>
          <Button size="small" icon={<MessageOutlined aria-hidden />}>
            <T id="center.chat.replies.button" />
          </Button>
        </Dropdown>
        {files && (
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => (void sendFile(file), false)} disabled={!!upload}>
            <Button size="small" icon={<FileAddOutlined aria-hidden />} disabled={!!upload}>
              <T id="center.chat.file.button" />
            </Button>
          </Upload>
        )}
        <Tooltip title={conversation.bothReplied ? null : t('center.chat.exchange.tooEarly')}>
          <span>
            <Dropdown
              disabled={!conversation.bothReplied}
              menu={{ items: exchangeItems, onClick: ({ key }) => (key === 'wechat' ? setAskWechat(true) : void exchange.submit(key as ExchangeKind)) }}
              trigger={['click']}
            >
              <Button size="small" icon={<SwapOutlined aria-hidden />} disabled={!conversation.bothReplied} loading={exchange.submitting}>
                <T id="center.chat.exchange.button" />
              </Button>
            </Dropdown>
          </span>
        </Tooltip>
        {!conversation.bothReplied && (
          <span className="chat-muted chat-tools-hint">
            <T id="center.chat.exchange.tooEarly" />
          </span>
        )}
      </div>
      {upload && (
        <div className="chat-upload" data-testid="chat-upload">
          <span className="chat-muted">{t('center.chat.file.sending', { name: upload.name })}</span>
          <Progress percent={upload.percent} size="small" aria-label={t('center.chat.file.sending', { name: upload.name })} />
        </div>
      )}
      {refused && <Alert type="error" showIcon closable message={refused} onClose={() => setRefused(null)} />}
      {editingGreeting && <GreetingEditor side={side} onClose={() => setEditingGreeting(false)} />}
      {editing && (
        <SavedRepliesEditor replies={replies.data?.replies ?? []} onSaved={(list) => replies.mutate({ replies: list })} onClose={() => setEditing(false)} />
      )}
      {askWechat && (
        <WechatDialog
          submit={(wechat, options) => requestExchange(conversation.id, { clientId: newClientId(), what: 'wechat', wechat }, options)}
          onDone={onSent}
          onClose={() => setAskWechat(false)}
        />
      )}
    </div>
  );
}
