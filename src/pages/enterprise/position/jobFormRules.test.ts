import { describe, expect, it } from 'vitest';
import type { Rule } from 'antd/es/form';
import type { FormatFn } from '@/dicts/index.ts';
import { salaryProblem, tagsWordingRule, titleRule, wordingRule } from './jobFormRules.ts';

/** The message id and its values, so a test reads which reason the form would show. */
const t: FormatFn = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id);
type Validator = (rule: unknown, value: unknown) => Promise<void>;
const problem = async (rule: Rule, value: unknown) => {
  try {
    await (rule as { validator: Validator }).validator({}, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('the job form shows the API’s wording rules as the user types (issue 26.8)', () => {
  it('the title: 急招, gendered titles, income claims and contact details', async () => {
    expect(await problem(titleRule(t), '急招销售顾问')).toBe('hiring.form.titleUrgent {"words":"急招"}');
    expect(await problem(titleRule(t), '女销售')).toContain('hiring.form.wording.gender');
    expect(await problem(titleRule(t), '销售（8K）')).toContain('hiring.form.titlePay');
    expect(await problem(titleRule(t), '门店销售顾问')).toBeNull();
  });

  it('a duty or requirement, and the tags', async () => {
    expect(await problem(wordingRule(t), '95后优先')).toContain('hiring.form.wording.age');
    expect(await problem(wordingRule(t), '底薪加提成，月入过万')).toContain('hiring.form.wording.income');
    expect(await problem(wordingRule(t), '简历请发 hr@example.com')).toContain('hiring.form.wording.contact');
    expect(await problem(tagsWordingRule(t), ['门店销售', '加V详聊'])).toContain('hiring.form.wording.contact');
    expect(await problem(tagsWordingRule(t), ['门店销售'])).toBeNull();
  });

  it('full-time pay below the city’s minimum wage, named with the city, in the post’s unit', () => {
    const month = { min: 1500, max: 2000, unit: 'month', months: 12 } as const;
    expect(salaryProblem(month, t, { jobType: 'fulltime', district: 'hangzhou-binjiang' })).toBe(
      'hiring.form.minimumWage.month {"city":"dict.city.hangzhou","monthly":2490,"perUnit":2490}',
    );
    expect(salaryProblem({ min: 60, max: 90, unit: 'day', months: 12 }, t, { jobType: 'fulltime', district: 'shanghai-pudong' })).toBe(
      'hiring.form.minimumWage.day {"city":"dict.city.shanghai","monthly":2740,"perUnit":126}',
    );
    expect(salaryProblem(month, t, { jobType: 'internship', district: 'hangzhou-binjiang' })).toBeNull();
    // No district chosen yet: nothing to compare with.
    expect(salaryProblem(month, t, { jobType: 'fulltime' })).toBeNull();
    expect(salaryProblem({ ...month, min: 2600, max: 3500 }, t, { jobType: 'fulltime', district: 'hangzhou-binjiang' })).toBeNull();
  });
});
