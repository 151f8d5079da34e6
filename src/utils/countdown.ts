/**
 * A deadline's countdown (the gig card's 报名截止, issue 27), as the parts a message writes and the moment the
 * shown text next changes, so a page of cards wakes each card only when its own text would change: hourly while
 * days are left, every minute under a day, every second in the last hour.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type CountdownParts =
  | { unit: 'closed' }
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number };

/**
 * What is left until `deadline` at `now` (both ms). Rounded down, so the text never promises more time than
 * there is: at 1 day 23 h 59 min 59 s it reads "1 day 23 h".
 */
export function countdownParts(deadline: number, now: number): CountdownParts {
  const left = deadline - now;
  if (left <= 0) return { unit: 'closed' };
  if (left >= DAY) return { unit: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  if (left >= HOUR) return { unit: 'hours', hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
  return { unit: 'minutes', minutes: Math.floor(left / MINUTE), seconds: Math.floor((left % MINUTE) / SECOND) };
}

/**
 * Milliseconds from `now` until the shown parts change: when the time left drops below its current whole hour,
 * minute or second (at a whole multiple itself the text still shows it, so the change is 1 ms after); null once
 * closed (nothing more to show).
 */
export function nextChangeIn(deadline: number, now: number): number | null {
  const left = deadline - now;
  if (left <= 0) return null;
  const step = left >= DAY ? HOUR : left >= HOUR ? MINUTE : SECOND;
  return (left % step) + 1;
}
