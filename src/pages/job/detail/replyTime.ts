import type { MessageId } from '@/locales/types.ts';

/** A recruiter's median reply time as the largest sensible unit: "8 分钟", "3 小时", "2 天". */
export function replyTimeMessage(minutes: number): { id: MessageId; values: { n: number } } {
  if (minutes < 60) return { id: 'job.recruiter.minutes', values: { n: Math.max(1, Math.round(minutes)) } };
  if (minutes < 24 * 60) return { id: 'job.recruiter.hours', values: { n: Math.round(minutes / 60) } };
  return { id: 'job.recruiter.days', values: { n: Math.round(minutes / (24 * 60)) } };
}
