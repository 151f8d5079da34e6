import { describe, it, expect } from 'vitest';
import { calcYearlyPay, bracketFor, cumulativeTax, CITY_CODES, CITY_PAYROLL_RULES, type CityCode } from './index';

// Every expected figure below was worked out by hand in the comment next to it.
// Beijing: social base 7162..35811, housing base 2540..35811, pension 8%,
// medical 2% + 3 yuan, unemployment 0.5%, housing fund 12%.
// Shanghai: social and housing base ceiling 37302, unemployment 0.5%, housing 7%.

describe('cumulativeTax (annual table)', () => {
  it('is continuous at every threshold', () => {
    expect(cumulativeTax(0)).toBe(0);
    expect(cumulativeTax(-100)).toBe(0); // never negative
    expect(cumulativeTax(36000)).toBe(1080); // 36000*3% = 1080 (= 3600-2520)
    expect(cumulativeTax(144000)).toBe(11880); // 144000*10%-2520 = 11880 (= 28800-16920)
    expect(cumulativeTax(300000)).toBe(43080); // 300000*20%-16920 = 43080 (= 75000-31920)
    expect(cumulativeTax(420000)).toBe(73080); // 420000*25%-31920 = 73080 (= 126000-52920)
    expect(cumulativeTax(660000)).toBe(145080); // 660000*30%-52920 = 145080 (= 231000-85920)
    expect(cumulativeTax(960000)).toBe(250080); // 960000*35%-85920 = 250080 (= 432000-181920)
    expect(cumulativeTax(1000000)).toBe(268080); // 1000000*45%-181920 = 268080
  });
  it('rounds half up to the fen', () => {
    expect(cumulativeTax(38472.15)).toBe(1327.22); // 3847.215 -> 3847.22; -2520 = 1327.22
    expect(cumulativeTax(346249.35)).toBe(54642.34); // *25% = 86562.3375 -> 86562.34; -31920
  });
  it('rejects non-finite input', () => {
    expect(() => cumulativeTax(Number.NaN)).toThrow(RangeError);
  });
});

describe('calcYearlyPay: Beijing 10,000/month, default rates', () => {
  // Base 10000 is inside both ranges.
  // pension 10000*8% = 800; medical 10000*2% + 3 = 203; unemployment 10000*0.5% = 50
  // socialTotal 800+203+50 = 1053; housing 10000*12% = 1200
  // monthly taxable 10000-5000-1053-1200 = 2747; 12 months 2747*12 = 32964 <= 36000,
  // so every month is 3%: 2747*3% = 82.41/month, year 82.41*12 = 988.92
  // net 10000-1053-1200-82.41 = 7664.59
  const r = calcYearlyPay({ monthlyGross: 10000, city: 'beijing' });
  // taxCumulative n*82.41: 82.41, 164.82, 247.23, 329.64, 412.05, 494.46, 576.87,
  // 659.28, 741.69, 824.10, 906.51, 988.92
  const taxCum = [82.41, 164.82, 247.23, 329.64, 412.05, 494.46, 576.87, 659.28, 741.69, 824.1, 906.51, 988.92];

  it('uses the gross as base and the city default rate', () => {
    expect(r.base).toEqual({ social: 10000, housing: 10000 });
    expect(r.housingFundRate).toBe(0.12);
    expect(r.months).toHaveLength(12);
  });
  it('computes every month', () => {
    r.months.forEach((m, i) => {
      expect(m).toEqual({
        month: i + 1,
        gross: 10000,
        pension: 800,
        medical: 203,
        unemployment: 50,
        housingFund: 1200,
        socialTotal: 1053,
        taxableCumulative: 2747 * (i + 1),
        taxCumulative: taxCum[i],
        tax: 82.41,
        net: 7664.59,
      });
    });
  });
  it('sums the year', () => {
    // pension 800*12 = 9600; medical 203*12 = 2436; unemployment 50*12 = 600;
    // social 1053*12 = 12636; housing 1200*12 = 14400; net 7664.59*12 = 91975.08
    // (check: 120000-12636-14400-988.92 = 91975.08)
    expect(r.totals).toEqual({
      gross: 120000,
      pension: 9600,
      medical: 2436,
      unemployment: 600,
      housingFund: 14400,
      socialTotal: 12636,
      tax: 988.92,
      net: 91975.08,
      taxableIncome: 32964,
    });
    expect(r.totals.tax).toBe(cumulativeTax(r.totals.taxableIncome));
  });
  it('honours a custom housing-fund rate', () => {
    // 5%: housing 500; taxable 10000-5000-1053-500 = 3447; tax 3447*3% = 103.41
    // net 10000-1053-500-103.41 = 8343.59
    const m = calcYearlyPay({ monthlyGross: 10000, city: 'beijing', housingFundRate: 0.05 }).months[0];
    expect([m.housingFund, m.tax, m.net]).toEqual([500, 103.41, 8343.59]);
  });
});

describe('calcYearlyPay: Shanghai 50,000/month climbs brackets', () => {
  // 50000 > 37302 ceiling: base 37302 for social and housing.
  // pension 37302*8% = 2984.16; medical *2% = 746.04; unemployment *0.5% = 186.51
  // social 2984.16+746.04+186.51 = 3916.71; housing *7% = 2611.14; both 6527.85
  // monthly taxable 50000-5000-6527.85 = 38472.15; take-home before tax 43472.15
  // n | cumulative taxable | cumulative tax                          | month tax
  // 1 |  38472.15 | 10%: 3847.215->3847.22 -2520    =  1327.22 | 1327.22
  // 2 |  76944.30 | 10%: 7694.43 -2520              =  5174.43 | 3847.21
  // 3 | 115416.45 | 10%: 11541.645->11541.65 -2520  =  9021.65 | 3847.22
  // 4 | 153888.60 | 20%: 30777.72 -16920            = 13857.72 | 4836.07
  // 5 | 192360.75 | 20%: 38472.15 -16920            = 21552.15 | 7694.43
  // 6 | 230832.90 | 20%: 46166.58 -16920            = 29246.58 | 7694.43
  // 7 | 269305.05 | 20%: 53861.01 -16920            = 36941.01 | 7694.43
  // 8 | 307777.20 | 25%: 76944.30 -31920            = 45024.30 | 8083.29
  // 9 | 346249.35 | 25%: 86562.3375->86562.34 -31920 = 54642.34 | 9618.04
  // 10| 384721.50 | 25%: 96180.375->96180.38 -31920 = 64260.38 | 9618.04
  // 11| 423193.65 | 30%: 126958.095->126958.10 -52920 = 74038.10 | 9777.72
  // 12| 461665.80 | 30%: 138499.74 -52920           = 85579.74 | 11541.64
  const r = calcYearlyPay({ monthlyGross: 50000, city: 'shanghai' });
  const monthTax = [1327.22, 3847.21, 3847.22, 4836.07, 7694.43, 7694.43, 7694.43, 8083.29, 9618.04, 9618.04, 9777.72, 11541.64];
  const taxable = [38472.15, 76944.3, 115416.45, 153888.6, 192360.75, 230832.9, 269305.05, 307777.2, 346249.35, 384721.5, 423193.65, 461665.8];

  it('clamps to the ceiling', () => {
    expect(r.base).toEqual({ social: 37302, housing: 37302 });
    const m = r.months[0];
    expect([m.pension, m.medical, m.unemployment, m.socialTotal, m.housingFund]).toEqual([2984.16, 746.04, 186.51, 3916.71, 2611.14]);
  });
  it('withholds the tabulated tax each month', () => {
    expect(r.months.map((m) => m.tax)).toEqual(monthTax);
    expect(r.months.map((m) => m.taxableCumulative)).toEqual(taxable);
  });
  it('steps from 10% to 20% in April, 25% in August, 30% in November', () => {
    const rates = r.months.map((m) => bracketFor(m.taxableCumulative).ratePercent);
    expect(rates).toEqual([10, 10, 10, 20, 20, 20, 20, 25, 25, 25, 30, 30]);
    expect(r.months[3].tax).toBe(4836.07); // 13857.72 - 9021.65
  });
  it('nets and totals', () => {
    // month 1: 43472.15-1327.22 = 42144.93; month 12: 43472.15-11541.64 = 31930.51
    // year net 43472.15*12 - 85579.74 = 521665.80 - 85579.74 = 436086.06
    expect(r.months[0].net).toBe(42144.93);
    expect(r.months[11].net).toBe(31930.51);
    expect(r.totals.tax).toBe(85579.74);
    expect(r.totals.net).toBe(436086.06);
    expect(r.totals.tax).toBe(cumulativeTax(461665.8));
  });
  it('stops after `months`', () => {
    const q = calcYearlyPay({ monthlyGross: 50000, city: 'shanghai', months: 3 });
    expect(q.months).toHaveLength(3);
    expect(q.totals.tax).toBe(9021.65); // cumulative tax of month 3 above
  });
});

describe('calcYearlyPay: bases outside the range', () => {
  it('uses the ceiling above it (Beijing 40,000)', () => {
    // base 35811: pension 2864.88; medical 716.22+3 = 719.22;
    // unemployment 179.055 -> 179.06 (half up); social 3763.16; housing 12% 4297.32
    // month 1 taxable 40000-5000-3763.16-4297.32 = 26939.52; 3% = 808.1856 -> 808.19
    // month 2 cumulative 53879.04; 10%: 5387.904->5387.90 -2520 = 2867.90; 2867.90-808.19 = 2059.71
    // net 1: 40000-3763.16-4297.32-808.19 = 31131.33
    const r = calcYearlyPay({ monthlyGross: 40000, city: 'beijing' });
    const [m1, m2] = r.months;
    expect(r.base).toEqual({ social: 35811, housing: 35811 });
    expect([m1.pension, m1.medical, m1.unemployment, m1.socialTotal, m1.housingFund]).toEqual([2864.88, 719.22, 179.06, 3763.16, 4297.32]);
    expect([m1.taxableCumulative, m1.tax, m1.net, m2.tax]).toEqual([26939.52, 808.19, 31131.33, 2059.71]);
  });
  it('uses the floor below it (Beijing 5,000 and 2,000)', () => {
    // social base 7162: pension 572.96; medical 143.24+3 = 146.24; unemployment 35.81
    // social 572.96+146.24+35.81 = 755.01
    // 5000: housing base 5000 (>= 2540) -> 600; taxable 5000-5000-755.01-600 < 0 -> 0
    //       net 5000-755.01-600 = 3644.99
    const a = calcYearlyPay({ monthlyGross: 5000, city: 'beijing' });
    expect(a.base).toEqual({ social: 7162, housing: 5000 });
    expect(a.months[11]).toEqual({
      month: 12,
      gross: 5000,
      pension: 572.96,
      medical: 146.24,
      unemployment: 35.81,
      housingFund: 600,
      socialTotal: 755.01,
      taxableCumulative: 0,
      taxCumulative: 0,
      tax: 0,
      net: 3644.99,
    });
    // 2000: housing base floor 2540 -> 2540*12% = 304.80; net 2000-755.01-304.80 = 940.19
    const b = calcYearlyPay({ monthlyGross: 2000, city: 'beijing' });
    expect(b.base).toEqual({ social: 7162, housing: 2540 });
    expect([b.months[0].housingFund, b.months[0].net, b.totals.tax]).toEqual([304.8, 940.19, 0]);
  });
});

describe('calcYearlyPay: special deductions and zero pay', () => {
  it('reduces tax by the deduction times the marginal rate', () => {
    // Beijing 10k with 2000/month: taxable 2747-2000 = 747; 3% = 22.41/month
    // year 22.41*12 = 268.92 (taxable 747*12 = 8964); saves 988.92-268.92 = 720 = 24000*3%
    // net 10000-2253-22.41 = 7724.59
    const r = calcYearlyPay({ monthlyGross: 10000, city: 'beijing', specialDeductionMonthly: 2000 });
    expect([r.months[0].tax, r.months[0].net, r.totals.tax, r.totals.taxableIncome]).toEqual([22.41, 7724.59, 268.92, 8964]);
    // Shanghai 50k with 3000: month 1 taxable 35472.15 <= 36000, 3% = 1064.1645 -> 1064.16
    const s = calcYearlyPay({ monthlyGross: 50000, city: 'shanghai', specialDeductionMonthly: 3000 });
    expect(s.months[0].tax).toBe(1064.16);
    // a deduction larger than the taxable amount floors it at 0 (2747-3000 < 0)
    expect(calcYearlyPay({ monthlyGross: 10000, city: 'beijing', specialDeductionMonthly: 3000 }).totals.tax).toBe(0);
  });
  it('returns all zeros for zero gross', () => {
    const r = calcYearlyPay({ monthlyGross: 0, city: 'shenzhen' });
    expect(r.base).toEqual({ social: 0, housing: 0 });
    expect(r.months.every((m) => Object.entries(m).every(([k, v]) => k === 'month' || v === 0))).toBe(true);
    expect(Object.values(r.totals).every((v) => v === 0)).toBe(true);
  });
});

describe('validation and city table', () => {
  const ok = { monthlyGross: 10000, city: 'beijing' as CityCode };
  it.each([
    ['negative gross', { ...ok, monthlyGross: -1 }, /monthlyGross/],
    ['NaN gross', { ...ok, monthlyGross: Number.NaN }, /monthlyGross/],
    ['unknown city', { ...ok, city: 'atlantis' as CityCode }, /Unknown city/],
    ['prototype key as city', { ...ok, city: 'toString' as CityCode }, /Unknown city/],
    ['housing rate 4%', { ...ok, housingFundRate: 0.04 }, /housingFundRate/],
    ['housing rate 13%', { ...ok, housingFundRate: 0.13 }, /housingFundRate/],
    ['housing rate NaN', { ...ok, housingFundRate: Number.NaN }, /housingFundRate/],
    ['months 0', { ...ok, months: 0 }, /months/],
    ['months 13', { ...ok, months: 13 }, /months/],
    ['months 1.5', { ...ok, months: 1.5 }, /months/],
    ['negative deduction', { ...ok, specialDeductionMonthly: -1 }, /specialDeductionMonthly/],
  ])('rejects %s', (_name, input, message) => {
    expect(() => calcYearlyPay(input)).toThrow(RangeError);
    expect(() => calcYearlyPay(input)).toThrow(message);
  });
  it('has sane rows for every required city', () => {
    expect(CITY_CODES).toHaveLength(22);
    for (const code of CITY_CODES) {
      const c = CITY_PAYROLL_RULES[code];
      expect(c.socialBase.floor).toBeLessThan(c.socialBase.ceiling);
      expect(c.housingBase.floor).toBeLessThan(c.housingBase.ceiling);
      expect(c.housingFundRateDefault).toBeGreaterThanOrEqual(0.05);
      expect(c.housingFundRateDefault).toBeLessThanOrEqual(0.12);
    }
  });
});
