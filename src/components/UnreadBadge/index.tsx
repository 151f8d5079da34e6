import { MessageOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { subscribeLive } from '@/chat/shared.ts';
import type { ChatSide } from '@/contract/chat.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import { queryUnread } from '@/services/chat.ts';

/**
 * The header's unread messages, on every page for a signed-in user, kept current by the shared live link (a
 * message from the other side, a read receipt of one's own, a catch-up). Loaded lazily after the shell, in a
 * slot of the same size, so the first load and the header's geometry do not change.
 */
export default function UnreadBadge({ side }: { side: ChatSide }) {
  const t = useT();
  const unread = useApiRequest(queryUnread);
  const { refresh } = unread;
  useEffect(
    () =>
      subscribeLive({
        onEvent: (event) => {
          // Someone else's message raises the count; reading (here or in another tab) lowers it.
          if ((event.type === 'message' && event.message.from !== side) || (event.type === 'read' && event.side === side)) refresh();
        },
        onResync: refresh,
      }),
    [refresh, side],
  );
  const count = unread.data?.messages ?? 0;
  return (
    <Link to={side === 'recruiter' ? '/communicat' : '/communicate'} className="header-unread" aria-label={t('layout.unread', { count })} data-testid="header-unread">
      <Badge count={count} size="small" overflowCount={99}>
        <MessageOutlined aria-hidden />
      </Badge>
    </Link>
  );
}
