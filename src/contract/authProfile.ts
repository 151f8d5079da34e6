import { z } from 'zod';
import { CITY_VALUES } from '../dicts/city.ts';
import { JOB_CATEGORY_VALUES } from '../dicts/company.ts';
import { JOB_TYPE_VALUES, isStudentWorkStatus, type EducationLevel } from '../dicts/job.ts';
import { SALARY_BAND_VALUES } from '../dicts/salary.ts';
import { EDUCATION_LEVELS, GENDERS, MAX_AGE, MAX_EDUCATION, MIN_AGE, PERSON_NAME_MAX, PERSON_NAME_MIN, WORK_STATUSES } from './authValues.ts';
import { MAX_PREFERENCES } from './jobValues.ts';
import { plainText } from './params.ts';
import type { JobPreference } from './recommend.ts';

/**
 * The job seeker's profile as the /perfect wizard collects it: basic information, education and job
 * preferences. A clean subset of the resume the seeker centre will grow: `basic`, `education[]`,
 * `preferences[]`. Months travel as `YYYY-MM`.
 */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The current month as `YYYY-MM` (server time: every check is relative to the day the request arrives). */
export const thisMonth = (shiftYears = 0) => {
  const d = new Date();
  return `${d.getFullYear() + shiftYears}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};
export const month = (required: string) => z.string({ error: required }).regex(MONTH_PATTERN, { error: required });

/** A person's name as they write it (the account's; a veteran's on the certificate). */
export const nameField = z
  .string({ error: '请填写姓名' })
  .trim()
  .min(PERSON_NAME_MIN, { error: `姓名至少 ${PERSON_NAME_MIN} 个字` })
  .max(PERSON_NAME_MAX, { error: `姓名最多 ${PERSON_NAME_MAX} 个字` })
  .superRefine(plainText('姓名'));

/** 基本信息. `workStart` (参加工作时间) is required unless the seeker is a fresh graduate (应届生). */
export const seekerBasicShape = {
  name: nameField,
  gender: z.enum(GENDERS, { error: '请选择性别' }),
  birthMonth: month('请选择出生年月').refine((m) => m >= thisMonth(-MAX_AGE) && m <= thisMonth(-MIN_AGE), {
    error: `出生年月不正确：需年满 ${MIN_AGE} 周岁`,
  }),
  // Form bodies (the API's default encoding) carry booleans as text and an empty month as ''.
  freshGraduate: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: '请选择是否为应届生' })),
  workStart: z.preprocess((v) => (v === '' ? undefined : v), month('请选择参加工作时间').optional()),
  workStatus: z.enum(WORK_STATUSES, { error: '请选择求职状态' }),
};

/** Why a seeker who has worked may not say 在校 or 应届 (the basics, and `PUT /me/work-status`). */
export const STUDENT_STATUS_REFUSED = '在校、应届毕业生状态仅限应届生选择；已参加工作请选择在职或离职状态';

/** The rules across the basic fields, shared by every schema that embeds them. */
export function checkBasic(value: { freshGraduate: boolean; workStart?: string; birthMonth: string; workStatus?: string }, ctx: z.RefinementCtx) {
  if (value.freshGraduate) return;
  if (isStudentWorkStatus(value.workStatus)) ctx.addIssue({ code: 'custom', path: ['workStatus'], message: STUDENT_STATUS_REFUSED });
  if (!value.workStart) ctx.addIssue({ code: 'custom', path: ['workStart'], message: '请选择参加工作时间，应届生请选择“应届生”' });
  else if (value.workStart > thisMonth()) ctx.addIssue({ code: 'custom', path: ['workStart'], message: '参加工作时间不能晚于本月' });
  else if (value.workStart < value.birthMonth) ctx.addIssue({ code: 'custom', path: ['workStart'], message: '参加工作时间不能早于出生年月' });
}

export const seekerBasic = z.object(seekerBasicShape).superRefine(checkBasic);
export type SeekerBasic = z.infer<typeof seekerBasic>;

/** Degrees from 大专 up name a major; below that it is optional. */
const MAJOR_FROM: EducationLevel = 'college';

export const educationEntry = z
  .object({
    school: z
      .string({ error: '请填写学校名称' })
      .trim()
      .min(2, { error: '学校名称至少 2 个字' })
      .max(40, { error: '学校名称最多 40 个字' })
      .superRefine(plainText('学校名称')),
    degree: z.enum(EDUCATION_LEVELS as [EducationLevel, ...EducationLevel[]], { error: '请选择学历' }),
    major: z.string().trim().max(30, { error: '专业最多 30 个字' }).superRefine(plainText('专业')).optional(),
    start: month('请选择入学时间'),
    end: month('请选择毕业时间'),
  })
  .superRefine((entry, ctx) => {
    if (EDUCATION_LEVELS.indexOf(entry.degree) >= EDUCATION_LEVELS.indexOf(MAJOR_FROM) && !entry.major) {
      ctx.addIssue({ code: 'custom', path: ['major'], message: '请填写所学专业' });
    }
    if (entry.end < entry.start) ctx.addIssue({ code: 'custom', path: ['end'], message: '毕业时间不能早于入学时间' });
    if (entry.end > thisMonth(8)) ctx.addIssue({ code: 'custom', path: ['end'], message: '毕业时间不能晚于 8 年后' });
  });
export type EducationEntry = z.infer<typeof educationEntry>;

/** 求职期望 as a form gives it: the pay is a band of the salary dictionary. */
export const preferenceEntry = z.object({
  title: z
    .string({ error: '请填写期望职位' })
    .trim()
    .min(2, { error: '期望职位至少 2 个字' })
    .max(20, { error: '期望职位最多 20 个字' })
    .superRefine(plainText('期望职位')),
  category: z.enum(JOB_CATEGORY_VALUES, { error: '请选择职位类别' }),
  city: z.enum(CITY_VALUES as [string, ...string[]], { error: '请选择工作城市' }),
  jobType: z.enum(JOB_TYPE_VALUES, { error: '请选择工作性质' }),
  salary: z.enum(SALARY_BAND_VALUES, { error: '请选择期望薪资' }),
});
export type PreferenceEntry = z.infer<typeof preferenceEntry>;

/** `PUT /me/profile`: each section sent replaces the stored one; sections left out stay as they are. */
export const profileUpdateBody = z
  .object({
    education: z
      .array(educationEntry)
      .max(MAX_EDUCATION, { error: `教育经历最多 ${MAX_EDUCATION} 段` })
      .optional(),
    preferences: z
      .array(preferenceEntry)
      .min(1, { error: '至少填写一个求职期望' })
      .max(MAX_PREFERENCES, { error: `求职期望最多 ${MAX_PREFERENCES} 个` })
      .optional(),
  })
  .refine((body) => body.education !== undefined || body.preferences !== undefined, { error: '请至少提交一个部分（education 或 preferences）' });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export interface SeekerProfile {
  /** null until the seeker has filled it on /perfect. */
  basic: SeekerBasic | null;
  education: EducationEntry[];
  /** Stored as the preferences /recommend matches against. */
  preferences: JobPreference[];
}
