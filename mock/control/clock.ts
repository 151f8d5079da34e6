import { endExpiredStreams } from '../core/sessions.ts';
import type { Db } from '../db/index.ts';
import { settleDueReviews } from '../db/reviews.ts';
import { controlOf } from './stateControl.ts';
import { deliverDueSms } from './sms.ts';

/**
 * The clock of a mock state. Everything in the mock that depends on time reads the `now` the server hands it
 * (sessions, quotas, reviews, gig deadlines, post expiry, SMS codes, rate limits), and with the test API on
 * that `now` is the state's clock: the real clock plus the state's offset. Moving it moves every rule at once.
 * Request signatures are the exception: the browser signs with the real time, so the signature window keeps
 * the real clock.
 */
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION = /^(\d+)(ms|s|m|h|d)$/;

/** `90s`, `30m`, `2h`, `3d` or a number of milliseconds; null when it is neither. */
export function parseDuration(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  const match = DURATION.exec(value.trim());
  return match ? Number(match[1]) * UNITS[match[2]] : null;
}

export const stateNow = (db: Db, realNow: () => number) => realNow() + controlOf(db).offsetMs;

/**
 * Applies what time did at once, rather than with the next request: reviewers answer, streams whose session
 * expired close (so an open app finds out by itself), SMS codes in the air arrive.
 */
export function catchUp(db: Db, now: number) {
  settleDueReviews(db, now);
  endExpiredStreams(db, now);
  deliverDueSms(db, now);
}

/** Returns the instant it set, so the answer reports it rather than a later read (catching up takes time). */
export function setClock(db: Db, realNow: () => number, at: number) {
  controlOf(db).offsetMs = at - realNow();
  catchUp(db, at);
  return at;
}

/** Moves the state's clock forward by exactly `ms` (an offset change, not a read of the clock and a set). */
export function advanceClock(db: Db, realNow: () => number, ms: number) {
  controlOf(db).offsetMs += ms;
  const now = stateNow(db, realNow);
  catchUp(db, now);
  return now;
}

/** The clock at `now`, a state time read once: a set answers with the instant it set. */
export function clockView(db: Db, now: number) {
  return { now: new Date(now).toISOString(), epochMs: now, offsetMs: controlOf(db).offsetMs };
}
