import { settleCertifications } from './recruiting/certification.ts';
import { settleJobReviews } from './recruiting/jobReview.ts';
import type { Db } from './index.ts';

/** The mock's reviewers (job posts, certifications) answer what is due; run before each request is handled. */
export function settleDueReviews(db: Db, now: number) {
  if (db.pendingReviews.size) settleJobReviews(db, now);
  settleCertifications(db, now);
}
