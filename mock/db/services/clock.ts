import { hubOf } from '../../core/hub.ts';
import type { Db } from '../index.ts';
import { settleServiceRequests } from './manager.ts';
import { servicesOf } from './store.ts';

/**
 * The account managers answer live, the way the reviewers do (reviewClock.ts): their answers are settled
 * before each request, but a company that only watches /handsWant sends none, so while a request waits for
 * an answer and someone listens on this state's stream, the managers look every MANAGER_TICK_MS.
 */
export const MANAGER_TICK_MS = 500;

const clocks = new WeakMap<Db, ReturnType<typeof setInterval>>();

// Delivery completes after weeks: that waits for the next request, not for a clock.
const waiting = (db: Db) => servicesOf(db).requests.some((r) => r.status === 'submitted' || r.status === 'accepted' || r.status === 'signed');
const listened = (db: Db) => hubOf(db).streams.size > 0;

/** Called after each request: starts this state's clock when an answer is due and someone listens. */
export function keepManaging(db: Db, now: () => number) {
  if (clocks.has(db) || !waiting(db) || !listened(db)) return;
  const clock = setInterval(() => {
    if (!waiting(db) || !listened(db)) {
      clearInterval(clock);
      clocks.delete(db);
      return;
    }
    settleServiceRequests(db, now());
  }, MANAGER_TICK_MS);
  clock.unref?.();
  clocks.set(db, clock);
}
