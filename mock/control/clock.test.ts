import { describe, expect, it } from 'vitest';
import { createDb } from '../db/index.ts';
import { advanceClock, clockView, setClock } from './clock.ts';

/** A real clock that moves on by 7 ms every time it is read, as a busy machine's does between two reads. */
const tickingClock = (start: number) => {
  let now = start;
  return () => (now += 7);
};

describe('the clock of a state', () => {
  const start = Date.parse('2026-11-20T09:00:00Z');

  it('a set answers with the instant it set, though catching up took time', () => {
    const realNow = tickingClock(start);
    const db = createDb(start);
    const at = Date.parse('2027-01-05T08:00:00Z');
    expect(clockView(db, setClock(db, realNow, at))).toMatchObject({ epochMs: at, now: '2027-01-05T08:00:00.000Z' });
  });

  it('an advance moves the offset by exactly the duration asked', () => {
    const realNow = tickingClock(start);
    const db = createDb(start);
    const first = clockView(db, advanceClock(db, realNow, 60_000));
    const second = clockView(db, advanceClock(db, realNow, 60_000));
    expect(second.offsetMs - first.offsetMs).toBe(60_000);
  });
});
