import type { Db } from '../index.ts';
import { liveClock } from '../liveClock.ts';
import { settleServiceRequests } from './manager.ts';
import { servicesOf } from './store.ts';

/** The account managers answer live, the way the reviewers do (../liveClock.ts): a company watching /handsWant. */
export const MANAGER_TICK_MS = 500;

// Delivery completes after weeks: that waits for the next request, not for a clock.
const waiting = (db: Db) => servicesOf(db).requests.some((r) => r.status === 'submitted' || r.status === 'accepted' || r.status === 'signed');

/** Called after each request: starts this state's clock when an answer is due and someone listens. */
export const keepManaging = liveClock({ waiting, settle: settleServiceRequests, tickMs: MANAGER_TICK_MS });
