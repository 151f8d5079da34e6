import type { Db, UserRecord } from '../index.ts';
import type { RecruiterRecord } from './types.ts';

/**
 * The recruiter record behind an enterprise account. Job cards, details, conversations and reply statistics
 * read a post's recruiter record; the seed makes one for each seeded post, and this makes the one of a person
 * who signed up: when they choose the enterprise role (/perfect), kept with their company when its page is
 * created, and at the latest when they publish. A record a new user leaves behind is as complete as a seeded
 * one (issue 26: a post pointing at no record broke every list that showed it).
 */

export const recruiterIdOf = (userId: string) => `r-${userId}`;

/** The account's recruiter record, made on first need and kept on the account's current company. */
export function ensureRecruiterRecord(db: Db, user: UserRecord): RecruiterRecord {
  const id = recruiterIdOf(user.id);
  let record = db.recruiting.recruiters.get(id);
  if (!record) {
    record = {
      id,
      companyId: user.companyId,
      userId: user.id,
      name: user.name,
      title: String(user.profile.title ?? ''),
      // No uploaded photo: the app draws a tile from the name, as for seeded recruiters.
      avatar: '',
      lastActiveAt: user.lastActiveAt ?? Date.parse(user.createdAt),
      // New to the platform: no archived conversations; the live ones count as they come (replyStats.ts).
      replyHistory: { minutes: [] },
    };
    db.recruiting.recruiters.set(id, record);
  }
  record.companyId = user.companyId;
  return record;
}

/** A recruiter as the cards show them: an account's record follows the account's name, title and activity. */
export function recruiterFacts(db: Db, r: RecruiterRecord): Pick<RecruiterRecord, 'name' | 'title' | 'lastActiveAt'> {
  const user = r.userId ? db.users.get(r.userId) : undefined;
  if (!user) return r;
  return { name: user.name, title: String(user.profile.title ?? r.title), lastActiveAt: user.lastActiveAt ?? r.lastActiveAt };
}
