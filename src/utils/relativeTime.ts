/**
 * "3 小时前" style times: picks the largest unit that fits, for react-intl's formatRelativeTime. Times in the
 * future (clock skew between server and browser) count as "now" rather than "in 2 minutes".
 */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeParts(time: string | number, now: number): { value: number; unit: RelativeUnit } {
  const elapsed = Math.max(0, now - new Date(time).getTime());
  if (elapsed < MINUTE) return { value: 0, unit: 'second' };
  if (elapsed < HOUR) return { value: -Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: -Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < 30 * DAY) return { value: -Math.floor(elapsed / DAY), unit: 'day' };
  if (elapsed < 365 * DAY) return { value: -Math.floor(elapsed / (30 * DAY)), unit: 'month' };
  return { value: -Math.floor(elapsed / (365 * DAY)), unit: 'year' };
}
