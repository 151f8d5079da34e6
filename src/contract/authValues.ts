import { EDUCATION_VALUES, WORK_STATUS_VALUES, type EducationLevel } from '../dicts/job.ts';

/**
 * Plain value lists and limits of the accounts contract, without zod, so client code can import them at runtime
 * without pulling the validation library into the bundle. Shared option sets come from src/dicts. The zod
 * schemas (auth.ts), the forms (antd rules, maxLength) and the tests all read these: never retype a number.
 */
export const ROLES = ['seeker', 'enterprise'] as const;
export const GENDERS = ['male', 'female'] as const;
/** Highest education: the education dictionary without its "any" option. */
export const EDUCATION_LEVELS = EDUCATION_VALUES.filter((v): v is EducationLevel => v !== 'any') as readonly EducationLevel[];
/** 求职状态, the seeker-status dictionary. */
export const WORK_STATUSES = WORK_STATUS_VALUES;

/** A mainland mobile number: 11 digits starting 13-19. */
export const MOBILE_LENGTH = 11;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The SMS sign-in code. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MAX = 64;

/** A person's name (the account's, a veteran's on the certificate). */
export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 20;
/** An enterprise user's job title. */
export const JOB_TITLE_MIN = 2;
export const JOB_TITLE_MAX = 20;
/** The full registered company name. */
export const COMPANY_NAME_MIN = 4;
export const COMPANY_NAME_MAX = 50;
/** A job seeker's birth year. */
export const BIRTH_YEAR_MIN = 1950;
export const BIRTH_YEAR_MAX = 2012;
