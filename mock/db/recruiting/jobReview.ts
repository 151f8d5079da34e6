import { REVIEW_MS } from '../../../src/contract/postingValues.ts';
import type { Db } from '../index.ts';
import { listJob } from './jobIndex.ts';
import { DAY_MS } from './labels.ts';
import type { JobRecord } from './types.ts';
import { notifyJobReview } from '../notifications/notices.ts';

/**
 * The platform's review of job posts (PRODUCT.md §2 job machine). Discriminatory wording and pay in the title
 * never get here: the API refuses them when the post is sent. The mock's reviewer answers REVIEW_MS after a
 * submission and refuses what a person would: contact details in the post (recruiting off the platform is how
 * scams start). Everything else is approved, made public and starts its validity period.
 */
export const CONTACT = /(1[3-9]\d{9})|(微信|vx|VX|QQ|qq)\s*[:：号]?\s*[\w-]{5,}|@\w+\.(com|cn|net)/;

export const CONTACT_REASON = '职位信息中含有联系方式（手机号、微信、QQ 或邮箱），请删除后重新提交，求职者可通过平台与您沟通';

function review(job: JobRecord): string | null {
  const text = [job.title, ...job.tags, ...job.duties, ...job.requirements].join('\n');
  return CONTACT.test(text) ? CONTACT_REASON : null;
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
