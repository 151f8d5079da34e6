import type { SalaryUnit } from '../dicts/salary.ts';

/**
 * Limits of the employer's job form (/position) and company profile (/companyInformation), without zod, so the
 * forms (maxLength, counters, pickers) read the numbers the API enforces. Never retype one.
 */
export const POSTING_TEXT_MAX = {
  title: 24,
  address: 80,
  line: 200,
  tag: 12,
  workHours: 20,
  licenceNo: 40,
} as const;
export const POSTING_TITLE_MIN = 2;
/** Duties and requirements: one entry per line, each at least this long. */
export const POSTING_LINE_MIN = 4;
export const POSTING_MAX_LINES = 10;
export const POSTING_MAX_TAGS = 8;
export const POSTING_HEADCOUNT_MAX = 999;

/** Pay per unit the form accepts (yuan), and the widest range: the top at most this many times the bottom. */
export const SALARY_LIMITS: Record<SalaryUnit, { min: number; max: number }> = {
  month: { min: 1000, max: 300_000 },
  day: { min: 50, max: 5000 },
  hour: { min: 10, max: 1000 },
};
export const SALARY_SPREAD_MAX = 2;
export const SALARY_MONTHS_MIN = 12;
export const SALARY_MONTHS_MAX = 24;

/** How long a post stays open before it expires (days); the form offers these. */
export const VALID_DAYS_VALUES = [15, 30, 60] as const;
export type ValidDays = (typeof VALID_DAYS_VALUES)[number];

/** The mock's reviewer answers a submitted job, and a certification request, this long after it arrives. */
export const REVIEW_MS = 3000;

export const COMPANY_TEXT_MAX = { shortName: 12, about: 2000, legalName: 60, address: 80, workHours: 20 } as const;
export const COMPANY_ABOUT_MIN = 30;
export const COMPANY_MAX_ADDRESSES = 5;
/** A verified company is asked to certify again after this many days (six months). */
export const RECERTIFY_DAYS = 182;
