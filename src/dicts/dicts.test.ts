import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US/index.ts';
import type { MessageId } from '../locales/types.ts';
import zhCN from '../locales/zh-CN/index.ts';
import { CITY_CODES as PAYROLL_CITIES } from '../utils/payroll/cities.ts';
import {
  ALL_DICTS,
  CITY_VALUES,
  DISTRICT_VALUES,
  INDUSTRY_TREE_OPTIONS,
  POPULAR_CITIES,
  REGION_TREE,
  cityOfDistrict,
  districtsOf,
  educationDict,
  formatSalary,
  recruiterActivity,
  salaryInBand,
  salaryBandDict,
  type Salary,
} from './index.ts';

const format = (messages: Record<string, string>) => (id: MessageId, values?: Record<string, string | number>) =>
  messages[id].replace(/\{(\w+)\}/g, (_m, key: string) => String(values?.[key]));
const zh = format(zhCN);
const en = format(enUS);

describe('dictionaries', () => {
  it('have unique ASCII values and a label in both languages for every option', () => {
    for (const dict of ALL_DICTS) {
      const values = dict.options.map((o) => o.value);
      expect(new Set(values).size, dict.name).toBe(values.length);
      for (const option of dict.options) {
        expect(option.value, dict.name).toMatch(/^[\w-]+$/);
        expect(option.labelId).toBe(`dict.${dict.name}.${option.value}`);
        expect(zhCN[option.labelId], option.labelId).toBeTruthy();
        expect(enUS[option.labelId], option.labelId).toBeTruthy();
      }
    }
  });

  it('keep the education codes of the sign-up form', () => {
    expect(educationDict.options.map((o) => o.value)).toEqual(['any', 'junior', 'secondary', 'highschool', 'college', 'bachelor', 'master', 'doctor']);
  });

  it('cover at least 20 cities with the payroll module codes and a consistent cascade', () => {
    expect(CITY_VALUES.length).toBeGreaterThanOrEqual(20);
    expect([...CITY_VALUES].sort()).toEqual([...PAYROLL_CITIES].sort());
    expect(POPULAR_CITIES.length).toBeGreaterThan(5);
    const cascadeCities = REGION_TREE.flatMap((p) => p.children!.map((c) => c.value));
    expect(cascadeCities.sort()).toEqual([...CITY_VALUES].sort());
    const cascadeDistricts = REGION_TREE.flatMap((p) => p.children!.flatMap((c) => c.children!.map((d) => d.value)));
    expect(cascadeDistricts.sort()).toEqual([...DISTRICT_VALUES].sort());
    for (const city of CITY_VALUES) {
      const districts = districtsOf(city);
      expect(districts.length, city).toBeGreaterThanOrEqual(4);
      expect(districts.length, city).toBeLessThanOrEqual(8);
      for (const d of districts) expect(cityOfDistrict(d)).toBe(city);
    }
    expect(INDUSTRY_TREE_OPTIONS.length).toBeGreaterThanOrEqual(12);
    expect(INDUSTRY_TREE_OPTIONS.every((top) => top.children.length >= 2)).toBe(true);
  });
});

describe('formatSalary', () => {
  const cases: Array<[Salary, string, string]> = [
    [{ min: 15000, max: 25000, unit: 'month', months: 14 }, '15-25K·14薪', '15-25K·14 months'],
    [{ min: 8000, max: 12000, unit: 'month', months: 12 }, '8-12K', '8-12K'],
    [{ min: 7500, max: 7500, unit: 'month', months: 13 }, '7.5K·13薪', '7.5K·13 months'],
    [{ min: 200, max: 300, unit: 'day', months: 12 }, '200-300元/天', '¥200-300/day'],
    [{ min: 200, max: 200, unit: 'day', months: 12 }, '200元/天', '¥200/day'],
    [{ min: 25, max: 25, unit: 'hour', months: 12 }, '25元/时', '¥25/hour'],
    [{ min: 1500, max: 2000, unit: 'hour', months: 12 }, '1500-2000元/时', '¥1500-2000/hour'],
  ];
  it.each(cases)('%o → %s / %s', (salary, zhText, enText) => {
    expect(formatSalary(salary, zh)).toBe(zhText);
    expect(formatSalary(salary, en)).toBe(enText);
  });

  it('puts day and hour rates in monthly bands through their monthly equivalent', () => {
    const band = (v: string) => salaryBandDict.options.find((o) => o.value === v)!;
    expect(salaryInBand({ min: 15000, max: 25000, unit: 'month', months: 12 }, band('10-20k'))).toBe(true);
    expect(salaryInBand({ min: 15000, max: 25000, unit: 'month', months: 12 }, band('5-10k'))).toBe(false);
    expect(salaryInBand({ min: 25, max: 25, unit: 'hour', months: 12 }, band('3-5k'))).toBe(true);
    expect(salaryInBand({ min: 60000, max: 90000, unit: 'month', months: 12 }, band('above50k'))).toBe(true);
  });
});

describe('recruiterActivity', () => {
  const now = Date.parse('2026-11-22T08:00:00Z');
  it.each([
    [2 * 60_000, 'online'],
    [30 * 60_000, 'justNow'],
    [5 * 3600_000, 'today'],
    [2 * 86_400_000, '3days'],
    [6 * 86_400_000, 'week'],
    [20 * 86_400_000, 'month'],
    [90 * 86_400_000, 'inactive'],
  ])('%i ms ago → %s', (ago, level) => {
    expect(recruiterActivity(now - ago, now)).toBe(level);
    expect(recruiterActivity(new Date(now - ago).toISOString(), now)).toBe(level);
  });
});
