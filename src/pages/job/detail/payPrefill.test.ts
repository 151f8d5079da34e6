import { describe, expect, it } from 'vitest';
import { CITY_VALUES } from '@/dicts/city.ts';
import { CITY_CODES } from '@/utils/payroll/index.ts';
import { payrollCityOf, prefillMonthlyPay } from './payPrefill.ts';

describe('prefillMonthlyPay', () => {
  it('takes the middle of a monthly range, rounded to 100 yuan', () => {
    expect(prefillMonthlyPay({ min: 15000, max: 22500, unit: 'month', months: 13 })).toBe(18800);
    expect(prefillMonthlyPay({ min: 8000, max: 8000, unit: 'month', months: 12 })).toBe(8000);
  });

  it('turns day and hour rates into monthly pay', () => {
    // 250 a day × 21.75 working days
    expect(prefillMonthlyPay({ min: 200, max: 300, unit: 'day', months: 12 })).toBe(5400);
    // 25 an hour × 8 hours × 21.75 days
    expect(prefillMonthlyPay({ min: 25, max: 25, unit: 'hour', months: 12 })).toBe(4400);
  });
});

describe('payrollCityOf', () => {
  it('knows every city of the dictionary', () => {
    for (const city of CITY_VALUES) expect(CITY_CODES).toContain(payrollCityOf(city));
    expect(payrollCityOf('hangzhou')).toBe('hangzhou');
  });

  it('falls back for a city without rules', () => {
    expect(payrollCityOf('atlantis')).toBe('beijing');
  });
});
