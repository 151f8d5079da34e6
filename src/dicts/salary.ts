import { defineDict, simpleDict } from './types.ts';

/**
 * Salary is structured, never a free string: min and max in yuan per unit, the unit, and months paid a year.
 * Bands filter by monthly pay; day and hour rates are compared through their monthly equivalent.
 */
export const SALARY_UNIT_VALUES = ['month', 'day', 'hour'] as const;
export type SalaryUnit = (typeof SALARY_UNIT_VALUES)[number];
export const salaryUnitDict = simpleDict('salaryUnit', SALARY_UNIT_VALUES);

export interface Salary {
  /** Yuan per unit. */
  min: number;
  max: number;
  unit: SalaryUnit;
  /** Months paid a year (12 = no 13th-month pay); only shown for monthly pay above 12. */
  months: number;
}

/** Band bounds in yuan a month; `max: null` = open-ended. */
export const SALARY_BAND_VALUES = ['any', 'below3k', '3-5k', '5-10k', '10-20k', '20-50k', 'above50k'] as const;
export type SalaryBand = (typeof SALARY_BAND_VALUES)[number];
export const salaryBandDict = defineDict('salaryBand', [
  { value: 'any', min: 0, max: null },
  { value: 'below3k', min: 0, max: 3000 },
  { value: '3-5k', min: 3000, max: 5000 },
  { value: '5-10k', min: 5000, max: 10000 },
  { value: '10-20k', min: 10000, max: 20000 },
  { value: '20-50k', min: 20000, max: 50000 },
  { value: 'above50k', min: 50000, max: null },
]);

/** Interns' daily pay bands (yuan a day), the graduate zone's filter. */
export const DAILY_PAY_VALUES = ['below100', '100-200', '200-300', 'above300'] as const;
export type DailyPayBand = (typeof DAILY_PAY_VALUES)[number];
export const dailyPayDict = defineDict('dailyPay', [
  { value: 'below100', min: 0, max: 100 },
  { value: '100-200', min: 100, max: 200 },
  { value: '200-300', min: 200, max: 300 },
  { value: 'above300', min: 300, max: null },
]);

/** Working days and hours a month used to compare day and hour rates with monthly bands. */
const WORKDAYS_PER_MONTH = 21.75;
const HOURS_PER_DAY = 8;

export function monthlyEquivalent(amount: number, unit: SalaryUnit): number {
  if (unit === 'day') return Math.round(amount * WORKDAYS_PER_MONTH);
  if (unit === 'hour') return Math.round(amount * WORKDAYS_PER_MONTH * HOURS_PER_DAY);
  return amount;
}

/** A job is in a band when its pay range overlaps the band (the way the big job sites filter). */
export function salaryInBand(salary: Salary, band: { min: number; max: number | null }): boolean {
  const min = monthlyEquivalent(salary.min, salary.unit);
  const max = monthlyEquivalent(salary.max, salary.unit);
  return max >= band.min && (band.max === null || min < band.max);
}

export { formatSalary, type FormatFn } from './salaryFormat.ts';
