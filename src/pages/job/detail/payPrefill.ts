import { monthlyEquivalent, type Salary } from '@/dicts/salary.ts';
import { CITY_CODES, type CityCode } from '@/utils/payroll/index.ts';

/**
 * What the pay calculator starts from for a job: the middle of its pay range as monthly pay (day and hour
 * rates through their monthly equivalent), rounded to 100 yuan, and the job's city when the payroll rules
 * know it (they use the same city codes as the dictionaries).
 */
export function prefillMonthlyPay(salary: Salary): number {
  const middle = (salary.min + salary.max) / 2;
  return Math.round(monthlyEquivalent(middle, salary.unit) / 100) * 100;
}

export const DEFAULT_PAYROLL_CITY: CityCode = 'beijing';

export function payrollCityOf(city: string): CityCode {
  return (CITY_CODES as readonly string[]).includes(city) ? (city as CityCode) : DEFAULT_PAYROLL_CITY;
}

/** Cities whose rules the payroll module simplifies (it uses one base range where they publish one per insurance). */
export const SIMPLIFIED_BASE_CITIES: readonly CityCode[] = ['guangzhou', 'shenzhen'];
