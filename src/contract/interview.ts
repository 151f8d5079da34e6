import { z } from 'zod';
import { INTERVIEW_FORMAT_VALUES, INTERVIEW_RESULT_VALUES, type ApplicationStatus, type InterviewFormat, type InterviewResult, type InterviewStatus } from '../dicts/job.ts';
import { INTERVIEW_LIMITS, SCORE_MAX } from './interviewValues.ts';
import { optionalText, requiredText } from './text.ts';

/**
 * Interviews (/interview, and the invitation on /position): when, how (on site, video, phone), where or which
 * link, who interviews, and what happened (check-in, no-show, feedback with a score, the next round). The
 * limits are in ./interviewValues.ts, for the browser; they are re-exported here.
 */
export * from './interviewValues.ts';

/** `POST /enterprise/interviews`: an invitation (the first round moves a shortlisted application to interviewing). */
export const interviewBody = z.object({
  applicationId: z.string({ error: '缺少投递记录' }).regex(/^[\w-]{1,40}$/, { error: '投递记录不正确' }),
  at: z.iso.datetime({ error: '请选择面试时间' }),
  format: z.enum(INTERVIEW_FORMAT_VALUES, { error: '请选择面试方式' }),
  place: requiredText('面试地址或链接', INTERVIEW_LIMITS.place, 2),
  interviewers: z
    .array(requiredText('面试官', INTERVIEW_LIMITS.interviewer))
    .min(1, { error: '请至少填写一位面试官' })
    .max(INTERVIEW_LIMITS.interviewers, { error: `面试官最多 ${INTERVIEW_LIMITS.interviewers} 位` }),
  notes: optionalText('备注', INTERVIEW_LIMITS.notes),
});
export type InterviewBody = z.infer<typeof interviewBody>;

/** `PUT /enterprise/interviews/:id/time`: a new time; the seeker is asked again. */
export const rescheduleBody = z.object({ at: z.iso.datetime({ error: '请选择新的面试时间' }) });

/** `POST /enterprise/interviews/:id/feedback` */
export const feedbackBody = z.object({
  result: z.enum(INTERVIEW_RESULT_VALUES, { error: '请选择面试结果' }),
  score: z.number({ error: '请打分' }).int().min(1, { error: '请打分' }).max(SCORE_MAX, { error: `最高 ${SCORE_MAX} 分` }),
  comment: optionalText('评价', INTERVIEW_LIMITS.comment),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** `POST /enterprise/interviews/:id/cancel`: the seeker reads the reason. */
export const cancelInterviewBody = z.object({ reason: requiredText('取消原因', INTERVIEW_LIMITS.reason, 2) });

/** `GET /enterprise/interviews?from=&to=`: the interviews in a span (a week, a month), or the coming ones. */
export const interviewsQuery = z.object({
  from: z.iso.datetime({ error: '开始时间不正确' }).optional(),
  to: z.iso.datetime({ error: '结束时间不正确' }).optional(),
});

export interface InterviewView {
  id: string;
  applicationId: string;
  round: number;
  at: string;
  format: InterviewFormat;
  place: string;
  interviewers: string[];
  notes: string | null;
  status: InterviewStatus;
  cancelReason: string | null;
  feedback: { result: InterviewResult; score: number; comment: string | null; at: string } | null;
  /** Masked like /cv unless the seeker shows the full name. */
  candidate: { name: string; resumeId: string };
  job: { id: string; title: string };
  applicationStatus: ApplicationStatus;
}
