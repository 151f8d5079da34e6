import { describe, expect, it } from 'vitest';
import type { CampusCalendarEntry } from '@/contract/campus.ts';
import { beijingMonthDay, daysLeft, deadlineMonth, groupByMonth } from './calendar.ts';

const entry = (companyId: string, applyDeadline: string): CampusCalendarEntry => ({
  companyId,
  companyName: companyId,
  logo: '',
  kind: 'campus',
  classYear: '2026',
  batch: 'main',
  cities: ['beijing'],
  jobCount: 1,
  applyStart: '2026-01-01T00:00:00.000Z',
  applyDeadline,
});

// 2026-03-10 09:00 in Beijing.
const NOW = Date.parse('2026-03-10T01:00:00.000Z');

describe('the application calendar', () => {
  it('counts days left in Beijing days', () => {
    expect(daysLeft('2026-03-10T15:59:59.000Z', NOW)).toBe(0); // 23:59:59 today in Beijing
    expect(daysLeft('2026-03-11T15:59:59.000Z', NOW)).toBe(1);
    expect(daysLeft('2026-03-09T15:59:59.000Z', NOW)).toBe(-1);
  });

  it('places a deadline in its Beijing month and day', () => {
    expect(deadlineMonth('2026-03-31T15:59:59.000Z')).toBe('2026-03');
    expect(deadlineMonth('2026-03-31T16:30:00.000Z')).toBe('2026-04');
    expect(beijingMonthDay('2026-03-31T15:59:59.000Z')).toBe('03-31');
  });

  it('groups open entries by month, soonest first, leaving closed ones out', () => {
    const months = groupByMonth(
      [
        entry('c3', '2026-04-02T15:59:59.000Z'),
        entry('c1', '2026-03-20T15:59:59.000Z'),
        entry('old', '2026-03-01T15:59:59.000Z'),
        entry('c2', '2026-03-12T15:59:59.000Z'),
      ],
      NOW,
    );
    expect(months.map((m) => [m.month, m.entries.map((e) => e.companyId)])).toEqual([
      ['2026-03', ['c2', 'c1']],
      ['2026-04', ['c3']],
    ]);
  });
});
