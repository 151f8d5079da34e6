import { PushpinFilled, PushpinOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm } from 'antd';
import ReportButton from '@/features/report/ReportButton/index.tsx';
import type { ChatSide, ConversationSummary } from '@/contract/chat.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { blockConversation, pinConversation, unblockConversation } from '@/services/chat.ts';

interface Props {
  conversation: ConversationSummary;
  side: ChatSide;
  onChange: (change: Partial<ConversationSummary>) => void;
}

/** 置顶 the conversation; 屏蔽 (nobody writes in it until the blocker lifts it) and 举报 the other party. */
export function ThreadSafety({ conversation, side, onChange }: Props) {
  const t = useT();
  const pin = useSubmit((pinned: boolean) => pinConversation(conversation.id, pinned), { onSuccess: ({ pinned }) => onChange({ pinned }) });
  const block = useSubmit(() => blockConversation(conversation.id), {
    success: 'center.chat.block.done',
    onSuccess: ({ blockedBy }) => onChange({ blockedBy }),
  });
  return (
    <>
      <Button
        size="small"
        icon={conversation.pinned ? <PushpinFilled aria-hidden /> : <PushpinOutlined aria-hidden />}
        aria-pressed={conversation.pinned}
        loading={pin.submitting}
        onClick={() => void pin.submit(!conversation.pinned)}
      >
        <T id={conversation.pinned ? 'center.chat.unpin' : 'center.chat.pin'} />
      </Button>
      {!conversation.blockedBy && (
        <Popconfirm
          title={t('center.chat.block.confirm')}
          description={t(`center.chat.block.explain.${side}`)}
          okText={t('center.chat.block.button')}
          cancelText={t('shared.cancel')}
          onConfirm={() => void block.submit(undefined)}
        >
          <Button size="small" icon={<StopOutlined aria-hidden />} loading={block.submitting}>
            <T id="center.chat.block.button" />
          </Button>
        </Popconfirm>
      )}
      <ReportButton targetType="conversation" targetId={conversation.id} size="small" />
    </>
  );
}

/** In place of the message box while the conversation is blocked: who blocked, and for the blocker the way back. */
export function BlockedNotice({ conversation, side, onChange }: Props) {
  const unblock = useSubmit(() => unblockConversation(conversation.id), {
    success: 'center.chat.block.lifted',
    onSuccess: () => onChange({ blockedBy: null }),
  });
  const mine = conversation.blockedBy === side;
  return (
    <Alert
      className="chat-blocked"
      type={mine ? 'info' : 'warning'}
      showIcon
      message={<T id={mine ? 'center.chat.block.byMe' : 'center.chat.block.byThem'} />}
      action={
        mine ? (
          <Button size="small" loading={unblock.submitting} onClick={() => void unblock.submit(undefined)}>
            <T id="center.chat.block.unblock" />
          </Button>
        ) : null
      }
    />
  );
}
