import type { Rng } from '../rng.ts';
import type { Db } from '../index.ts';
import { threadOf } from './chat.ts';
import type { ConversationRecord } from './seekers.ts';
import type { RecruiterRecord } from './types.ts';

/**
 * A recruiter's reply rate and median reply time, computed from conversations: the archived ones the seed
 * gives each recruiter (before the mock's own chat history begins) and every live conversation a seeker
 * started with them. A conversation counts once it has been answered, or once it has waited a day unanswered
 * (a question asked a minute ago is not yet a failure to reply).
 */

const MINUTE = 60_000;
/** How long a seeker's first message may wait before the conversation counts as unanswered. */
export const UNANSWERED_AFTER_MS = 24 * 60 * MINUTE;

/** Archived conversations: minutes until the recruiter's first reply, or -1 for none. */
export interface ReplyHistory {
  minutes: number[];
}

/**
 * A seeded history around a rate and a median: `count` conversations, each answered with probability `rate`,
 * after a time spread evenly in log scale around the median (so the median stays where it was meant).
 */
export function seedReplyHistory(rng: Rng, count: number, rate: number, medianMinutes: number): ReplyHistory {
  return {
    minutes: Array.from({ length: count }, () => (rng.next() < rate ? Math.max(1, Math.round(medianMinutes * Math.exp((rng.next() - 0.5) * 2))) : -1)),
  };
}

export interface ReplyStats {
  replyRate: number;
  medianReplyMinutes: number;
}

export function statsOf(minutes: readonly number[]): ReplyStats {
  const answered = minutes.filter((m) => m >= 0).sort((a, b) => a - b);
  const mid = answered.length >> 1;
  const median = !answered.length ? 0 : answered.length % 2 ? answered[mid] : (answered[mid - 1] + answered[mid]) / 2;
  return { replyRate: minutes.length ? Math.round((answered.length / minutes.length) * 100) / 100 : 0, medianReplyMinutes: Math.round(median) };
}

/** Conversations by recruiter, built once per mock state and kept current by openConversation. */
const byRecruiter = new WeakMap<Db, Map<string, ConversationRecord[]>>();

export function conversationsWith(db: Db, recruiterId: string): ConversationRecord[] {
  let index = byRecruiter.get(db);
  if (!index) {
    byRecruiter.set(db, (index = new Map()));
    for (const c of db.conversations.values()) indexConversation(db, c);
  }
  return index.get(recruiterId) ?? [];
}

export function indexConversation(db: Db, c: ConversationRecord) {
  const index = byRecruiter.get(db);
  if (!index) return; // built from db.conversations when first asked
  const list = index.get(c.recruiterId);
  if (list) list.push(c);
  else index.set(c.recruiterId, [c]);
}

/** Minutes to the first reply of a seeker-started conversation; -1 unanswered for a day; null still waiting (or not asked). */
function liveReply(c: ConversationRecord, now: number): number | null {
  if (c.startedBy === 'recruiter') return null;
  const messages = threadOf(c).messages;
  const asked = messages.find((m) => m.from === 'seeker');
  if (!asked) return null;
  const reply = messages.find((m) => m.from === 'recruiter' && m.seq > asked.seq);
  if (reply) return Math.max(0, (reply.at - asked.at) / MINUTE);
  return now - asked.at >= UNANSWERED_AFTER_MS ? -1 : null;
}

export function replyStats(db: Db, recruiter: RecruiterRecord, now: number): ReplyStats {
  const live = conversationsWith(db, recruiter.id)
    .map((c) => liveReply(c, now))
    .filter((m): m is number => m !== null);
  return statsOf([...recruiter.replyHistory.minutes, ...live]);
}
