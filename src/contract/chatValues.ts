import type { ConversationSummary, StreamClosed, StreamEvent } from './chat.ts';

/**
 * Plain values of the chat contract, without zod (the chat pages and the live link read them at run time; the
 * API validates with chat.ts, which builds its schemas from these and re-exports them).
 */

export const MESSAGE_TEXT_MAX = 1000;
/** Messages per page when scrolling back through a thread. */
export const MESSAGE_PAGE_MAX = 50;

export const CONVERSATION_FILTER_VALUES = ['unread', 'greetings', 'exchanged', 'interview'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTER_VALUES)[number];

/** What two people may exchange once both have written (a card the other side accepts or declines). */
export const EXCHANGE_KIND_VALUES = ['phone', 'wechat', 'resume'] as const;
export type ExchangeKind = (typeof EXCHANGE_KIND_VALUES)[number];

/** A WeChat ID as WeChat allows it: 6–20 letters, digits, _ or -, starting with a letter. */
export const WECHAT_ID_PATTERN = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;

/** Every event name the stream sends (the client listens to each). */
export const STREAM_EVENT_TYPES = ['message', 'update', 'read', 'notification', 'block'] as const satisfies ReadonlyArray<StreamEvent['type']>;

/** Live streams one user may hold open at once (tabs, devices); opening one more closes their oldest. */
export const MAX_STREAMS_PER_USER = 5;
/**
 * What one sender may write into chats (texts, cards and files together) in a sliding window: beyond it the
 * API answers 429 `CHAT_RATE_LIMITED` with `retryAfter`. The mock takes other numbers for its benchmark
 * (MockApiOptions.limits).
 */
export const CHAT_RATE_LIMIT = { max: 20, windowS: 10 } as const;
/** `errorCode` of the chat's refusals that a client answers in its own words. */
export const CHAT_ERROR_CODES = {
  /** 429: too many messages in the window; `retryAfter` says when the next one may go. */
  rateLimited: 'CHAT_RATE_LIMITED',
  /** 403: the seeker and the company are blocked from each other (either side blocked a conversation). */
  blocked: 'CHAT_BLOCKED',
} as const;

/** The stream's last event, when the server ends it (`StreamClosed`, src/contract/chat.ts). */
export const STREAM_CLOSED_EVENT = 'closed' satisfies StreamClosed['type'];

/** The list's order: pinned first, then the latest activity. */
export const byPinThenActivity = (a: ConversationSummary, b: ConversationSummary) =>
  Number(b.pinned) - Number(a.pinned) || b.updatedAt.localeCompare(a.updatedAt);

/** Saved replies (常用语): short texts one inserts into the message box. */
export const SAVED_REPLIES_MAX = 20;
export const SAVED_REPLY_TEXT_MAX = 200;

/** A greeting (打招呼语): the seeker's sent by 立即沟通, a recruiter's from the talent pool. */
export const GREETING_TEXT_MAX = 200;
