import { z } from 'zod';
import type { UnionUser } from './auth.ts';
import {
  DELETE_CONFIRMATION,
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN,
  WORK_STATUSES,
} from './authValues.ts';
import type { SeekerProfile } from './authProfile.ts';
import type { FollowedCompany } from './company.ts';
import type { ReportCase } from './report.ts';
import type { PrivacySettings } from './privacy.ts';
import type { OnlineResume } from './resume.ts';
import type { ResumeEvent } from './resumeFiles.ts';
import type { Application, Resume, SavedJob } from './seeker.ts';

/** The personal centre (/percenter): the overview, the seeking status, account settings, export, deletion. */

export type WorkStatus = (typeof WORK_STATUSES)[number];

/** `GET /me/overview`: what the top of /percenter shows. */
export interface SeekerOverview {
  name: string;
  /** 138****0001 */
  mobileMasked: string;
  hasPassword: boolean;
  /** The Chinese online resume's score (0 when there is none). */
  completeness: number;
  workStatus: WorkStatus | null;
  /** Whether the seeker is a fresh graduate (应届生): only then are 在校 / 应届毕业生 offered and accepted. */
  freshGraduate: boolean | null;
  counts: {
    conversations: number;
    applications: number;
    /** Applications with an interview set or past it (interviewing, offered, hired). */
    interviews: number;
    saved: number;
    /** Distinct employers who viewed or downloaded a resume in the last 30 days. */
    viewedBy: number;
  };
}

export const workStatusBody = z.object({ workStatus: z.enum(WORK_STATUSES, { error: '请选择求职状态' }) });
export type WorkStatusBody = z.infer<typeof workStatusBody>;

const code = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(SMS_CODE_PATTERN, { error: `验证码为 ${SMS_CODE_LENGTH} 位数字` });

/** `POST /me/mobile`: the new number and the code sent to it (`POST /auth/sms`). */
export const changeMobileBody = z.object({
  mobile: z
    .string({ error: '请输入新手机号' })
    .trim()
    .regex(MOBILE_PATTERN, { error: `请输入正确的 ${MOBILE_LENGTH} 位手机号` }),
  code,
});
export type ChangeMobileBody = z.infer<typeof changeMobileBody>;

/** `PUT /me/password`: the current password is required once one is set. */
export const passwordBody = z.object({
  oldPassword: z.string().max(PASSWORD_MAX).optional(),
  password: z
    .string({ error: '请输入新密码' })
    .min(PASSWORD_MIN, { error: `密码至少 ${PASSWORD_MIN} 位` })
    .max(PASSWORD_MAX, { error: `密码最多 ${PASSWORD_MAX} 位` })
    .regex(PASSWORD_RULE, { error: '密码须同时包含字母和数字，不能有空格或中文' }),
});
export type PasswordBody = z.infer<typeof passwordBody>;

/** `POST /me/delete`: the typed confirmation and a code sent to the account's own number. */
export const deleteAccountBody = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `请输入“${DELETE_CONFIRMATION}”以确认` }),
  code,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** `GET /me/export`: everything the platform keeps about the seeker, as one JSON document. */
export interface AccountExport {
  exportedAt: string;
  account: UnionUser;
  profile: SeekerProfile;
  onlineResumes: OnlineResume[];
  resumes: Resume[];
  applications: Application[];
  savedJobs: SavedJob[];
  followedCompanies: FollowedCompany[];
  alerts: Array<{ id: string; name: string; query: string; createdAt: string }>;
  reports: ReportCase[];
  resumeEvents: ResumeEvent[];
  privacy: PrivacySettings;
}
