import { z } from 'zod';
import {
  INTERVIEW_FORMAT_VALUES,
  INTERVIEW_RESULT_VALUES,
  type ApplicationStatus,
  type InterviewFormat,
  type InterviewResult,
  type InterviewStatus,
} from '../dicts/job.ts';
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

/**
 * The times a seeker proposes with 改期 (`response: 'reschedule'`): 1–3 distinct ISO times in UTC. Whether they
 * lie ahead and differ from the current time is the handler's check (it needs the clock and the interview).
 */
export const proposedTimesField = z
  .array(z.iso.datetime({ error: '请选择你方便的时间' }), { error: '请选择你方便的时间' })
  .min(1, { error: '请至少提议一个时间' })
  .max(INTERVIEW_LIMITS.proposals, { error: `最多提议 ${INTERVIEW_LIMITS.proposals} 个时间` })
  .optional();

/** The answer to an invitation (from /percenter or its chat card): proposed times only go with 改期. */
export const interviewAnswerShape = {
  response: z.enum(['accepted', 'declined', 'reschedule'], { error: '请选择接受、拒绝或申请改期' }),
  proposedTimes: proposedTimesField,
};

/** `PUT /enterprise/interviews/:id/time`: a new time; the seeker is asked again (unless it is one they proposed). */
export const rescheduleBody = z.object({ at: z.iso.datetime({ error: '请选择新的面试时间' }) });

/** `POST /enterprise/interviews/:id/feedback` */
export const feedbackBody = z.object({
  result: z.enum(INTERVIEW_RESULT_VALUES, { error: '请选择面试结果' }),
  score: z
    .number({ error: '请打分' })
    .int()
    .min(1, { error: '请打分' })
    .max(SCORE_MAX, { error: `最高 ${SCORE_MAX} 分` }),
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

/** Who the candidate may ask about the interview: the recruiter who sent the invitation. */
export interface InterviewContact {
  name: string;
  title: string;
}

/**
 * An interview as its candidate reads it (the chat card, /percenter, the calendar file): when, how, where or
 * which link, whom to ask, the note for the candidate (给候选人的备注), and the times they proposed with 改期.
 */
export interface InterviewDetails {
  id: string;
  round: number;
  at: string;
  format: InterviewFormat;
  place: string;
  contact: InterviewContact;
  notes: string | null;
  status: InterviewStatus;
  /** The seeker's 改期 proposals, earliest first; empty unless the answer is `reschedule` with times. */
  proposedTimes: string[];
}

export interface InterviewView {
  id: string;
  applicationId: string;
  round: number;
  at: string;
  format: InterviewFormat;
  place: string;
  interviewers: string[];
  notes: string | null;
  contact: InterviewContact;
  /** The seeker's 改期 proposals: picking one of them confirms the interview at once. */
  proposedTimes: string[];
  status: InterviewStatus;
  cancelReason: string | null;
  feedback: { result: InterviewResult; score: number; comment: string | null; at: string } | null;
  /** Masked like /cv unless the seeker shows the full name. */
  candidate: { name: string; resumeId: string };
  job: { id: string; title: string };
  applicationStatus: ApplicationStatus;
}
