import { settleCertifications } from './recruiting/certification.ts';
import { settleJobReviews } from './recruiting/jobReview.ts';
import { settleGigReviews } from './gigs/review.ts';
import type { Db } from './index.ts';
import { settleServiceRequests } from './services/manager.ts';

/** The mock's reviewers (job posts, gigs, certifications) and account managers (service requests) answer what is due; run before each request is handled. */
export function settleDueReviews(db: Db, now: number) {
  if (db.pendingReviews.size) settleJobReviews(db, now);
  if (db.gigs.pendingReviews.size) settleGigReviews(db, now);
  settleCertifications(db, now);
  // The account managers of HR-service requests (db/services/manager.ts).
  settleServiceRequests(db, now);
}
