import type { CardState, ChatAttachment, ChatCard, ChatMessage, ChatSide, ConversationSummary, ExchangeKind } from '../../../src/contract/chat.ts';
import { hiddenFromCompany } from './ownBlock.ts';
import { asksForMoney } from '../../../src/contract/chatSafety.ts';
import type { Db, UserRecord } from '../index.ts';
import { currentRecruiter, recruiterAccountPerson, recruiterOfMessage, seekerPerson } from './chatPeople.ts';
import { gigContext } from '../gigs/chat.ts';
import { indexConversation } from './replyStats.ts';
import { interviewDetails } from './interviews.ts';
import type { ConversationRecord } from './seekers.ts';
import { offerCardView, type OfferCardRecord } from './offers.ts';
import type { ServerMessage } from '../../../src/contract/serverText/types.ts';

/**
 * Conversations and their messages. A seeker sees their own conversations; a recruiter sees every
 * conversation about their company's jobs (the company's inbox, shared by the main account and sub-accounts).
 */

export interface MessageRecord {
  id: string;
  seq: number;
  from: ChatSide;
  /** The recruiter user who wrote it (recruiter messages sent through the API). */
  byUserId: string | null;
  text: string;
  /** A card's or a file's description as a server message (what a person wrote has none). */
  message?: ServerMessage;
  warning: ChatMessage['warning'];
  clientId: string | null;
  at: number;
  card: CardRecord | null;
  attachment: ChatAttachment | null;
}

/** An exchange card keeps what was given; an interview card only points at the interview (its state is the interview's). */
export type CardRecord =
  | {
      type: 'exchange';
      what: ExchangeKind;
      state: CardState;
      seekerValue: string | null;
      recruiterValue: string | null;
      resumeId: string | null;
      recruiterUserId?: string | null;
    }
  | { type: 'interview'; interviewId: string }
  | OfferCardRecord;

export interface ThreadState {
  messages: MessageRecord[];
  /** The last seq each side has read. */
  readSeq: Record<ChatSide, number>;
  /** Each side's 置顶 (a company's recruiters share theirs, like the inbox). */
  pinned: Record<ChatSide, boolean>;
}

const threads = new WeakMap<ConversationRecord, ThreadState>();

export function threadOf(c: ConversationRecord): ThreadState {
  let t = threads.get(c);
  if (!t) threads.set(c, (t = { messages: [], readSeq: { seeker: 0, recruiter: 0 }, pinned: { seeker: false, recruiter: false } }));
  return t;
}

/**
 * Blocks, between a seeker and a company (not one conversation): blocking any conversation blocks every
 * conversation of that seeker with any recruiter of that company, and every new way in (a greeting about
 * another job, the seeker's 立即沟通, an interview invitation) while it lasts. The value is the side that
 * blocked; only that side lifts it. Kept per mock state (a WeakMap on the Db), so a reset clears it.
 */
const blocks = new WeakMap<Db, Map<string, ChatSide>>();

function blocksOf(db: Db): Map<string, ChatSide> {
  let map = blocks.get(db);
  if (!map) blocks.set(db, (map = new Map()));
  return map;
}

const pairKey = (companyId: string, seekerId: string) => `${companyId}|${seekerId}`;
/** The pair a conversation belongs to (a conversation whose job is gone stands alone). */
const pairOf = (db: Db, c: ConversationRecord) => pairKey(companyOfConversation(db, c) ?? `conversation:${c.id}`, c.seekerId);

/** Which side, if any, has blocked the other between this company and this seeker. */
export const blockBetween = (db: Db, companyId: string, seekerId: string): ChatSide | null => blocksOf(db).get(pairKey(companyId, seekerId)) ?? null;
export const blockOf = (db: Db, c: ConversationRecord): ChatSide | null => blocksOf(db).get(pairOf(db, c)) ?? null;

export function setBlock(db: Db, c: ConversationRecord, side: ChatSide | null) {
  if (side) blocksOf(db).set(pairOf(db, c), side);
  else blocksOf(db).delete(pairOf(db, c));
}

export const sideOf = (user: UserRecord): ChatSide => (user.role === 'enterprise' ? 'recruiter' : 'seeker');

export function companyOfConversation(db: Db, c: ConversationRecord): string | null {
  if (c.gigId) return gigContext(db, c.gigId)?.companyId ?? null;
  return db.recruiting.jobById.get(c.jobId)?.companyId ?? null;
}

/** The conversation if the user takes part in it (a seeker's own; any of their company's for a recruiter). */
export function mayJoin(db: Db, user: UserRecord, c: ConversationRecord): boolean {
  if (user.role === 'seeker') return c.seekerId === user.id;
  // A seeker who blocked the company (/privacySet): the company sees none of their conversations (issue 26.12).
  return (
    user.role === 'enterprise' && !!user.companyId && companyOfConversation(db, c) === user.companyId && !hiddenFromCompany(db, c.seekerId, user.companyId)
  );
}

export function conversationsOf(db: Db, user: UserRecord): ConversationRecord[] {
  return [...db.conversations.values()].filter((c) => mayJoin(db, user, c));
}

/** Who hears about a conversation: its seeker, and every recruiter of the job's company. */
export function audiencesOf(db: Db, c: ConversationRecord): string[] {
  const company = companyOfConversation(db, c);
  return [`user:${c.seekerId}`, ...(company && !hiddenFromCompany(db, c.seekerId, company) ? [`company:${company}`] : [])];
}

/** A new conversation about a job, with the next id (a seeker's 立即沟通, a recruiter's greeting). */
export function openConversation(db: Db, fields: Omit<ConversationRecord, 'id'>): ConversationRecord {
  const conversation = { id: `conv${++db.counters.conversation}`, ...fields };
  db.conversations.set(conversation.id, conversation);
  indexConversation(db, conversation);
  return conversation;
}

export interface MessageExtras {
  byUserId?: string;
  clientId?: string;
  card?: CardRecord;
  attachment?: ChatAttachment;
  /** The text as a server message, when the API wrote it (a card's or a file's description). */
  message?: ServerMessage;
}

export function appendMessage(c: ConversationRecord, from: ChatSide, text: string, at: number, extra: MessageExtras = {}): MessageRecord {
  const thread = threadOf(c);
  const seq = (thread.messages.at(-1)?.seq ?? 0) + 1;
  // Only what a person wrote is screened for money requests; a card's or a file's description is ours.
  const warning = !extra.card && !extra.attachment && asksForMoney(text) ? 'fees' : null;
  const message: MessageRecord = {
    id: `${c.id}-m${seq}`,
    seq,
    from,
    byUserId: extra.byUserId ?? null,
    text,
    ...(extra.message ? { message: extra.message } : {}),
    warning,
    clientId: extra.clientId ?? null,
    at,
    card: extra.card ?? null,
    attachment: extra.attachment ?? null,
  };
  thread.messages.push(message);
  // Writing is reading: the sender has seen everything up to their own message.
  thread.readSeq[from] = seq;
  return message;
}

function cardView(db: Db, card: CardRecord | null, now: number): ChatCard | null {
  if (!card) return null;
  if (card.type === 'exchange') {
    // What was given stays private until the other side accepts; then it names the recruiter who gave it.
    const open = card.state === 'accepted';
    const { recruiterUserId, ...shown } = card;
    const recruiterBy = open && recruiterUserId ? recruiterAccountPerson(db, recruiterUserId, now) : null;
    return {
      ...shown,
      seekerValue: open ? card.seekerValue : null,
      recruiterValue: open ? card.recruiterValue : null,
      resumeId: open ? card.resumeId : null,
      recruiterBy,
    };
  }
  if (card.type === 'offer') return offerCardView(db, card);
  const interview = db.interviews.get(card.interviewId);
  if (!interview) return null;
  const { id, ...details } = interviewDetails(db, interview);
  const job = db.recruiting.jobById.get(interview.jobId);
  const company = db.recruiting.companyById.get(interview.companyId);
  return {
    type: 'interview',
    interviewId: id,
    applicationId: interview.applicationId,
    ...details,
    jobTitle: job?.title ?? '',
    companyName: company ? company.shortName || company.name : '',
  };
}

/** The user who wrote a message: the conversation's seeker, or the recruiter recorded on it (null for seeded ones). */
export const senderOf = (c: ConversationRecord, m: MessageRecord): string | null => (m.from === 'seeker' ? c.seekerId : m.byUserId);

/**
 * A message as `viewerId` reads it. Its clientId is the sender's own key (idempotent retries, matching an
 * outbox): only the sender sees it, never the other side nor another recruiter of the company.
 */
export function messageView(db: Db, c: ConversationRecord, m: MessageRecord, viewerId: string | null, now: number): ChatMessage {
  const self = viewerId !== null && viewerId === senderOf(c, m);
  const clientId = self ? m.clientId : null;
  const person = m.from === 'seeker' ? seekerPerson(db, c, viewerId, now) : recruiterOfMessage(db, c, m, now);
  return {
    id: m.id,
    conversationId: c.id,
    seq: m.seq,
    from: m.from,
    sender: { ...person, self },
    text: m.text,
    message: m.message ?? null,
    card: cardView(db, m.card, now),
    attachment: m.attachment,
    warning: m.warning,
    clientId,
    createdAt: new Date(m.at).toISOString(),
  };
}

/** Contact or a resume has changed hands in the conversation (the 已交换 filter). */
export const hasExchanged = (c: ConversationRecord) => threadOf(c).messages.some((m) => m.card?.type === 'exchange' && m.card.state === 'accepted');
/** An interview was set in the conversation (the 面试 filter). */
export const hasInterview = (c: ConversationRecord) => threadOf(c).messages.some((m) => m.card?.type === 'interview');

export function conversationSummary(db: Db, viewer: UserRecord, c: ConversationRecord, now: number): ConversationSummary {
  const side = sideOf(viewer);
  const other: ChatSide = side === 'seeker' ? 'recruiter' : 'seeker';
  const thread = threadOf(c);
  const gig = c.gigId ? gigContext(db, c.gigId) : null;
  const job = gig?.asJob ?? db.recruiting.jobById.get(c.jobId)!;
  const last = thread.messages.at(-1) ?? null;
  let peer: ConversationSummary['peer'];
  if (side === 'seeker') {
    // Whoever of the company wrote last: the person the seeker talks to now (shown "name · title", then the company).
    const company = db.recruiting.companyById.get(job.companyId);
    peer = { ...currentRecruiter(db, c, now), subtitle: company?.shortName ?? '', avatar: db.recruiting.recruiters.get(c.recruiterId)?.avatar ?? null };
  } else {
    peer = { ...seekerPerson(db, c, viewer.id, now), subtitle: job.title, avatar: null };
  }
  return {
    id: c.id,
    job: { id: job.id, title: job.title, salary: job.salary },
    gig: gig?.card ?? null,
    peer,
    startedBy: c.startedBy ?? 'seeker',
    lastMessage: last && messageView(db, c, last, viewer.id, now),
    unread: thread.messages.filter((m) => m.from === other && m.seq > thread.readSeq[side]).length,
    peerReadSeq: thread.readSeq[other],
    bothReplied: bothReplied(thread),
    blockedBy: blockOf(db, c),
    pinned: thread.pinned[side],
    updatedAt: new Date(last?.at ?? c.createdAt).toISOString(),
  };
}

/** Each side has written at least once (cards and files count; what the other side wrote for them does not exist). */
export const bothReplied = (thread: ThreadState) => thread.messages.some((m) => m.from === 'seeker') && thread.messages.some((m) => m.from === 'recruiter');
