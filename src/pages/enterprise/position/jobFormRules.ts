import type { Rule } from 'antd/es/form';
import { findDiscriminatoryWording, titlePayWords } from '@/contract/jobWording.ts';
import type { PostingValues } from '@/contract/posting.ts';
import { SALARY_LIMITS, SALARY_MONTHS_MIN, SALARY_SPREAD_MAX } from '@/contract/postingValues.ts';
import type { FormatFn } from '@/dicts/index.ts';

/**
 * The job form's own checks, the same rules the API applies (src/contract/posting.ts), in the user's language:
 * the words a post may not use, pay in the title, the pay range.
 */

/** A free-text field: no discriminatory condition (就业促进法). */
export const wordingRule = (t: FormatFn): Rule => ({
  validator: async (_, value: unknown) => {
    const found = typeof value === 'string' ? findDiscriminatoryWording(value) : null;
    if (found) throw new Error(t(`hiring.form.wording.${found.kind}`, { words: found.words }));
  },
});

/** The title: no pay figures or lure words. */
export const titlePayRule = (t: FormatFn): Rule => ({
  validator: async (_, value: unknown) => {
    const words = typeof value === 'string' ? titlePayWords(value) : null;
    if (words) throw new Error(t('hiring.form.titlePay', { words }));
  },
});

type SalaryValue = Partial<PostingValues['salary']> | undefined;

/** The pay range: within the unit's limits, the top at most SALARY_SPREAD_MAX times the bottom. */
export function salaryProblem(salary: SalaryValue, t: FormatFn): string | null {
  if (!salary?.unit || salary.min == null || salary.max == null) return t('hiring.form.salaryRequired');
  const limits = SALARY_LIMITS[salary.unit];
  if (salary.min < limits.min || salary.min > limits.max) return t('hiring.form.salaryMin', { min: limits.min, max: limits.max });
  if (salary.max < salary.min) return t('hiring.form.salaryOrder');
  if (salary.max > salary.min * SALARY_SPREAD_MAX) return t('hiring.form.salarySpread', { times: SALARY_SPREAD_MAX });
  if (salary.unit !== 'month' && salary.months !== SALARY_MONTHS_MIN) return t('hiring.form.salaryMonths');
  return null;
}
