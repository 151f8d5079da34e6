import { z } from 'zod';
import { CITY_VALUES, type CityCode } from '../dicts/city.ts';
import type { RecruiterActivity } from '../dicts/activity.ts';
import { EDUCATION_VALUES, EXPERIENCE_VALUES, WORK_STATUS_VALUES, type EducationLevel, type WorkStatus } from '../dicts/job.ts';
import { SALARY_BAND_VALUES, type SalaryBand } from '../dicts/salary.ts';
import { MAJOR_VALUES, type MajorCategory } from '../dicts/zone.ts';
import { pagingShape, plainText } from './params.ts';
import { ACTIVE_WITHIN_DAYS, SCHOOL_TIERS, type SchoolTier } from './talentValues.ts';

/**
 * The talent pool (/jobhunter): what an employer may search by, and the masked card each candidate shows. No
 * gender or age filter: a search by them is discrimination, not screening.
 */
export const talentQuery = z.object({
  keyword: z.string().trim().max(30, { error: '关键词最多 30 个字' }).superRefine(plainText('关键词')).optional(),
  city: z.enum(CITY_VALUES as [CityCode, ...CityCode[]], { error: '城市不正确' }).optional(),
  education: z.enum(EDUCATION_VALUES, { error: '学历不正确' }).optional(),
  experience: z.enum(EXPERIENCE_VALUES, { error: '经验不正确' }).optional(),
  salary: z.enum(SALARY_BAND_VALUES, { error: '薪资不正确' }).optional(),
  workStatus: z.enum(WORK_STATUS_VALUES, { error: '求职状态不正确' }).optional(),
  schoolTier: z.enum(SCHOOL_TIERS, { error: '院校层次不正确' }).optional(),
  major: z.enum(MAJOR_VALUES, { error: '专业不正确' }).optional(),
  activeWithin: z.coerce.number().refine((d) => (ACTIVE_WITHIN_DAYS as readonly number[]).includes(d), { error: '活跃时间不正确' }).optional(),
  notViewedRecently: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).optional(),
  ...pagingShape,
});
export type TalentQuery = z.infer<typeof talentQuery>;

export interface TalentCard {
  resumeId: string;
  /** Masked unless the seeker shows the full name. */
  name: string;
  gender: 'male' | 'female';
  age: number;
  years: number | null;
  education: EducationLevel | null;
  school: string | null;
  schoolTier: SchoolTier | null;
  major: MajorCategory | null;
  city: CityCode | null;
  /** The latest job title, or the one wanted for a fresh graduate. */
  title: string;
  lastCompany: string | null;
  salary: SalaryBand | null;
  workStatus: WorkStatus;
  skills: string[];
  activity: RecruiterActivity | null;
  /** When this company last opened the resume, if ever. */
  viewedAt: string | null;
}
