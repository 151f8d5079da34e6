/**
 * Times of events per key within a sliding window: what the sign-in limits (mock/routes/signInLimits.ts) and the
 * cheap-abuse rate limits (./rateLimit.ts) count with.
 */

/** The times of `key` within `windowMs` before `now`; older ones are dropped from the map. */
export function recentTimes(map: Map<string, number[]>, key: string, now: number, windowMs: number): number[] {
  const kept = (map.get(key) ?? []).filter((t) => now - t < windowMs);
  if (kept.length) map.set(key, kept);
  else map.delete(key);
  return kept;
}

/** Records an event of `key` at `now`; answers the key's times in the window, this one included. */
export function appendTime(map: Map<string, number[]>, key: string, now: number, windowMs: number): number[] {
  const list = [...recentTimes(map, key, now, windowMs), now];
  map.set(key, list);
  return list;
}

/** Seconds until the oldest of `times` leaves the window (when the next attempt can pass). */
export const secondsUntilOldestLeaves = (times: number[], now: number, windowMs: number) => (times[0] + windowMs - now) / 1000;
