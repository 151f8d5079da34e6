import { z } from 'zod';
import type { InterviewFormat, InterviewStatus } from '../dicts/job.ts';
import type { Salary } from '../dicts/salary.ts';
import type { GigPay } from './gig.ts';
import { interviewAnswerShape, type InterviewContact } from './interview.ts';
import { resumeFileBody } from './resumeFiles.ts';
import type { ResumeFileType } from './resumeFileValues.ts';
import type { NotificationView } from './notification.ts';
import type { OfferCard } from './offer.ts';
import { plainText } from './params.ts';
import type { ServerMessage } from './serverText/types.ts';
import {
  CONVERSATION_FILTER_VALUES,
  EXCHANGE_KIND_VALUES,
  MESSAGE_PAGE_MAX,
  MESSAGE_TEXT_MAX,
  SAVED_REPLIES_MAX,
  SAVED_REPLY_TEXT_MAX,
  WECHAT_ID_PATTERN,
  type ExchangeKind,
} from './chatValues.ts';

/**
 * Chat between a job seeker and a recruiter (/communicate, /communicat): conversations about a job, their
 * messages in order, read receipts, and the live stream that pushes them. Every message has a per-conversation
 * sequence number (`seq`, from 1 with no gaps): a client that reconnects asks for what came after the last seq
 * it holds, and drops any seq it already has, so nothing is shown twice and nothing is missed. A sender's
 * `clientId` makes a retried send idempotent: the same clientId answers the message already stored.
 *
 * The plain values (limits, filters, the stream's event names, the list's order) are in ./chatValues.ts, for
 * the browser; they are re-exported here.
 */
export * from './chatValues.ts';

/** New conversations a recruiter may open in one Beijing calendar day (greetings from the talent pool). */
export const DAILY_GREETING_CAP = 50;
/** How long a stream ticket may wait before it is used (seconds); each is good for one connection. */
export const STREAM_TICKET_TTL_S = 30;
export type ChatSide = 'seeker' | 'recruiter';

/** `GET /conversations/greetings`: the company's greetings today against DAILY_GREETING_CAP. */
export interface GreetingAllowance {
  used: number;
  cap: number;
}

/**
 * `POST /conversations/:id/messages`: text as the composer sends it, several lines (Shift+Enter) and emoji
 * sequences included; the characters that deceive or break the reader stay refused (plainText).
 */
const clientId = z.string({ error: '缺少消息编号' }).regex(/^[\w-]{8,64}$/, { error: '消息编号格式不正确' });

export const sendMessageBody = z.object({
  clientId,
  text: z
    .string({ error: '请输入消息内容' })
    .trim()
    .min(1, { error: '请输入消息内容' })
    .max(MESSAGE_TEXT_MAX, { error: `一条消息最多 ${MESSAGE_TEXT_MAX} 字` })
    .superRefine(plainText('消息', { multiline: true })),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** `GET /conversations/:id/messages`: the latest page, an older page (`before`), or what came after `after`. */
export const messagesQuery = z.object({
  before: z.coerce.number({ error: 'before 须为整数' }).int().min(1).optional(),
  after: z.coerce.number({ error: 'after 须为整数' }).int().min(0).optional(),
  limit: z.coerce.number({ error: 'limit 须为整数' }).int().min(1).max(MESSAGE_PAGE_MAX).optional(),
  /** `1`: only the messages that carry a card, as they stand now (a catch-up reads their state again). */
  cards: z.enum(['1'], { error: 'cards 须为 1' }).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

/** `POST /conversations/:id/read`: everything up to and including `seq` has been seen. */
export const readBody = z.object({ seq: z.number({ error: '缺少消息序号' }).int().min(0) });

export const conversationsQuery = z.object({
  filter: z.enum(CONVERSATION_FILTER_VALUES, { error: '筛选条件不正确' }).optional(),
  keyword: z.string().trim().max(30, { error: '关键词最多 30 个字' }).optional(),
});

export const CARD_STATE_VALUES = ['pending', 'accepted', 'declined'] as const;
export type CardState = (typeof CARD_STATE_VALUES)[number];

const wechatId = z.string({ error: '请填写微信号' }).trim().regex(WECHAT_ID_PATTERN, { error: '微信号为 6–20 位字母、数字、下划线或减号，以字母开头' });
const resumeId = z.string().regex(/^[\w-]{1,60}$/, { error: '请选择简历' });

/** `POST /conversations/:id/exchange`: ask to exchange phones or WeChat, a seeker sends a resume, a recruiter asks for one. */
export const exchangeBody = z
  .object({ clientId, what: z.enum(EXCHANGE_KIND_VALUES, { error: '请选择要交换的内容' }), wechat: wechatId.optional(), resumeId: resumeId.optional() })
  .refine((b) => b.what !== 'wechat' || !!b.wechat, { error: '请填写你的微信号', path: ['wechat'] });
export type ExchangeBody = z.infer<typeof exchangeBody>;

/** `POST /conversations/:id/cards/:seq/answer`: the other side accepts (with their WeChat ID or resume when asked) or declines. */
export const answerCardBody = z.object({ accept: z.boolean({ error: '请选择同意或拒绝' }), wechat: wechatId.optional(), resumeId: resumeId.optional() });
export type AnswerCardBody = z.infer<typeof answerCardBody>;

/** `POST /conversations/:id/cards/:seq/interview`: the seeker answers an interview invitation from the chat. */
export const interviewCardAnswerBody = z.object(interviewAnswerShape);
export type InterviewCardAnswerBody = z.infer<typeof interviewCardAnswerBody>;

export interface ExchangeCard {
  type: 'exchange';
  what: ExchangeKind;
  state: CardState;
  /** Shown to both once accepted: the seeker's phone / WeChat ID, and the recruiter's. */
  seekerValue: string | null;
  recruiterValue: string | null;
  /**
   * Who gave `recruiterValue` (the company's recruiter who sent or accepted the card: in a shared inbox not
   * necessarily the post's recruiter); shown with the value once accepted, else null.
   */
  recruiterBy: ChatPerson | null;
  /** The resume shared (a resume card once accepted); the recruiter opens it on /cv. */
  resumeId: string | null;
}

/** An interview invitation, as it stands now (the interview's own state, not a copy taken when it was sent). */
export interface InterviewCard {
  type: 'interview';
  interviewId: string;
  applicationId: string;
  round: number;
  at: string;
  format: InterviewFormat;
  place: string;
  /** The recruiter who sent the invitation, and the note for the candidate (给候选人的备注). */
  contact: InterviewContact;
  notes: string | null;
  status: InterviewStatus;
  /** The seeker's 改期 proposals. */
  proposedTimes: string[];
  /** The post and the company (short name), for the calendar entry the seeker can download. */
  jobTitle: string;
  companyName: string;
}

export type ChatCard = ExchangeCard | InterviewCard | OfferCard;

/** Same types and size as attachment resumes: pictures show in the thread, documents download. */
export interface ChatAttachment {
  kind: 'image' | 'file';
  name: string;
  fileType: ResumeFileType;
  size: number;
  /** The media path (`chat/….png`, under the media host like resume files), served to the two sides of the conversation only. */
  path: string;
}

/** `POST /conversations/:id/files`: a picture or a document, as base64 JSON (like /uploadcv). */
export const sendFileBody = resumeFileBody.extend({ clientId });
export type SendFileBody = z.infer<typeof sendFileBody>;

/**
 * A person in a conversation as the viewer sees them: a recruiter's name and job title, a seeker's name (masked for
 * recruiters like /cv) and no title. `online`: active in the last 5 minutes (a seeker who hides their online status
 * on /privacySet never is).
 */
export interface ChatPerson {
  name: string;
  title: string;
  online: boolean;
}

/** Who wrote a message; `self` when the viewer did (a company's other recruiters see a colleague's message as not theirs). */
export interface ChatSender extends ChatPerson {
  self: boolean;
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  seq: number;
  from: ChatSide;
  /**
   * The person who wrote it. A company's recruiters share one inbox, so a recruiter's message names the recruiter
   * who sent it (seeded messages: the conversation's recruiter).
   */
  sender: ChatSender;
  /** Plain text; for cards and files a short description (what the list shows as the last message). */
  text: string;
  /** A card's or a file's description as a server message (`chat.…`, docs/API.md "Server texts"); null for what a person wrote. */
  message?: ServerMessage | null;
  card: ChatCard | null;
  attachment: ChatAttachment | null;
  /** Set when the text asks for fees, deposits, training loans or payment off the platform: shown to the recipient as a warning. */
  warning: 'fees' | null;
  clientId: string | null;
  createdAt: string;
}

export interface ConversationSummary {
  id: string;
  job: { id: string; title: string; salary: Salary };
  /**
   * A worker's 咨询 about a gig (POST /gigs/:id/chat): the gig is the thread's context card (`job` then repeats its
   * title and pay as a rate, for the lists); null for a conversation about a job.
   */
  gig: { id: string; title: string; pay: GigPay } | null;
  /**
   * The other party as the viewer sees them (a seeker's name masked for a recruiter, like /cv). For a seeker, the
   * company's recruiter who wrote last (a colleague who answers in the shared inbox is who the seeker talks to
   * now), else the conversation's recruiter: `title` their job title, `subtitle` the company's short name. For a
   * recruiter, the seeker: no title, `subtitle` the job.
   */
  peer: ChatPerson & { subtitle: string; avatar: string | null };
  startedBy: ChatSide;
  lastMessage: ChatMessage | null;
  /** Messages from the other side after what the viewer has read. */
  unread: number;
  /** The other side has read up to here (the viewer's read receipts). */
  peerReadSeq: number;
  /** Both sides have written at least once: exchange cards become possible. */
  bothReplied: boolean;
  /** Whether either side blocked the other (then nobody can write), and who. */
  blockedBy: ChatSide | null;
  /** The viewer's side keeps it at the top of the list (置顶). */
  pinned: boolean;
  updatedAt: string;
}

/** The events the stream pushes (`event:` name, JSON `data:`). */
export type StreamEvent =
  | { type: 'message'; message: ChatMessage }
  /** A message already sent changed (a card answered, an interview's state moved): replace it by seq. */
  | { type: 'update'; message: ChatMessage }
  | { type: 'read'; conversationId: string; side: ChatSide; seq: number }
  | { type: 'notification'; notification: NotificationView }
  /** A chat block began or ended (issue 26.12): every conversation between the seeker and the company now has this `blockedBy`. */
  | { type: 'block'; conversationIds: string[]; blockedBy: ChatSide | null };

/**
 * Why the server ended a stream (`event: closed`, its last event): the session it was opened with ended (signed
 * out, expired, password changed, account stopped), or the user opened more than MAX_STREAMS_PER_USER and this
 * was the oldest. A superseded client should not reopen at once (it would close another of the user's streams).
 */
export type StreamCloseReason = 'sessionEnded' | 'superseded';
export interface StreamClosed {
  type: 'closed';
  reason: StreamCloseReason;
}

export interface StreamTicket {
  ticket: string;
  expiresIn: number;
}

/** `PUT /conversations/:id/pin`: keep the conversation at the top of the viewer side's list, or not. */
export const pinBody = z.object({ pinned: z.boolean({ error: '请选择是否置顶' }) });

/** `PUT /chat/replies`: the whole list, in order. */
export const savedRepliesBody = z.object({
  replies: z
    .array(
      z
        .string({ error: '请填写常用语' })
        .trim()
        .min(1, { error: '常用语不能为空' })
        .max(SAVED_REPLY_TEXT_MAX, { error: `一条常用语最多 ${SAVED_REPLY_TEXT_MAX} 字` })
        .superRefine(plainText('常用语')),
    )
    .max(SAVED_REPLIES_MAX, { error: `常用语最多 ${SAVED_REPLIES_MAX} 条` }),
});
