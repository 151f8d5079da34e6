import type { Rule } from 'antd/es/form';
import { minimumWageShortfall, textProblem, titleProblem, type WordingFinding, type WordingRule } from '@/contract/jobWording.ts';
import type { PostingValues } from '@/contract/posting.ts';
import { SALARY_LIMITS, SALARY_MONTHS_MIN, SALARY_SPREAD_MAX } from '@/contract/postingValues.ts';
import { cityOfDistrict, isDistrictCode, type FormatFn } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';

/**
 * The job form's own checks, the same rules the API applies (src/contract/posting.ts, with the wording rules of
 * src/contract/jobWording.ts), in the user's language: the words a post may not use, pay and 急招 in the title,
 * the pay range and the city's minimum wage.
 */

const findingText = (t: FormatFn, found: WordingFinding<Exclude<WordingRule, 'minimumWage'>>) => {
  const id =
    found.rule === 'titlePay' ? 'hiring.form.titlePay' : found.rule === 'titleUrgent' ? 'hiring.form.titleUrgent' : `hiring.form.wording.${found.rule}`;
  return t(id as MessageId, { words: found.words });
};

/** A free-text field (a duty, a requirement): no discriminatory condition, contact details or income claim. */
export const wordingRule = (t: FormatFn): Rule => ({
  validator: async (_, value: unknown) => {
    const found = typeof value === 'string' ? textProblem(value) : null;
    if (found) throw new Error(findingText(t, found));
  },
});

/** The title: no pay figures or lure words, no 急招, and the rules of every text. */
export const titleRule = (t: FormatFn): Rule => ({
  validator: async (_, value: unknown) => {
    const found = typeof value === 'string' ? titleProblem(value) : null;
    if (found) throw new Error(findingText(t, found));
  },
});

/** The skill tags: each held to the rules of every text; the first that breaks one is named. */
export const tagsWordingRule = (t: FormatFn): Rule => ({
  validator: async (_, value: unknown) => {
    for (const tag of Array.isArray(value) ? value : []) {
      const found = typeof tag === 'string' ? textProblem(tag) : null;
      if (found) throw new Error(findingText(t, found));
    }
  },
});

type SalaryValue = Partial<PostingValues['salary']> | undefined;
/** What the pay is checked with besides itself: full-time posts are held to their city's minimum wage. */
interface PayContext {
  jobType?: PostingValues['jobType'];
  district?: string;
}

/** The pay range: within the unit's limits, the top at most SALARY_SPREAD_MAX times the bottom, the minimum wage. */
export function salaryProblem(salary: SalaryValue, t: FormatFn, context: PayContext = {}): string | null {
  if (!salary?.unit || salary.min == null || salary.max == null) return t('hiring.form.salaryRequired');
  const limits = SALARY_LIMITS[salary.unit];
  if (salary.min < limits.min || salary.min > limits.max) return t('hiring.form.salaryMin', { min: limits.min, max: limits.max });
  if (salary.max < salary.min) return t('hiring.form.salaryOrder');
  if (salary.max > salary.min * SALARY_SPREAD_MAX) return t('hiring.form.salarySpread', { times: SALARY_SPREAD_MAX });
  if (salary.unit !== 'month' && salary.months !== SALARY_MONTHS_MIN) return t('hiring.form.salaryMonths');
  if (context.jobType && context.district && isDistrictCode(context.district)) {
    const short = minimumWageShortfall({ jobType: context.jobType, unit: salary.unit, min: salary.min, city: cityOfDistrict(context.district) });
    if (short)
      return t(`hiring.form.minimumWage.${short.unit}`, { city: t(`dict.city.${short.city}` as MessageId), monthly: short.monthly, perUnit: short.perUnit });
  }
  return null;
}
