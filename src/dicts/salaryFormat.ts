import type { MessageId } from '../locales/types.ts';
import type { Salary } from './salary.ts';

/*
 * How a salary reads, apart from the salary dictionaries: start-up code uses it too (the job page's first
 * screen, src/shell/firstScreen/jobPreview.ts), and must not pull the option sets into the first load.
 */

/** Anything shaped like react-intl's formatMessage bound to ids (useT's result, or translate). */
export type FormatFn = (id: MessageId, values?: Record<string, string | number>) => string;

/** 15000 → "15", 7500 → "7.5": K with at most one decimal. */
const toK = (yuan: number) => String(Math.round(yuan / 100) / 10);

function range(min: string, max: string): string {
  return min === max ? min : `${min}-${max}`;
}

/**
 * `15-25K·14薪`, `200-300元/天`, `25元/时` in zh-CN; `15-25K·14 months`, `¥200-300/day`, `¥25/hour` in en-US.
 * Amounts go in as strings so react-intl does not add locale digit grouping.
 */
export function formatSalary(salary: Salary, t: FormatFn): string {
  if (salary.unit === 'month') {
    const text = t('dict.salaryFormat.month', { range: range(toK(salary.min), toK(salary.max)) });
    return salary.months > 12 ? t('dict.salaryFormat.months', { salary: text, months: String(salary.months) }) : text;
  }
  const amounts = range(String(salary.min), String(salary.max));
  return t(salary.unit === 'day' ? 'dict.salaryFormat.day' : 'dict.salaryFormat.hour', { range: amounts });
}
