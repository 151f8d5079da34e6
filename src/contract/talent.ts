import { z } from 'zod';
import { greetingText } from './chatGreeting.ts';
import type { CityCode } from '../dicts/city.ts';
import type { RecruiterActivity } from '../dicts/activity.ts';
import type { EducationLevel, WorkStatus } from '../dicts/job.ts';
import { TALENT_MARK_VALUES, type SchoolTier, type TalentMark } from '../dicts/resume.ts';
import type { SalaryBand } from '../dicts/salary.ts';
import type { MajorCategory } from '../dicts/zone.ts';
import { TALENT_FILTERS } from './filters/talent.ts';
import { pagingShape, zodShape } from './params.ts';

/**
 * The talent pool (/jobhunter): what an employer may search by, and the masked card each candidate shows. No
 * gender or age filter: a search by them is discrimination, not screening.
 */
export const talentQuery = z.object({ ...zodShape(TALENT_FILTERS), ...pagingShape });
export type TalentQuery = z.infer<typeof talentQuery>;

/** `PUT /enterprise/talents/:resumeId/mark`: set or clear (null) the company's mark. */
export const talentMarkBody = z.object({ mark: z.enum(TALENT_MARK_VALUES, { error: '标记只能是收藏或不合适' }).nullable() });
export type TalentMarkBody = z.infer<typeof talentMarkBody>;

/** `POST /enterprise/talents/:resumeId/greet`: start a conversation about one of the company's open jobs. */
/** `text`: the greeting as the recruiter edited it; absent, their saved greeting (or the default about the post). */
export const talentGreetBody = z.object({
  jobId: z.string({ error: '请选择沟通的职位' }).regex(/^j\d{1,7}$/, { error: '请选择沟通的职位' }),
  text: greetingText.optional(),
});
export type TalentGreetBody = z.infer<typeof talentGreetBody>;

export interface TalentGreetResult {
  conversationId: string;
  /** false when the candidate already talks with that job's recruiter (about any job): that conversation is answered. */
  created: boolean;
}

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
  /** This company's mark on the candidate. */
  mark: TalentMark | null;
  /** Whether the candidate already has a conversation about one of the company's jobs (whoever started it). */
  greeted: boolean;
}
