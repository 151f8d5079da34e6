import { defineDict } from './types.ts';

/**
 * Recruiter activity badge (HR活跃度), derived from the last-active time. `withinMs` is the upper bound of each
 * level; the first level the elapsed time fits in wins.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ACTIVITY_VALUES = ['online', 'justNow', 'today', '3days', 'week', 'month', 'inactive'] as const;
export type RecruiterActivity = (typeof ACTIVITY_VALUES)[number];

export const activityDict = defineDict('activity', [
  { value: 'online', withinMs: 5 * MINUTE },
  { value: 'justNow', withinMs: HOUR },
  { value: 'today', withinMs: DAY },
  { value: '3days', withinMs: 3 * DAY },
  { value: 'week', withinMs: 7 * DAY },
  { value: 'month', withinMs: 30 * DAY },
  { value: 'inactive', withinMs: Number.POSITIVE_INFINITY },
]);

export function recruiterActivity(lastActiveAt: string | number, now: number): RecruiterActivity {
  const at = typeof lastActiveAt === 'number' ? lastActiveAt : Date.parse(lastActiveAt);
  const elapsed = Math.max(0, now - at);
  return activityDict.options.find((o) => elapsed <= o.withinMs)!.value;
}
