import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, DEMO_SEEKER_ID } from '../accounts.ts';
import { createDb } from '../index.ts';
import { HOUR_MS } from '../recruiting/labels.ts';

const unreadOf = (db: ReturnType<typeof createDb>, key: string) => db.notifications.inboxes.get(key)!.filter((n) => !n.read).length;

describe('the demo accounts’ notice history', () => {
  // The e2e and API tests count the demo badges; a window measured in hours made 李明's read 4 or 6 when the
  // mock started between 23:00 and 05:00 Beijing time.
  it('reads the same whatever hour of the day the mock starts', () => {
    const midnight = Date.parse('2026-11-27T00:00:00+08:00');
    const seen = new Set<string>();
    // Five starts (each builds the whole seed): past midnight, office hours, evening, and the late hour.
    for (const hour of [1, 9, 15, 20, 23]) {
      const db = createDb(midnight + hour * HOUR_MS + 17 * 60_000);
      const seeker = db.notifications.inboxes.get(`user:${DEMO_SEEKER_ID}`)!;
      seen.add(`${unreadOf(db, `user:${DEMO_SEEKER_ID}`)}/${seeker.length} · ${unreadOf(db, `company:${DEMO_COMPANY_ID}`)}`);
    }
    expect([...seen]).toEqual(['5/11 · 4']);
  });
});
