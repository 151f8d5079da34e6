import type { JobStatus } from '../../../src/dicts/job.ts';
import type { VeteranStatus } from '../../../src/dicts/zone.ts';
import type { Db, UserRecord } from '../index.ts';
import { emptySeekerState, type SeekerState } from './seekers.ts';
import type { JobRecord } from './types.ts';

/** Who is looking: per-user state, veteran review, job status at a given moment. */

/** The seeker's state, created on first use (new sign-ups start empty). */
export function seekerState(db: Db, userId: string): SeekerState {
  let state = db.seekerStates.get(userId);
  if (!state) db.seekerStates.set(userId, (state = emptySeekerState()));
  return state;
}

/** Only signed-in seekers have viewer flags, saved jobs, alerts… */
export const asSeeker = (user: UserRecord | null): UserRecord | null => (user?.role === 'seeker' ? user : null);

export function jobStatus(job: JobRecord, now: number): JobStatus {
  if (job.review !== 'approved') return job.review;
  if (job.closed) return 'closed';
  return job.expiresAt <= now ? 'expired' : 'open';
}

/** The mock's reviewer answers this long after submission. */
export const VETERAN_REVIEW_MS = 3000;

/**
 * The veteran status, running the automatic review when it is due: a certificate number ending in 0 is
 * rejected, any other is verified (so tests can exercise both outcomes).
 */
export function veteranStatus(db: Db, user: UserRecord | null, now: number): VeteranStatus {
  if (!user) return 'none';
  const record = db.seekerStates.get(user.id)?.veteran;
  if (!record) return 'none';
  if (!record.outcome && now - record.submittedAt >= VETERAN_REVIEW_MS) {
    record.outcome = record.certificateNo.endsWith('0') ? 'rejected' : 'verified';
    record.reviewedAt = record.submittedAt + VETERAN_REVIEW_MS;
  }
  return record.outcome ?? 'pending';
}

export const isVerifiedVeteran = (db: Db, user: UserRecord | null, now: number) => veteranStatus(db, user, now) === 'verified';

/** Jobs reserved for veterans are locked for everyone else. */
export const isLocked = (db: Db, user: UserRecord | null, job: JobRecord, now: number) => job.veteransOnly && !isVerifiedVeteran(db, user, now);

/** The conversation between a seeker and a recruiter, if one exists. */
export function conversationWith(db: Db, seekerId: string, recruiterId: string): string | null {
  // A gig's 咨询 is about that gig only: a job's chat with the same recruiter is another conversation.
  for (const c of db.conversations.values()) if (c.seekerId === seekerId && c.recruiterId === recruiterId && !c.gigId) return c.id;
  return null;
}

/**
 * The seeker's conversation about a post: with its recruiter, else one a colleague of theirs opened about it (a
 * greeting is with the recruiter who sent it, not the post's: issue 26), so the post leads to that thread.
 */
export function conversationAbout(db: Db, seekerId: string, job: Pick<JobRecord, 'id' | 'recruiterId'>): string | null {
  const withRecruiter = conversationWith(db, seekerId, job.recruiterId);
  if (withRecruiter) return withRecruiter;
  for (const c of db.conversations.values()) if (c.seekerId === seekerId && c.jobId === job.id) return c.id;
  return null;
}

/** Recruiters a seeker already chats with (for hideContacted and the contacted flag). */
export function contactedRecruiters(db: Db, seekerId: string): Set<string> {
  const set = new Set<string>();
  for (const c of db.conversations.values()) if (c.seekerId === seekerId) set.add(c.recruiterId);
  return set;
}

export const iso = (ms: number) => new Date(ms).toISOString();
