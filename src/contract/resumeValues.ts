import { MAX_EDUCATION } from './authValues.ts';
import { MAX_PREFERENCES } from './jobValues.ts';

/**
 * Limits of the online resume (src/contract/resume.ts), without zod, so the editor's forms (maxLength, counters,
 * "add another" buttons) and the completeness score read the same numbers the API enforces. Never retype one.
 */

/** The modules of a resume, in the order the editor and the employer's view show them. */
export const RESUME_MODULES = ['basic', 'preferences', 'strengths', 'work', 'projects', 'education', 'certificates', 'languages', 'links'] as const;
export type ResumeModule = (typeof RESUME_MODULES)[number];

/** The modules that are lists, and how many entries each holds at most. */
export const RESUME_MAX_ENTRIES = {
  preferences: MAX_PREFERENCES,
  work: 10,
  projects: 10,
  education: MAX_EDUCATION,
  certificates: 20,
  languages: 5,
  links: 5,
} as const satisfies Partial<Record<ResumeModule, number>>;
export type ResumeListModule = keyof typeof RESUME_MAX_ENTRIES;

/** Lengths in characters (Chinese characters count one each). */
export const RESUME_TEXT_MAX = {
  strengths: 500,
  company: 40,
  title: 30,
  department: 30,
  duties: 1000,
  results: 500,
  skill: 15,
  projectName: 40,
  projectRole: 20,
  projectDescription: 1000,
  certificate: 30,
  linkTitle: 30,
  url: 200,
  email: 60,
} as const;

/** A portfolio link: http(s) only, so a stored link can never run script when clicked. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Skill tags on one work entry. */
export const MAX_SKILLS_PER_JOB = 10;

/** The two languages a resume may be kept in, side by side. */
export const RESUME_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type ResumeLanguageVersion = (typeof RESUME_LANGUAGES)[number];

/**
 * What each module adds to the completeness score (they sum to 100). Weighted by what employers read first:
 * contact and basics, then experience, then the rest.
 */
export const COMPLETENESS_WEIGHTS = {
  basic: 20,
  preferences: 10,
  strengths: 10,
  work: 20,
  projects: 10,
  education: 15,
  certificates: 5,
  languages: 5,
  links: 5,
} as const satisfies Record<ResumeModule, number>;

/** Below this many characters 个人优势 counts as not yet written. */
export const STRENGTHS_MIN_FOR_SCORE = 30;
