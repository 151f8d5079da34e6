import { Alert, Button, Skeleton } from 'antd';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { ChatMessage, ChatSide, ConversationSummary } from '@/contract/chat.ts';
import { T, useT } from '@/locales/useT.tsx';
import { markRead } from '@/services/chat.ts';
import { formatSalary } from '@/dicts/salary.ts';
import { paths } from '@/paths.ts';
import ChatPersonLabel from './ChatPersonLabel.tsx';
import ChatTools from './ChatTools.tsx';
import Composer from './Composer.tsx';
import GigContext from './GigContext.tsx';
import MessageBody from './MessageBody.tsx';
import { BlockedNotice, ThreadSafety } from './ThreadSafety.tsx';
import type { useChatThread } from './useChatThread.ts';
import { useOutbox } from './useOutbox.ts';

interface ThreadProps {
  conversation: ConversationSummary;
  side: ChatSide;
  thread: ReturnType<typeof useChatThread>;
  onRead: (seq: number) => void;
  /** `full`: pictures and files too; `simple` (/communicat): text, saved replies and exchange cards. Both pin, block and report. */
  variant: 'full' | 'simple';
  /** The conversation changed here (blocked or unblocked). */
  onChange: (change: Partial<ConversationSummary>) => void;
}

/** One conversation: the job on top, the messages (older ones on request), receipts, and the message box. */
export default function Thread({ conversation, side, thread, onRead, variant, onChange }: ThreadProps) {
  const t = useT();
  const { messages } = thread;
  const { outbox, send, retry, discard, waitSeconds } = useOutbox(conversation.id, (sent) => thread.receive([sent]));
  const bottom = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastOwn = [...messages].reverse().find((m) => m.from === side);

  // New messages (and own sends) scroll into view; loading older ones does not.
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.seq, outbox.length]);

  const older = useOlderOnScroll(thread);
  // Stable, so the memoised composer does not re-render with every message sent or received.
  const { receive } = thread;
  const tools = useCallback(
    (insert: (text: string) => void) => (
      <ChatTools conversation={conversation} side={side} files={variant === 'full'} insert={insert} onSent={(m) => receive([m])} />
    ),
    [conversation, side, variant, receive],
  );

  // What is on screen is read: tell the other side (their receipts), once per new last message. The ref, not
  // the effect's dependencies, decides "once": a parent re-render must not send the receipt again.
  const readUpTo = useRef(0);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  useEffect(() => {
    if (!last || last.from === side || last.seq <= readUpTo.current || document.visibilityState !== 'visible') return;
    readUpTo.current = last.seq;
    markRead(conversation.id, last.seq).then(
      () => onReadRef.current(last.seq),
      () => undefined,
    );
  }, [conversation.id, last, side]);

  return (
    <section className="chat-thread" aria-label={t('center.chat.threadWith', { name: conversation.peer.name })}>
      <header className="chat-thread-head">
        <div>
          <ChatPersonLabel person={conversation.peer} strong /> <span className="chat-muted">{conversation.peer.subtitle}</span>
        </div>
        <div className="chat-thread-actions">
          {conversation.gig ? (
            <GigContext gig={conversation.gig} />
          ) : (
            <>
              <Link to={paths.jobDetail(conversation.job.id)} className="chat-job-link">
                <T id="center.chat.aboutJob" values={{ title: conversation.job.title }} />
              </Link>
              <span className="chat-job-salary">{formatSalary(conversation.job.salary, t)}</span>
            </>
          )}
          <ThreadSafety conversation={conversation} side={side} onChange={onChange} />
        </div>
      </header>
      <div ref={older.box} className="chat-messages" role="log" aria-live="polite" aria-label={t('center.chat.messages')}>
        {thread.loading && !messages.length ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : thread.error && !messages.length ? (
          <Alert
            type="error"
            showIcon
            message={t('center.chat.loadFailed')}
            action={
              <Button size="small" onClick={() => void thread.reload()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <>
            {thread.hasOlder && (
              <div className="chat-older" ref={older.sentinel}>
                <Button size="small" type="link" loading={older.loading} onClick={() => void older.load()}>
                  <T id="center.chat.older" />
                </Button>
              </div>
            )}
            {!messages.length && !outbox.length && (
              <p className="chat-muted chat-empty">
                <T id="center.chat.emptyThread" />
              </p>
            )}
            <ol className="chat-message-list">
              {messages.map((m) => (
                <MessageItem
                  key={m.seq}
                  message={m}
                  side={side}
                  onChanged={thread.update}
                  receipt={m === lastOwn ? (conversation.peerReadSeq >= m.seq ? 'read' : 'delivered') : null}
                />
              ))}
              {outbox.map((o) => (
                <li key={o.clientId} className="chat-message chat-own" data-state={o.state}>
                  <div className="chat-bubble">{o.text}</div>
                  <div className="chat-meta">
                    {o.state === 'sending' ? (
                      <T id="center.chat.sending" />
                    ) : (
                      <span className="chat-failed">
                        <T id="center.chat.unsent" />
                        {o.reason && <span className="chat-failed-reason">{o.reason}</span>}{' '}
                        <Button size="small" type="link" onClick={() => void retry(o)}>
                          <T id="center.chat.retry" />
                        </Button>
                        <Button size="small" type="link" onClick={() => discard(o)}>
                          <T id="center.chat.discard" />
                        </Button>
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <div ref={bottom} />
          </>
        )}
      </div>
      {conversation.blockedBy ? (
        <BlockedNotice conversation={conversation} side={side} onChange={onChange} />
      ) : (
        <Composer conversationId={conversation.id} onSend={send} waitSeconds={waitSeconds} tools={tools} />
      )}
    </section>
  );
}

// Memoised: sending or receiving one message must not re-render every bubble of a long thread (the send's
// next paint is measured, issue 31).
const MessageItem = memo(function MessageItem({
  message,
  side,
  onChanged,
  receipt,
}: {
  message: ChatMessage;
  side: ChatSide;
  onChanged: (m: ChatMessage) => void;
  receipt: 'read' | 'delivered' | null;
}) {
  const own = message.from === side;
  return (
    <li className={own ? 'chat-message chat-own' : 'chat-message'} data-seq={message.seq}>
      {/* Who wrote it: the other side's person, or on a company's side a colleague (one's own needs no name). */}
      {!message.sender.self && (
        <div className="chat-sender">
          <ChatPersonLabel person={message.sender} />
        </div>
      )}
      {!own && message.warning === 'fees' && <Alert className="chat-warning" type="warning" showIcon message={<T id="center.chat.feeWarning" />} />}
      <MessageBody message={message} side={side} onChanged={onChanged} />
      <div className="chat-meta">
        <BusinessDate value={message.createdAt} form="dateTime" />
        {receipt && (
          <span className="chat-receipt" data-testid="chat-receipt">
            {' · '}
            <T id={receipt === 'read' ? 'center.chat.read' : 'center.chat.delivered'} />
          </span>
        )}
      </div>
    </li>
  );
});

/**
 * Older messages as the reader scrolls up: when the top of the thread comes into view the previous page is
 * fetched (the button stays for keyboards), and the scroll position is kept so what was on screen stays put.
 */
function useOlderOnScroll(thread: ReturnType<typeof useChatThread>) {
  const box = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const [loading, setLoading] = useState(false);
  const { loadOlder, hasOlder, messages } = thread;

  const load = useCallback(async () => {
    const el = box.current;
    if (!el || loading) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    setLoading(true);
    try {
      await loadOlder();
    } finally {
      setLoading(false);
    }
  }, [loadOlder, loading]);

  const first = messages[0]?.seq;
  useLayoutEffect(() => {
    const el = box.current;
    if (el && fromBottom.current !== null) el.scrollTop = el.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [first]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void load(), { root: box.current });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, load]);

  return { box, sentinel, loading, load };
}
