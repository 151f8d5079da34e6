import { CHAT_RATE_LIMIT } from '../../src/contract/chat.ts';
import { REPORT_RATE_LIMIT } from '../../src/contract/report.ts';
import { tooMany } from './errors.ts';
import { appendTime, recentTimes, secondsUntilOldestLeaves } from './slidingWindow.ts';

/**
 * Sliding-window rate limits where abuse is cheap (chat messages, reports). The numbers are the contract's
 * (`CHAT_RATE_LIMIT`, `REPORT_RATE_LIMIT`); a mock may be started with others (MockApiOptions.limits: the chat
 * benchmark sends 100 messages in a row). What was counted lives beside each mock state (a WeakMap on the Db),
 * so a reset, and each e2e worker's own state, start from nothing.
 */
export interface RateLimit {
  max: number;
  windowS: number;
}

export interface RateLimits {
  /** Per sender: texts, exchange cards and files together. */
  chat: RateLimit;
  /** Per user: reports filed. */
  reports: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { chat: CHAT_RATE_LIMIT, reports: REPORT_RATE_LIMIT };

const counted = new WeakMap<object, Map<string, number[]>>();

/**
 * A slot for `key` under `limit` at `now`: throws 429 `code` (with `retryAfter`: when the oldest counted use
 * leaves the window) when none is free; otherwise answers `take`, to be called once the action has succeeded
 * (a refused action costs no slot). Handlers are synchronous, so nothing runs between the check and the take.
 */
export function rateSlot(state: object, key: string, limit: RateLimit, now: number, code: string, message: (waitS: number) => string): { take: () => void } {
  let byKey = counted.get(state);
  if (!byKey) counted.set(state, (byKey = new Map()));
  const windowMs = limit.windowS * 1000;
  const recent = recentTimes(byKey, key, now, windowMs);
  if (recent.length >= limit.max) {
    const waitS = secondsUntilOldestLeaves(recent, now, windowMs);
    throw tooMany(code, message(Math.max(1, Math.ceil(waitS))), waitS);
  }
  return { take: () => void appendTime(byKey, key, now, windowMs) };
}
