import { z } from 'zod';
import { APPLICATION_STATUS_VALUES, REJECT_REASON_VALUES, type ApplicationStatus, type EducationLevel } from '../dicts/job.ts';
import type { ApplicationProgress } from './seeker.ts';
import type { CityCode } from '../dicts/city.ts';
import type { SalaryBand } from '../dicts/salary.ts';
import type { OwnJobStatus } from './posting.ts';
import { pagingShape } from './params.ts';
import { APPLICANT_NOTE_MAX_LENGTH, APPLICANT_TAG_MAX_LENGTH, APPLICANT_TAGS_MAX, APPLICANTS_BULK_MAX, BULK_APPLICANT_STATUSES } from './applicantValues.ts';

/**
 * The employer's side of applications (/position): the company's jobs with their counts, the applicants with
 * the application state machine (EMPLOYER_NEXT_STATUSES), and the reason a refusal gives the seeker. The plain
 * limits are in ./applicantValues.ts, for the browser; they are re-exported here.
 */
export * from './applicantValues.ts';

export const applicantsQuery = z.object({
  jobId: z
    .string()
    .regex(/^j\d{1,7}$/, { error: '职位编号不正确' })
    .optional(),
  status: z.enum(APPLICATION_STATUS_VALUES, { error: '投递状态不正确' }).optional(),
  /** Only applicants the company tagged with this. */
  tag: z.string().trim().min(1).max(APPLICANT_TAG_MAX_LENGTH).optional(),
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

/** `PUT /enterprise/applicants/:id/notes`: the whole note and tag list, replacing what was there. */
export const applicantNotesBody = z.object({
  note: z
    .string({ error: '备注格式不正确' })
    .trim()
    .max(APPLICANT_NOTE_MAX_LENGTH, { error: `备注最多 ${APPLICANT_NOTE_MAX_LENGTH} 字` }),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: '标签不能为空' })
        .max(APPLICANT_TAG_MAX_LENGTH, { error: `每个标签最多 ${APPLICANT_TAG_MAX_LENGTH} 字` }),
      { error: '标签格式不正确' },
    )
    .max(APPLICANT_TAGS_MAX, { error: `最多 ${APPLICANT_TAGS_MAX} 个标签` })
    .refine((tags) => new Set(tags).size === tags.length, { error: '标签不能重复' }),
});
export type ApplicantNotesBody = z.infer<typeof applicantNotesBody>;

/** `POST /enterprise/applicants/bulk`: one step for several applicants; those whose state does not allow it are skipped. */
export const applicantsBulkBody = z
  .object({
    ids: z
      .array(z.string().regex(/^ap[\w-]{1,40}$/, { error: '投递编号不正确' }), { error: '请选择应聘者' })
      .min(1, { error: '请选择应聘者' })
      .max(APPLICANTS_BULK_MAX, { error: `一次最多处理 ${APPLICANTS_BULK_MAX} 人` }),
    status: z.enum(BULK_APPLICANT_STATUSES, { error: '批量操作只能标记已查看、有意向或不合适' }),
    reason: z.enum(REJECT_REASON_VALUES, { error: '请选择不合适的原因' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请选择不合适的原因，求职者会看到它' });
  });
export type ApplicantsBulkBody = z.infer<typeof applicantsBulkBody>;

/** What a bulk step did: the applicants it moved, and those it left as they were, with why. */
export interface ApplicantsBulkResult {
  moved: Applicant[];
  skipped: Array<{ id: string; name: string; reason: string }>;
}

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
    /** The latest job's title and company (issue 26.11); null for a fresh graduate or an empty resume. */
    title: string | null;
    company: string | null;
    /** The school of the highest degree. */
    school: string | null;
    /** The pay the first job preference asks for. */
    salary: SalaryBand | null;
  };
  appliedAt: string;
  /** The recruiter's own note and tags: the company's, never shown to the seeker. */
  note: string;
  tags: string[];
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
