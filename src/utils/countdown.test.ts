import { describe, expect, it } from 'vitest';
import { countdownParts, nextChangeIn } from './countdown.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const now = Date.UTC(2026, 10, 27, 2, 0, 0);

describe('countdownParts', () => {
  it('is closed at and after the deadline', () => {
    expect(countdownParts(now, now)).toEqual({ unit: 'closed' });
    expect(countdownParts(now - 1, now)).toEqual({ unit: 'closed' });
  });
  it('counts days and hours from a day on, rounding down', () => {
    expect(countdownParts(now + 2 * D - 1, now)).toEqual({ unit: 'days', days: 1, hours: 23 });
    expect(countdownParts(now + D, now)).toEqual({ unit: 'days', days: 1, hours: 0 });
  });
  it('counts hours and minutes under a day, minutes and seconds in the last hour', () => {
    expect(countdownParts(now + D - 1, now)).toEqual({ unit: 'hours', hours: 23, minutes: 59 });
    expect(countdownParts(now + H + 30 * S, now)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(countdownParts(now + H - 1, now)).toEqual({ unit: 'minutes', minutes: 59, seconds: 59 });
    expect(countdownParts(now + 1, now)).toEqual({ unit: 'minutes', minutes: 0, seconds: 0 });
  });
});

describe('nextChangeIn', () => {
  it('wakes when the shown text changes: hourly with days left, each minute under a day, each second in the last hour', () => {
    expect(nextChangeIn(now + 3 * D + 20 * M, now)).toBe(20 * M + 1);
    expect(nextChangeIn(now + 5 * H + 10 * S, now)).toBe(10 * S + 1);
    expect(nextChangeIn(now + 10 * M + 250, now)).toBe(251);
  });
  it('crosses from days to hours the moment less than a day is left', () => {
    const wait = nextChangeIn(now + D, now)!;
    expect(wait).toBe(1);
    expect(countdownParts(now + D, now + wait).unit).toBe('hours');
  });
  it('agrees with countdownParts: nothing changes before the wake-up, something does at it', () => {
    for (const left of [D + 7 * H + 13 * M + 5 * S + 17, 3 * H + 2 * M + 999, 59 * S + 1, 1500]) {
      const wait = nextChangeIn(now + left, now)!;
      expect(countdownParts(now + left, now + wait - 1)).toEqual(countdownParts(now + left, now));
      expect(countdownParts(now + left, now + wait)).not.toEqual(countdownParts(now + left, now));
    }
  });
  it('is null once closed', () => {
    expect(nextChangeIn(now, now)).toBeNull();
  });
});
