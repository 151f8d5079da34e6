import { describe, expect, it } from 'vitest';
import { createDb } from '../db/index.ts';
import { SCENARIOS } from './scenarios.ts';

/** The scenarios are built at whatever hour a test runs; the ones that read the clock must hold at every hour. */
describe('gig-worker-shift-today', () => {
  // 00:40 once built a shift ending at "5:00", which is no time of day (the order view failed with a 500).
  it.each(['00:40', '09:15', '21:30', '23:50'])('at %s Beijing time: a valid shift today, starting by the next hour', (clock) => {
    const now = Date.parse(`2026-11-27T${clock}:00+08:00`);
    const db = createDb(now);
    const { facts } = SCENARIOS['gig-worker-shift-today'].build(db, now);
    const shift = db.gigs.gigs.get(facts.gigId as string)!.shifts.find((s) => s.id === facts.shiftId)!;
    expect(shift.date).toBe('2026-11-27');
    expect(shift.start).toMatch(/^\d\d:00$/);
    expect(shift.end).toMatch(/^\d\d:00$/);
    expect(Number.isFinite(shift.startAt) && Number.isFinite(shift.endAt)).toBe(true);
    expect(shift.endAt).toBeGreaterThan(shift.startAt);
    // From the next full hour (22:00 at the latest: today has no later whole hour).
    expect(shift.startAt - now).toBeLessThanOrEqual(3_600_000);
  });
});
