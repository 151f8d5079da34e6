import { MessageOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { subscribeLive } from '@/features/chat/live/shared.ts';
import { onNoticesRead } from '@/features/notices/NoticeCenter/readSignal.ts';
import type { ChatSide } from '@/contract/chat.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import './unreadBadge.css';
import { queryHeaderUnread } from '@/services/notification.ts';
import { unreadTarget } from './target.ts';

/**
 * The header's unread count, chat messages and notices together, on every page for a signed-in user, kept
 * current by the shared live link (a message from the other side, a read receipt of one's own, a new notice, a
 * catch-up) and by notices read in this tab. Its label names both numbers; it leads to the chat, or
 * to the notices when only notices are unread. Loaded lazily
 * after the shell, in a slot of the same size, so the first load and the header's geometry do not change.
 */
export default function UnreadBadge({ side }: { side: ChatSide }) {
  const t = useT();
  const unread = useApiRequest(queryHeaderUnread);
  const { refresh } = unread;
  useEffect(
    () =>
      subscribeLive({
        onEvent: (event) => {
          // Someone else's message or a new notice raises the count; reading (here or in another tab) lowers it.
          if ((event.type === 'message' && event.message.from !== side) || (event.type === 'read' && event.side === side) || event.type === 'notification')
            refresh();
        },
        onResync: refresh,
      }),
    [refresh, side],
  );
  useEffect(() => onNoticesRead(refresh), [refresh]);
  const messages = unread.data?.messages ?? 0;
  const notifications = unread.data?.notifications ?? 0;
  // The label starts with the number the badge shows, so what is seen is also what is heard. The count is our
  // own, not antd's Badge: its rolling digits show every digit mid-roll, which a reader would hear as noise.
  const total = messages + notifications;
  const shown = total > 99 ? '99+' : String(total);
  return (
    <Link
      to={unreadTarget(side, messages, notifications)}
      className="header-unread"
      aria-label={t('layout.unread', { total: shown, messages, notifications })}
      data-testid="header-unread"
      data-messages={messages}
      data-notifications={notifications}
    >
      <span className="unread-icon">
        <MessageOutlined aria-hidden />
        {total > 0 && <span className="unread-count">{shown}</span>}
      </span>
    </Link>
  );
}
