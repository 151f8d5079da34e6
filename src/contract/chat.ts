import { z } from 'zod';
import type { Salary } from '../dicts/salary.ts';
import type { NotificationView } from './notification.ts';
import { plainText } from './params.ts';

/**
 * Chat between a job seeker and a recruiter (/communicate, /communicat): conversations about a job, their
 * messages in order, read receipts, and the live stream that pushes them. Every message has a per-conversation
 * sequence number (`seq`, from 1 with no gaps): a client that reconnects asks for what came after the last seq
 * it holds, and drops any seq it already has, so nothing is shown twice and nothing is missed. A sender's
 * `clientId` makes a retried send idempotent: the same clientId answers the message already stored.
 */

export const MESSAGE_TEXT_MAX = 1000;
/** Messages per page when scrolling back through a thread. */
export const MESSAGE_PAGE_MAX = 50;
/** New conversations a recruiter may open in one Beijing calendar day (greetings from the talent pool). */
export const DAILY_GREETING_CAP = 50;
/** How long a stream ticket may wait before it is used (seconds); each is good for one connection. */
export const STREAM_TICKET_TTL_S = 30;

export type ChatSide = 'seeker' | 'recruiter';

/** `POST /conversations/:id/messages` (text for now; cards and files come with the chat pages). */
export const sendMessageBody = z.object({
  clientId: z.string({ error: '缺少消息编号' }).regex(/^[\w-]{8,64}$/, { error: '消息编号格式不正确' }),
  text: z
    .string({ error: '请输入消息内容' })
    .trim()
    .min(1, { error: '请输入消息内容' })
    .max(MESSAGE_TEXT_MAX, { error: `一条消息最多 ${MESSAGE_TEXT_MAX} 字` })
    .superRefine(plainText('消息')),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** `GET /conversations/:id/messages`: the latest page, an older page (`before`), or what came after `after`. */
export const messagesQuery = z.object({
  before: z.coerce.number({ error: 'before 须为整数' }).int().min(1).optional(),
  after: z.coerce.number({ error: 'after 须为整数' }).int().min(0).optional(),
  limit: z.coerce.number({ error: 'limit 须为整数' }).int().min(1).max(MESSAGE_PAGE_MAX).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

/** `POST /conversations/:id/read`: everything up to and including `seq` has been seen. */
export const readBody = z.object({ seq: z.number({ error: '缺少消息序号' }).int().min(0) });

export const CONVERSATION_FILTER_VALUES = ['unread', 'greetings', 'exchanged', 'interview'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTER_VALUES)[number];

export const conversationsQuery = z.object({
  filter: z.enum(CONVERSATION_FILTER_VALUES, { error: '筛选条件不正确' }).optional(),
  keyword: z.string().trim().max(30, { error: '关键词最多 30 个字' }).optional(),
});

export interface ChatMessage {
  id: string;
  conversationId: string;
  seq: number;
  from: ChatSide;
  text: string;
  /** Set when the text asks for fees, deposits, training loans or payment off the platform: shown to the recipient as a warning. */
  warning: 'fees' | null;
  clientId: string | null;
  createdAt: string;
}

export interface ConversationSummary {
  id: string;
  job: { id: string; title: string; salary: Salary };
  /** The other party as the viewer sees them (a seeker's name masked for a recruiter, like /cv). */
  peer: { name: string; subtitle: string; avatar: string | null };
  startedBy: ChatSide;
  lastMessage: ChatMessage | null;
  /** Messages from the other side after what the viewer has read. */
  unread: number;
  /** The other side has read up to here (the viewer's read receipts). */
  peerReadSeq: number;
  /** Both sides have written at least once: exchange cards become possible. */
  bothReplied: boolean;
  updatedAt: string;
}

/** The events the stream pushes (`event:` name, JSON `data:`). */
export type StreamEvent =
  | { type: 'message'; message: ChatMessage }
  /** A message already sent changed (a card answered, an interview's state moved): replace it by seq. */
  | { type: 'update'; message: ChatMessage }
  | { type: 'read'; conversationId: string; side: ChatSide; seq: number }
  | { type: 'notification'; notification: NotificationView };

/** Every event name the stream sends (the client listens to each). */
export const STREAM_EVENT_TYPES = ['message', 'update', 'read', 'notification'] as const satisfies ReadonlyArray<StreamEvent['type']>;

export interface StreamTicket {
  ticket: string;
  expiresIn: number;
}
