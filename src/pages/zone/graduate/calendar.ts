import type { CampusCalendarEntry } from '@/contract/campus.ts';
import { businessDaysBetween, inBusinessZone } from '@/utils/format.ts';

/**
 * The 网申 calendar's arithmetic. Deadlines are Beijing-time days (they end 23:59:59 +08:00), so "days left"
 * and the month an entry falls in are counted in Beijing time, wherever the reader is.
 */

/** Whole days from today to the deadline's day: 0 = closes today, negative = closed. */
export function daysLeft(deadline: string, now: number): number {
  return businessDaysBetween(now, deadline);
}

/** `YYYY-MM` of the deadline in Beijing time. */
export function deadlineMonth(deadline: string): string {
  return inBusinessZone(deadline).format('YYYY-MM');
}

/** `MM-DD` of a date in Beijing time. */
export function beijingMonthDay(time: string): string {
  return inBusinessZone(time).format('MM-DD');
}

export interface CalendarMonth {
  month: string;
  entries: CampusCalendarEntry[];
}

/** Open entries, soonest deadline first, grouped by the month they close in. */
export function groupByMonth(entries: readonly CampusCalendarEntry[], now: number): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  const sorted = entries.filter((e) => daysLeft(e.applyDeadline, now) >= 0).sort((a, b) => Date.parse(a.applyDeadline) - Date.parse(b.applyDeadline));
  for (const entry of sorted) {
    const month = deadlineMonth(entry.applyDeadline);
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}
