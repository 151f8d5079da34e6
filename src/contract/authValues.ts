import { EDUCATION_VALUES, WORK_STATUS_VALUES, type EducationLevel } from '../dicts/job.ts';

/**
 * Plain value lists of the accounts contract, without zod, so client code can import them at runtime
 * without pulling the validation library into the bundle. Shared option sets come from src/dicts.
 */
export const ROLES = ['seeker', 'enterprise'] as const;
export const GENDERS = ['male', 'female'] as const;
/** Highest education: the education dictionary without its "any" option. */
export const EDUCATION_LEVELS = EDUCATION_VALUES.filter((v): v is EducationLevel => v !== 'any') as readonly EducationLevel[];
/** 求职状态, the seeker-status dictionary. */
export const WORK_STATUSES = WORK_STATUS_VALUES;
