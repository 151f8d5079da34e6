import type { Db } from './index.ts';
import { liveClock } from './liveClock.ts';
import { settleDueReviews } from './reviews.ts';

/**
 * The reviewers' answers arrive live (liveClock.ts): a recruiter who only watches `/position` or
 * `/companyInformation` sends no request, and without a clock a post stayed 待审核 on the open page (issue 26.24).
 */
export const REVIEW_TICK_MS = 500;

const waiting = (db: Db) => db.pendingReviews.size > 0 || [...db.certifications.values()].some((r) => r.status === 'pending');

/** Called after each request: starts this state's clock when a review waits and someone listens. */
export const keepReviewing = liveClock({ waiting, settle: settleDueReviews, tickMs: REVIEW_TICK_MS });
