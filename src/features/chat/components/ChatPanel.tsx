import { PushpinFilled } from '@ant-design/icons';
import { Badge, Input, Segmented } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import GreetingAllowance from '@/features/chat/GreetingAllowance/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { LiveMode } from '@/features/chat/live/live.ts';
import { bothReplied } from '@/features/chat/live/replied.ts';
import { subscribeLive } from '@/features/chat/live/shared.ts';
import type { ChatMessage, ChatSide, ConversationSummary } from '@/contract/chat.ts';
import { byPinThenActivity, CONVERSATION_FILTER_VALUES, type ConversationFilter } from '@/contract/chatValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryConversations } from '@/services/chat.ts';
import Thread from './Thread.tsx';
import { useChatThread } from './useChatThread.ts';
import './chat.css';
import { formatServerMessage } from '@/utils/serverText.ts';

interface ChatPanelProps {
  side: ChatSide;
  /** `full` (/communicate): filters and search; `simple` (/communicat): one list and one thread. */
  variant: 'full' | 'simple';
}

/**
 * The chat: conversations on the left (last message, unread count), the open one (`?conversation=` in the URL) on the
 * right, kept live by the stream (or by polling when it cannot open). Shared by both chat pages.
 */
export default function ChatPanel({ side, variant }: ChatPanelProps) {
  const t = useT();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const openId = params.get('conversation');
  const [filter, setFilter] = useState<ConversationFilter | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  // The stream keeps the list live while the page is in view; coming back after a sleep, the list is read again.
  const conversations = useApiRequest(() => queryConversations({ filter: filter === 'all' ? undefined : filter, keyword: keyword || undefined }), {
    refreshDeps: [filter, keyword],
    refreshOnReturn: true,
  });
  const [mode, setMode] = useState<LiveMode>('connecting');
  // Sorted here too: live messages and 置顶 change the order between reads of the list.
  const list = useMemo(() => [...(conversations.data ?? [])].sort(byPinThenActivity), [conversations.data]);
  const open = list.find((c) => c.id === openId) ?? null;

  const { mutate, applyLive } = conversations;
  /** A change made here (read, pinned …). */
  const patch = useMemo(() => patchWith(mutate), [mutate]);
  /** A change the live link brought: if the list is being read again, it is read once more instead (applyLive). */
  const livePatch = useMemo(() => patchWith(applyLive), [applyLive]);

  // The live link's handlers see the latest state through refs (the link itself lives as long as the page).
  const latest: Latest = useRef({
    openId,
    list,
    refresh: conversations.refresh,
    patch: livePatch,
    threadReceive: null,
    threadUpdate: null,
    threadResync: null,
  });
  Object.assign(latest.current, { openId, list, refresh: conversations.refresh, patch: livePatch });

  useEffect(
    () =>
      subscribeLive({
        onEvent: (event) => {
          const { current } = latest;
          if (event.type === 'message') {
            const { message } = event;
            if (message.conversationId === current.openId) current.threadReceive?.(message);
            // A conversation the list does not have yet (a new greeting): read the list again.
            if (!current.list.some((c) => c.id === message.conversationId)) return current.refresh();
            current.patch(message.conversationId, (c) => ({
              ...c,
              lastMessage: message,
              updatedAt: message.createdAt,
              unread: message.from !== side && message.conversationId !== current.openId ? c.unread + 1 : c.unread,
            }));
          } else if (event.type === 'update') {
            const { message } = event;
            if (message.conversationId === current.openId) current.threadUpdate?.(message);
            current.patch(message.conversationId, (c) => (c.lastMessage?.seq === message.seq ? { ...c, lastMessage: message } : c));
          } else if (event.type === 'read' && event.side !== side)
            current.patch(event.conversationId, (c) => ({ ...c, peerReadSeq: Math.max(c.peerReadSeq, event.seq) }));
          // The other side blocked (or unblocked): the open composer follows at once (issue 26.12).
          else if (event.type === 'block') for (const id of event.conversationIds) current.patch(id, (c) => ({ ...c, blockedBy: event.blockedBy }));
        },
        onResync: () => {
          latest.current.refresh();
          latest.current.threadResync?.();
        },
        onMode: setMode,
      }),
    [side],
  );

  return (
    <div className={`chat-panel chat-${variant}`}>
      <aside className="chat-list" aria-label={t('center.chat.conversations')}>
        {variant === 'full' && (
          <div className="chat-list-tools">
            <Input.Search
              allowClear
              aria-label={t('center.chat.search')}
              placeholder={t('center.chat.search')}
              onSearch={(value) => setKeyword(value.trim())}
            />
            <Segmented
              size="small"
              value={filter}
              onChange={(value) => setFilter(value as ConversationFilter | 'all')}
              options={[
                { value: 'all', label: t('center.chat.filter.all') },
                ...CONVERSATION_FILTER_VALUES.map((value) => ({ value, label: t(`center.chat.filter.${value}`) })),
              ]}
            />
          </div>
        )}
        <div className="chat-live" data-testid="chat-live" data-mode={mode}>
          <T id={`center.chat.mode.${mode}`} />
          {side === 'recruiter' && (
            <>
              {' · '}
              <GreetingAllowance />
            </>
          )}
        </div>
        <ListState
          loading={conversations.loading && !conversations.data}
          error={conversations.error}
          empty={!list.length}
          onRetry={conversations.refresh}
          emptyId="center.chat.empty"
        >
          <ul className="chat-conversations">
            {list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={c.id === openId ? 'chat-conversation active' : 'chat-conversation'}
                  aria-current={c.id === openId ? 'true' : undefined}
                  data-conversation-id={c.id}
                  onClick={() => setParams({ conversation: c.id }, { replace: true })}
                >
                  <span className="chat-conversation-top">
                    {c.pinned && <PushpinFilled className="chat-pin" aria-label={t('center.chat.pinned')} />}
                    <strong>{c.peer.name}</strong>
                    <span className="chat-muted">{c.job.title}</span>
                    <Badge count={c.unread} size="small" aria-label={t('center.chat.unread', { count: c.unread })} />
                  </span>
                  <span className="chat-conversation-last chat-muted">
                    {c.lastMessage ? formatServerMessage(intl, c.lastMessage.message, c.lastMessage.text) : t('center.chat.noMessages')}
                  </span>
                  <span className="chat-muted chat-conversation-time">
                    <BusinessDate value={c.updatedAt} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </ListState>
      </aside>
      {open ? (
        <OpenThread
          key={open.id}
          conversation={open}
          side={side}
          variant={variant}
          latest={latest}
          onRead={() => patch(open.id, (c) => (c.unread ? { ...c, unread: 0 } : c))}
          onChange={(change) => {
            patch(open.id, (c) => ({ ...c, ...change }));
            // A block holds between the seeker and the whole company: its other conversations in the list change too.
            if ('blockedBy' in change) conversations.refresh();
          }}
        />
      ) : (
        <section className="chat-thread chat-thread-none">
          <p className="chat-muted">
            <T id="center.chat.pick" />
          </p>
        </section>
      )}
    </div>
  );
}

type Latest = React.MutableRefObject<{
  openId: string | null;
  list: ConversationSummary[];
  refresh: () => void;
  patch: (id: string, change: (c: ConversationSummary) => ConversationSummary) => void;
  /** Set by the open thread: where its live messages and catch-ups go. */
  threadReceive: ((message: ChatMessage) => void) | null;
  threadUpdate: ((message: ChatMessage) => void) | null;
  threadResync: (() => void) | null;
}>;

/** Changes one conversation of the list, through `apply` (the request's mutate, or its applyLive). */
const patchWith =
  (apply: (change: (list: ConversationSummary[] | undefined) => ConversationSummary[] | undefined) => void) =>
  (id: string, change: (c: ConversationSummary) => ConversationSummary) =>
    apply((list) => list && list.map((c) => (c.id === id ? change(c) : c)));

/** The open thread, wired to the live link through `latest`. */
interface OpenThreadProps {
  conversation: ConversationSummary;
  side: ChatSide;
  variant: ChatPanelProps['variant'];
  latest: Latest;
  onRead: (seq: number) => void;
  onChange: (change: Partial<ConversationSummary>) => void;
}

function OpenThread({ latest, ...props }: OpenThreadProps) {
  const thread = useChatThread(props.conversation.id);
  // The other side's first answer, arrived live, lets the exchange cards through without reading the list again.
  const replied = bothReplied(props.conversation, thread.messages);
  const conversation = useMemo(
    () => (replied === props.conversation.bothReplied ? props.conversation : { ...props.conversation, bothReplied: replied }),
    [props.conversation, replied],
  );
  const { receive, update, resync } = thread;
  useEffect(() => {
    const current = latest.current;
    current.threadReceive = (message) => receive([message]);
    current.threadUpdate = update;
    current.threadResync = () => void resync();
    return () => {
      current.threadReceive = null;
      current.threadUpdate = null;
      current.threadResync = null;
    };
  }, [latest, receive, update, resync]);
  return <Thread {...props} conversation={conversation} thread={thread} />;
}
