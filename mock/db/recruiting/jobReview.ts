import { checkPostWordingZh } from '../../../src/contract/jobWordingZh.ts';
import { REVIEW_MS } from '../../../src/contract/postingValues.ts';
import type { Db } from '../index.ts';
import { listJob } from './jobIndex.ts';
import { DAY_MS } from './labels.ts';
import type { JobRecord } from './types.ts';
import { notifyJobReview } from '../notifications/notices.ts';

/**
 * The platform's review of job posts (PRODUCT.md §2 job machine). The wording rules (discrimination, contact
 * details, income claims, pay and 急招 in the title, the minimum wage: src/contract/jobWording.ts) are a 422 when
 * the post is sent; the reviewer reads the post against the same list once more, REVIEW_MS after a submission,
 * so a post sent before a rule was added is still held to it. Everything else is approved, made public and
 * starts its validity period.
 */

function review(job: JobRecord): string | null {
  const issues = checkPostWordingZh({
    title: job.title,
    tags: job.tags,
    duties: job.duties,
    requirements: job.requirements,
    pay: { jobType: job.jobType, unit: job.salary.unit, min: job.salary.min, city: job.city },
  });
  return issues[0]?.message ?? null;
}

/** Answers every submission whose time has come: called before each API request. */
export function settleJobReviews(db: Db, now: number) {
  for (const id of db.pendingReviews) {
    const job = db.recruiting.jobById.get(id);
    if (!job || job.review !== 'pending') {
      db.pendingReviews.delete(id);
      continue;
    }
    if (now - job.submittedAt < REVIEW_MS) continue;
    db.pendingReviews.delete(id);
    const decidedAt = job.submittedAt + REVIEW_MS;
    const reason = review(job);
    if (reason) {
      job.review = 'rejected';
      job.rejectReason = reason;
      notifyJobReview(db, job, decidedAt);
      continue;
    }
    job.review = 'approved';
    job.rejectReason = null;
    job.refreshedAt = decidedAt;
    // A post approved for the first time is posted now; an edited one keeps its first date.
    if (job.postedAt === job.submittedAt) job.postedAt = decidedAt;
    job.expiresAt = decidedAt + job.validDays * DAY_MS;
    listJob(db.recruiting, job);
    notifyJobReview(db, job, decidedAt);
  }
}
