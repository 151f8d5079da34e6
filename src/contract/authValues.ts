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

/** A job seeker's age bounds on /perfect (birth month). */
export const MIN_AGE = 16;
export const MAX_AGE = 70;
/** Education entries a profile holds at most. */
export const MAX_EDUCATION = 5;
/** An open-ended pay band (不限, 50K以上) is stored in a job preference with this monthly ceiling, in yuan. */
export const OPEN_SALARY_CEILING = 1_000_000;

/**
 * How sign-in is throttled (docs/API.md, "Sign-in limits"). Per mobile number: the failures before a lock and
 * the lock itself, the resend interval, the lifetime of a code and the daily cap. Per client address: generous
 * caps that stop a script walking through many numbers but not an office behind one NAT, nor a test suite on
 * loopback that signs up dozens of numbers.
 */
export const AUTH_LIMITS = {
  /** Refused sign-ins (wrong password, wrong/expired/unsent code) of one number before it is locked. */
  maxFailures: 5,
  /** Failures older than this are forgotten. */
  failureWindowS: 15 * 60,
  /** How long a number stays locked after its last allowed failure. */
  lockS: 15 * 60,
  /** One code per number per this many seconds. */
  smsResendS: 60,
  /** A code is valid this long after it was sent, and only once. */
  smsCodeTtlS: 5 * 60,
  /** Codes one number may receive in 24 hours. */
  smsPerNumberPerDay: 10,
  /** Codes one client address may request per hour, whatever the numbers. */
  clientSmsPerHour: 100,
  /** Refused sign-ins one client address may make per failure window, whatever the numbers. */
  clientMaxFailures: 100,
} as const;

/** `errorCode` of the sign-in refusals; a 429 carries `retryAfter` (seconds) beside it. */
export const AUTH_ERROR_CODES = {
  /** 429: too many refused sign-ins for this number. */
  locked: 'LOGIN_LOCKED',
  /** 429: a code was sent to this number less than a minute ago. */
  smsTooFrequent: 'SMS_TOO_FREQUENT',
  /** 429: the number's daily code allowance is used up. */
  smsDailyLimit: 'SMS_DAILY_LIMIT',
  /** 429: this client address has made too many requests of this kind. */
  clientLimited: 'CLIENT_RATE_LIMITED',
  /** 400: no code was sent to this number, or it was already used. */
  smsCodeMissing: 'SMS_CODE_MISSING',
  /** 400: the code was sent more than five minutes ago. */
  smsCodeExpired: 'SMS_CODE_EXPIRED',
} as const;
/** A mainland mobile number: 11 digits starting 13-19. */
export const MOBILE_LENGTH = 11;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The SMS sign-in code. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MAX = 64;
/** A password set on /percenter: at least this long, letters and digits. */
export const PASSWORD_MIN = 8;
/** …with at least one letter and one digit, printable ASCII only. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/;
/** What a seeker types to confirm deleting the account (/percenter). */
export const DELETE_CONFIRMATION = '注销账号';

/** A person's name (the account's, a veteran's on the certificate). */
export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 20;
/** An enterprise user's job title. */
export const JOB_TITLE_MIN = 2;
export const JOB_TITLE_MAX = 20;
/** The full registered company name. */
export const COMPANY_NAME_MIN = 4;
export const COMPANY_NAME_MAX = 50;
