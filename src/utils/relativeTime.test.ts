import { describe, expect, it } from 'vitest';
import { relativeParts } from './relativeTime.ts';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('relativeParts', () => {
  it('says "now" for under a minute and for times in the future', () => {
    expect(relativeParts(now - 30_000, now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts(now + 600_000, now)).toEqual({ value: 0, unit: 'second' });
  });
  it('picks the largest whole unit', () => {
    expect(relativeParts('2026-11-22T11:15:00Z', now)).toEqual({ value: -45, unit: 'minute' });
    expect(relativeParts('2026-11-22T02:00:00Z', now)).toEqual({ value: -10, unit: 'hour' });
    expect(relativeParts('2026-11-19T12:00:00Z', now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeParts('2026-08-22T12:00:00Z', now)).toEqual({ value: -3, unit: 'month' });
    expect(relativeParts('2024-11-01T12:00:00Z', now)).toEqual({ value: -2, unit: 'year' });
  });
});
