import type { ChatPerson } from '../../../src/contract/chat.ts';
import { recruiterActivity } from '../../../src/dicts/activity.ts';
import type { Db } from '../index.ts';
import { threadOf, type MessageRecord } from './chat.ts';
import { recruiterFacts } from './recruiterAccounts.ts';
import { nameForEmployer } from './resumeAccess.ts';
import type { ConversationRecord } from './seekers.ts';

/**
 * The people of a conversation as the chat names them (issue 26, item 6). A company's recruiters share one inbox,
 * so the person a seeker reads is whoever wrote, not the post's recruiter: each recruiter message names the
 * account that sent it (seeded messages, which no account sent, the conversation's recruiter), and the seeker's
 * header and reports name the recruiter who wrote last.
 */

/** Active in the last 5 minutes: the 在线 of the job cards' activity badge. */
export const isOnline = (lastActiveAt: number | null | undefined, now: number) => lastActiveAt != null && recruiterActivity(lastActiveAt, now) === 'online';

/** A recruiter account: the name and title given on /perfect (or the team page), its last request. */
export function recruiterAccountPerson(db: Db, userId: string, now: number): ChatPerson | null {
  const user = db.users.get(userId);
  if (!user || user.role !== 'enterprise') return null;
  return { name: user.name, title: String(user.profile.title ?? ''), online: isOnline(user.lastActiveAt, now) };
}

/** A recruiter record (a post's recruiter): an account's record follows the account, as on job cards. */
export function recruiterRecordPerson(db: Db, recruiterId: string, now: number): ChatPerson {
  const record = db.recruiting.recruiters.get(recruiterId);
  // Readers are robust (docs/API.md, "Records a new user makes"): a missing record is the company's hiring desk.
  if (!record) return { name: '招聘负责人', title: '', online: false };
  const { name, title, lastActiveAt } = recruiterFacts(db, record);
  return { name, title, online: isOnline(lastActiveAt, now) };
}

/** The recruiter behind a recruiter message: the account that sent it, else (seeded) the conversation's recruiter. */
export function recruiterOfMessage(db: Db, c: ConversationRecord, m: MessageRecord, now: number): ChatPerson {
  return (m.byUserId && recruiterAccountPerson(db, m.byUserId, now)) || recruiterRecordPerson(db, c.recruiterId, now);
}

/** Who the seeker talks to now: the company's recruiter who wrote last, else the conversation's recruiter. */
export function currentRecruiter(db: Db, c: ConversationRecord, now: number): ChatPerson {
  const last = threadOf(c).messages.findLast((m) => m.from === 'recruiter');
  return last ? recruiterOfMessage(db, c, last, now) : recruiterRecordPerson(db, c.recruiterId, now);
}

/** The seeker: their own name to themselves; to a company masked as on /cv, online only if they show it. */
export function seekerPerson(db: Db, c: ConversationRecord, viewerId: string | null, now: number): ChatPerson {
  const seeker = db.users.get(c.seekerId);
  const state = db.seekerStates.get(c.seekerId);
  const basic = seeker?.seeker.basic;
  const name = seeker?.name ?? '';
  if (viewerId === c.seekerId) return { name, title: '', online: isOnline(seeker?.lastActiveAt, now) };
  return {
    name: basic && state ? nameForEmployer(name, basic.gender, state) : name,
    title: '',
    online: !!state?.privacy.showOnline && isOnline(seeker?.lastActiveAt, now),
  };
}
