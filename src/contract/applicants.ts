import { z } from 'zod';
import { APPLICATION_STATUS_VALUES, REJECT_REASON_VALUES, type ApplicationStatus, type EducationLevel } from '../dicts/job.ts';
import type { ApplicationProgress } from './seeker.ts';
import type { CityCode } from '../dicts/city.ts';
import type { OwnJobStatus } from './posting.ts';
import { pagingShape } from './params.ts';

/**
 * The employer's side of applications (/position): the company's jobs with their counts, the applicants with
 * the application state machine (EMPLOYER_NEXT_STATUSES), and the reason a refusal gives the seeker.
 */

export const applicantsQuery = z.object({
  jobId: z.string().regex(/^j\d{1,7}$/, { error: '职位编号不正确' }).optional(),
  status: z.enum(APPLICATION_STATUS_VALUES, { error: '投递状态不正确' }).optional(),
  ...pagingShape,
});
export type ApplicantsQuery = z.infer<typeof applicantsQuery>;

/** `POST /enterprise/applicants/:id/status`: the next state; a refusal needs its reason, an interview its time. */
export const applicantStatusBody = z
  .object({
    status: z.enum(APPLICATION_STATUS_VALUES, { error: '请选择要转到的状态' }),
    reason: z.enum(REJECT_REASON_VALUES, { error: '请选择不合适的原因' }).optional(),
    interviewAt: z.iso.datetime({ error: '请选择面试时间' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请选择不合适的原因，求职者会看到它' });
    if (body.status === 'interviewing' && !body.interviewAt) ctx.addIssue({ code: 'custom', path: ['interviewAt'], message: '请选择面试时间' });
  });
export type ApplicantStatusBody = z.infer<typeof applicantStatusBody>;

/** One applicant as the employer sees them: masked like /cv, with what screening needs. */
export interface Applicant extends ApplicationProgress {
  id: string;
  job: { id: string; title: string };
  resumeId: string;
  candidate: {
    name: string;
    gender: 'male' | 'female' | null;
    age: number | null;
    /** Years since starting work; null for a fresh graduate. */
    years: number | null;
    education: EducationLevel | null;
    city: CityCode | null;
  };
  appliedAt: string;
  /** Where the employer may move it next. */
  next: ApplicationStatus[];
}

/** `GET /enterprise/jobs`: the company's own jobs in every state, and its drafts, with what they drew. */
export interface OwnJob {
  id: string;
  /** A draft may have no title yet. */
  title: string;
  city: CityCode | null;
  status: OwnJobStatus;
  /** The reviewer's reason when the post was not approved. */
  rejectReason: string | null;
  /** Last refreshed (a draft: last saved). */
  refreshedAt: string;
  /** null for posts not yet approved, and drafts. */
  expiresAt: string | null;
  applications: number;
  /** Applications not yet looked at. */
  unread: number;
  /** Applications with an interview set. */
  interviews: number;
  /** Paid promotions running now (置顶, 急聘), until when; null when not. */
  pinnedUntil: string | null;
  urgentUntil: string | null;
}
