import { hubOf } from '../core/hub.ts';
import type { Db } from './index.ts';
import { settleDueReviews } from './reviews.ts';

/**
 * The reviewers' answers arrive live. They are settled before each request (reviews.ts), but a recruiter who
 * only watches `/position` or `/companyInformation` sends none: without a clock the approval would reach their
 * stream only with someone's next request (issue 26.24: a post stayed 待审核 on the open page). While anything
 * waits for review and someone listens on this state's stream, the reviewers look every REVIEW_TICK_MS; with no
 * listener nobody needs the push (the next request settles it), so the clock stops and a reset state is let go.
 */
export const REVIEW_TICK_MS = 500;

const clocks = new WeakMap<Db, ReturnType<typeof setInterval>>();

const waiting = (db: Db) => db.pendingReviews.size > 0 || [...db.certifications.values()].some((r) => r.status === 'pending');
const listened = (db: Db) => hubOf(db).streams.size > 0;

/** Called after each request: starts this state's clock when a review waits and someone listens. */
export function keepReviewing(db: Db, now: () => number) {
  if (clocks.has(db) || !waiting(db) || !listened(db)) return;
  const clock = setInterval(() => {
    if (!waiting(db) || !listened(db)) {
      clearInterval(clock);
      clocks.delete(db);
      return;
    }
    settleDueReviews(db, now());
  }, REVIEW_TICK_MS);
  // Never what keeps a test run or the standalone server alive.
  clock.unref?.();
  clocks.set(db, clock);
}
