import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  byPinThenActivity,
  conversationsQuery,
  DAILY_GREETING_CAP,
  messagesQuery,
  pinBody,
  readBody,
  sendMessageBody,
  type ChatMessage,
  type ChatSide,
  type ConversationSummary,
  type GreetingAllowance,
  type StreamClosed,
  type StreamEvent,
  type StreamTicket,
} from '../../src/contract/chat.ts';
import { CHAT_ERROR_CODES, STREAM_CLOSED_EVENT, STREAM_TICKET_TTL_S } from '../../src/contract/chat.ts';
import { ApiError, notFound } from '../core/errors.ts';
import { notifyGreetingReply } from '../db/notifications/notices.ts';
import { addStream, hubOf, issueTicket, listen, publish, redeemTicket, removeStream, type OpenStream } from '../core/hub.ts';
import { rateSlot } from '../core/rateLimit.ts';
import { route, type Ctx } from '../core/router.ts';
import { liveSession } from '../core/sessions.ts';
import type { Db, UserRecord } from '../db/index.ts';
import {
  appendMessage,
  audiencesOf,
  blockBetween,
  blockOf,
  companyOfConversation,
  conversationsOf,
  conversationSummary,
  hasExchanged,
  hasInterview,
  mayJoin,
  messageView,
  senderOf,
  sideOf,
  threadOf,
  type MessageExtras,
  type MessageRecord,
} from '../db/recruiting/chat.ts';
import type { ConversationRecord } from '../db/recruiting/seekers.ts';

/**
 * Chat: the viewer's conversations, a thread's messages (latest, older, or after a seq for catching up),
 * sending (idempotent by clientId), read receipts, and the live stream. Another's conversation answers 404.
 */

const DEFAULT_PAGE = 30;

export interface StreamResponse {
  stream: (req: IncomingMessage, res: ServerResponse) => void;
}

export function ownConversation(db: Db, user: UserRecord, id: string): ConversationRecord {
  const c = db.conversations.get(id);
  if (!c || !mayJoin(db, user, c)) throw notFound('会话不存在');
  return c;
}

const beijingDay = (ms: number) => Math.floor((ms + 8 * 3600_000) / 86_400_000);

/** Conversations the recruiter's company opened today (greetings), against DAILY_GREETING_CAP. */
export function greetingsToday(db: Db, companyId: string, now: number): number {
  const today = beijingDay(now);
  return [...db.conversations.values()].filter(
    (c) => c.startedBy === 'recruiter' && beijingDay(c.createdAt) === today && db.recruiting.jobById.get(c.jobId)?.companyId === companyId,
  ).length;
}

export function assertGreetingAllowed(db: Db, companyId: string, now: number) {
  if (greetingsToday(db, companyId, now) >= DAILY_GREETING_CAP) {
    throw new ApiError(429, 'GREETING_CAP', `今天已主动打招呼 ${DAILY_GREETING_CAP} 次，已达每日上限，请明天再来；求职者主动发起的沟通不受限制`);
  }
}

function matches(c: ConversationRecord, summary: ConversationSummary, filter: z.infer<typeof conversationsQuery>): boolean {
  if (filter.keyword && !`${summary.peer.name}${summary.peer.title}${summary.peer.subtitle}${summary.job.title}`.includes(filter.keyword)) return false;
  if (filter.filter === 'unread') return summary.unread > 0;
  if (filter.filter === 'greetings') return summary.startedBy === 'recruiter' && !summary.bothReplied;
  if (filter.filter === 'exchanged') return hasExchanged(c);
  if (filter.filter === 'interview') return hasInterview(c);
  return true;
}

/**
 * Refuses `what` (发送消息, 打招呼, 邀请面试 …) by `actor` while the company and the seeker are blocked from each
 * other, whichever side blocked: 403 CHAT_BLOCKED. The blocker is told how to undo it.
 */
export function assertNotBlocked(db: Db, companyId: string, seekerId: string, actor: ChatSide, what: string) {
  const blockedBy = blockBetween(db, companyId, seekerId);
  if (!blockedBy) return;
  const message = blockedBy === actor ? `你已屏蔽${actor === 'seeker' ? '该公司' : '该求职者'}，解除屏蔽后才能${what}` : `对方已不再接收你的消息，不能${what}`;
  throw new ApiError(403, CHAT_ERROR_CODES.blocked, message);
}

/** Nobody writes into a conversation while its seeker and company are blocked (texts, cards, files, answers). */
export function assertOpen(db: Db, c: ConversationRecord, side: ChatSide) {
  const companyId = companyOfConversation(db, c);
  if (companyId) assertNotBlocked(db, companyId, c.seekerId, side, '发送消息');
  else if (blockOf(db, c)) throw new ApiError(403, CHAT_ERROR_CODES.blocked, '会话已屏蔽，不能发送消息');
}

/**
 * Stores a message and pushes it to everyone in the conversation (both sides' streams, each listener its own
 * view of it); answers the sender's view.
 */
export function postMessage(db: Db, c: ConversationRecord, side: ChatSide, text: string, now: number, extra: MessageExtras = {}): ChatMessage {
  const m = appendMessage(c, side, text, now, extra);
  publish(hubOf(db), audiencesOf(db, c), (userId) => ({ type: 'message', message: messageView(db, c, m, userId, now) }));
  return messageView(db, c, m, senderOf(c, m), now);
}

/**
 * A message already sent changed (a card answered, its interview moved): both sides replace it. Answers `viewerId`'s
 * view. `now` reads the people's online status (a caller without the request's time: as of the message).
 */
export function publishUpdate(db: Db, c: ConversationRecord, m: MessageRecord, viewerId: string | null, now: number = m.at): ChatMessage {
  publish(hubOf(db), audiencesOf(db, c), (userId) => ({ type: 'update', message: messageView(db, c, m, userId, now) }));
  return messageView(db, c, m, viewerId, now);
}

/** What a writer's request carries into writingInto. */
type Writer = Pick<Ctx, 'db' | 'user' | 'now' | 'limits'>;

/**
 * Before writing into a conversation (text, a card, a file): the conversation (404 for another's), the writer's
 * side, and the message already stored when this user sent this clientId before (a retry whose answer was lost:
 * the stored one is the answer, not a second copy). A clientId is the sender's: the same one from anyone else is
 * another message. A new message needs the conversation open (not blocked) and a free slot of the sender's rate
 * limit (429 CHAT_RATE_LIMITED); `post` stores it as this sender's and counts it.
 */
export function writingInto({ db, user, now, limits }: Writer, id: string, clientId: string) {
  const writer = user!;
  const c = ownConversation(db, writer, id);
  const stored = threadOf(c).messages.find((m) => m.clientId === clientId && senderOf(c, m) === writer.id);
  const side = sideOf(writer);
  if (stored) return { c, side, sent: messageView(db, c, stored, writer.id, now), post: null };
  assertOpen(db, c, side);
  const slot = rateSlot(db, `chat:${writer.id}`, limits.chat, now, CHAT_ERROR_CODES.rateLimited, (s) => `发送太频繁，请 ${s} 秒后再发送`);
  const post = (text: string, extra: Omit<MessageExtras, 'clientId' | 'byUserId'> = {}): ChatMessage => {
    slot.take();
    return postMessage(db, c, side, text, now, { ...extra, clientId, byUserId: side === 'recruiter' ? writer.id : undefined });
  };
  return { c, side, sent: null, post };
}

function sse(res: ServerResponse, event: StreamEvent | StreamClosed) {
  res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

/** setTimeout's longest delay (about 24.8 days); a longer session is left to endExpiredStreams. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const chatRoutes = [
  route({
    method: 'GET',
    path: '/conversations',
    auth: 'user',
    query: conversationsQuery,
    handler: ({ query, db, user, now }): ConversationSummary[] =>
      conversationsOf(db, user!)
        .map((c) => ({ c, summary: conversationSummary(db, user!, c, now) }))
        .filter(({ c, summary }) => matches(c, summary, query))
        .map(({ summary }) => summary)
        .sort(byPinThenActivity),
  }),
  route({
    method: 'GET',
    path: '/conversations/unread',
    auth: 'user',
    handler: ({ db, user, now }): { messages: number } => ({
      messages: conversationsOf(db, user!).reduce((n, c) => n + conversationSummary(db, user!, c, now).unread, 0),
    }),
  }),
  route({
    method: 'GET',
    path: '/conversations/greetings',
    auth: 'enterprise',
    // How many new conversations the company opened today, against the cap (shown before the cap is hit).
    handler: ({ db, user, now }): GreetingAllowance => ({ used: user!.companyId ? greetingsToday(db, user!.companyId, now) : 0, cap: DAILY_GREETING_CAP }),
  }),
  route({
    method: 'GET',
    path: '/conversations/:id/messages',
    auth: 'user',
    query: messagesQuery,
    handler: ({ params, query, db, user, now }): { list: ChatMessage[]; hasOlder: boolean } => {
      const c = ownConversation(db, user!, params.id);
      const all = threadOf(c).messages;
      if (query.cards) return { list: all.filter((m) => m.card).map((m) => messageView(db, c, m, user!.id, now)), hasOlder: false };
      const limit = query.limit ?? DEFAULT_PAGE;
      let page;
      if (query.after !== undefined) page = all.filter((m) => m.seq > query.after!).slice(0, limit);
      else {
        const older = query.before === undefined ? all : all.filter((m) => m.seq < query.before!);
        page = older.slice(-limit);
      }
      const first = page[0];
      return { list: page.map((m) => messageView(db, c, m, user!.id, now)), hasOlder: !!first && first.seq > 1 };
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/messages',
    auth: 'user',
    body: sendMessageBody,
    handler: (ctx): ChatMessage => {
      const { params, body, db, now } = ctx;
      const { c, side, sent, post } = writingInto(ctx, params.id, body.clientId);
      if (sent) return sent;
      const firstReplyToGreeting = side === 'seeker' && c.startedBy === 'recruiter' && !threadOf(c).messages.some((m) => m.from === 'seeker');
      const message = post(body.text);
      if (firstReplyToGreeting) notifyGreetingReply(db, c.seekerId, c.id, c.jobId, now);
      return message;
    },
  }),
  route({
    method: 'PUT',
    path: '/conversations/:id/pin',
    auth: 'user',
    body: pinBody,
    handler: ({ params, body, db, user }): { pinned: boolean } => {
      const c = ownConversation(db, user!, params.id);
      threadOf(c).pinned[sideOf(user!)] = body.pinned;
      return { pinned: body.pinned };
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/read',
    auth: 'user',
    body: readBody,
    handler: ({ params, body, db, user }): { seq: number } => {
      const c = ownConversation(db, user!, params.id);
      const thread = threadOf(c);
      const side = sideOf(user!);
      const seq = Math.min(body.seq, thread.messages.at(-1)?.seq ?? 0);
      if (seq > thread.readSeq[side]) {
        thread.readSeq[side] = seq;
        publish(hubOf(db), audiencesOf(db, c), { type: 'read', conversationId: c.id, side, seq });
      }
      return { seq: thread.readSeq[side] };
    },
  }),
  route({
    method: 'POST',
    path: '/stream/ticket',
    auth: 'user',
    // The ticket remembers the session that bought it: when that session ends, the ticket is void.
    handler: ({ db, user, token, now }): StreamTicket => ({ ticket: issueTicket(hubOf(db), user!.id, token!, now), expiresIn: STREAM_TICKET_TTL_S }),
  }),
  route({
    method: 'GET',
    path: '/stream',
    // An EventSource cannot sign its request: the single-use ticket, bought with a signed request, stands in.
    unsigned: true,
    query: z.object({ ticket: z.string({ error: '缺少连接凭证' }).min(8).max(64) }),
    handler: ({ query, db, now }): StreamResponse => {
      const hub = hubOf(db);
      const bought = redeemTicket(hub, query.ticket, now);
      // A ticket is only as good as the session that bought it (ended or expired since: refused).
      const session = bought && liveSession(db, bought.token, now);
      const user = session ? db.users.get(bought.userId) : undefined;
      if (!bought || !user) throw new ApiError(401, 'BAD_TICKET', '连接凭证无效或已过期，请重新获取');
      const audiences = [`user:${user.id}`, ...(user.role === 'enterprise' && user.companyId ? [`company:${user.companyId}`] : [])];
      return {
        stream: (req, res) => {
          res.writeHead(200, {
            'Content-Type': 'text/event-stream; charset=utf-8',
            'Cache-Control': 'no-store',
            Connection: 'keep-alive',
            'X-Accel-Buffering': 'no',
          });
          res.write(': connected\n\n');
          const stopListening = listen(hub, audiences, { userId: user.id, send: (event) => sse(res, event) });
          // A comment now and then keeps proxies from closing an idle stream.
          const keepAlive = setInterval(() => res.write(': ping\n\n'), 25_000);
          // The session's end on a real clock (a test clock is caught up with on each request: endExpiredStreams).
          // liveSession ends the session, and with it this stream, once it has expired by then.
          const delay = Math.min(MAX_TIMER_MS, Math.max(0, session!.expiresAt - now));
          const expiry = setTimeout(() => liveSession(db, bought.token, now + delay), delay);
          expiry.unref?.();
          let ended = false;
          const stop = () => {
            if (ended) return;
            ended = true;
            clearInterval(keepAlive);
            clearTimeout(expiry);
            stopListening();
            removeStream(hub, open);
          };
          const open: OpenStream = {
            userId: user.id,
            token: bought.token,
            // The last event says why, so the client knows whether to reopen (docs/API.md, "When sessions and streams end").
            close: (reason) => {
              if (ended) return;
              stop();
              sse(res, { type: STREAM_CLOSED_EVENT, reason });
              res.end();
            },
          };
          req.on('close', stop);
          addStream(hub, open);
        },
      };
    },
  }),
];
