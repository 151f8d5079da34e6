/**
 * After-tax monthly pay for one calendar year in a Chinese city: employee
 * social insurance (pension, medical, unemployment), housing fund, and
 * wage income tax withheld under the cumulative method. Pure and
 * dependency-free so the job-detail calculator can run it on every keystroke.
 *
 * All arithmetic is done in integer fen; yuan only appears at the boundaries,
 * so sums of months always equal the totals exactly.
 */
import { CITY_PAYROLL_RULES, type CityCode, type CityPayrollRule } from './cities';
import { BASIC_DEDUCTION_MONTHLY, cumulativeTaxFen } from './tax';

export { CITY_CODES, CITY_PAYROLL_RULES, type CityCode, type CityPayrollRule } from './cities';
export { ANNUAL_TAX_BRACKETS, BASIC_DEDUCTION_MONTHLY, bracketFor, cumulativeTax } from './tax';

export interface PayrollInput {
  monthlyGross: number;
  city: CityCode;
  /** Employee housing-fund rate as a fraction, 0.05..0.12; defaults per city. */
  housingFundRate?: number;
  /** 专项附加扣除 per month (children, rent, elderly care...), yuan. */
  specialDeductionMonthly?: number;
  /** Months worked from January, 1..12 (default 12). */
  months?: number;
}

export interface MonthlyPay {
  month: number;
  gross: number;
  pension: number;
  medical: number;
  unemployment: number;
  housingFund: number;
  /** pension + medical + unemployment (housing fund excluded). */
  socialTotal: number;
  taxableCumulative: number;
  taxCumulative: number;
  tax: number;
  net: number;
}

type Flow = 'gross' | 'pension' | 'medical' | 'unemployment' | 'housingFund' | 'socialTotal' | 'tax' | 'net';

/** Sums of the monthly flows, plus the year-end cumulative taxable income. */
export type PayrollTotals = Pick<MonthlyPay, Flow> & { taxableIncome: number };

export interface PayrollResult {
  city: CityCode;
  housingFundRate: number;
  /** Contribution bases actually used after clamping, yuan/month. */
  base: { social: number; housing: number };
  months: MonthlyPay[];
  totals: PayrollTotals;
}

const FLOWS: readonly Flow[] = ['gross', 'pension', 'medical', 'unemployment', 'housingFund', 'socialTotal', 'tax', 'net'];

const toFen = (yuan: number): number => Math.round(yuan * 100);
const toYuan = (fen: number): number => fen / 100;
// Rates are held in basis points so base * rate is an exact integer product.
const toBps = (rate: number): number => Math.round(rate * 10000);
/** fen * bps / 10000, rounded half up to the fen (operands are non-negative). */
const applyRate = (baseFen: number, bps: number): number => Math.floor((baseFen * bps + 5000) / 10000);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

function validate(input: PayrollInput): { rule: CityPayrollRule; housingFundRate: number; months: number } {
  const { monthlyGross, city, specialDeductionMonthly = 0, months = 12 } = input;
  if (typeof monthlyGross !== 'number' || !Number.isFinite(monthlyGross) || monthlyGross < 0) {
    throw new RangeError(`monthlyGross must be a finite number >= 0, got ${String(monthlyGross)}`);
  }
  // hasOwn rather than `in`, so 'toString' and friends are not accepted as cities.
  if (typeof city !== 'string' || !Object.hasOwn(CITY_PAYROLL_RULES, city)) {
    throw new RangeError(`Unknown city code: ${String(city)}`);
  }
  const rule = CITY_PAYROLL_RULES[city];
  const housingFundRate = input.housingFundRate ?? rule.housingFundRateDefault;
  // Written as a positive range test so NaN is rejected too.
  if (!(housingFundRate >= 0.05 && housingFundRate <= 0.12)) {
    throw new RangeError(`housingFundRate must be between 0.05 and 0.12, got ${String(housingFundRate)}`);
  }
  if (!Number.isFinite(specialDeductionMonthly) || specialDeductionMonthly < 0) {
    throw new RangeError(`specialDeductionMonthly must be a finite number >= 0, got ${String(specialDeductionMonthly)}`);
  }
  if (!Number.isInteger(months) || months < 1 || months > 12) {
    throw new RangeError(`months must be an integer from 1 to 12, got ${String(months)}`);
  }
  return { rule, housingFundRate, months };
}

export function calcYearlyPay(input: PayrollInput): PayrollResult {
  const { rule, housingFundRate, months } = validate(input);
  const grossFen = toFen(input.monthlyGross);
  const specialFen = toFen(input.specialDeductionMonthly ?? 0);

  // Below the floor the employer must still contribute on the floor, which is
  // why low earners pay proportionally more. Zero gross means no employment
  // that month, so nothing is contributed at all.
  const employed = grossFen > 0;
  const socialBaseFen = employed ? clamp(grossFen, toFen(rule.socialBase.floor), toFen(rule.socialBase.ceiling)) : 0;
  const housingBaseFen = employed ? clamp(grossFen, toFen(rule.housingBase.floor), toFen(rule.housingBase.ceiling)) : 0;

  const pension = applyRate(socialBaseFen, toBps(rule.rates.pension));
  const medical = employed ? applyRate(socialBaseFen, toBps(rule.rates.medical)) + toFen(rule.rates.medicalFixed) : 0;
  const unemployment = applyRate(socialBaseFen, toBps(rule.rates.unemployment));
  const housingFund = applyRate(housingBaseFen, toBps(housingFundRate));
  const socialTotal = pension + medical + unemployment;
  const monthlyDeductionsFen = toFen(BASIC_DEDUCTION_MONTHLY) + socialTotal + housingFund + specialFen;

  const rows: MonthlyPay[] = [];
  const totalsFen: Record<Flow, number> = {
    gross: 0,
    pension: 0,
    medical: 0,
    unemployment: 0,
    housingFund: 0,
    socialTotal: 0,
    tax: 0,
    net: 0,
  };
  let taxableCumFen = 0;
  let withheldFen = 0;
  for (let month = 1; month <= months; month += 1) {
    // Cumulate income and deductions separately, then floor at zero: a low
    // month must not carry a negative taxable amount into the next one.
    taxableCumFen = Math.max(0, grossFen * month - monthlyDeductionsFen * month);
    const taxCumFen = cumulativeTaxFen(taxableCumFen);
    // Over-withholding is settled at annual reconciliation, never refunded monthly.
    const taxFen = Math.max(0, taxCumFen - withheldFen);
    withheldFen += taxFen;
    const flows: Record<Flow, number> = {
      gross: grossFen,
      pension,
      medical,
      unemployment,
      housingFund,
      socialTotal,
      tax: taxFen,
      // May go negative for a tiny gross under the floor; reported as is.
      net: grossFen - socialTotal - housingFund - taxFen,
    };
    for (const k of FLOWS) totalsFen[k] += flows[k];
    rows.push({
      month,
      gross: toYuan(flows.gross),
      pension: toYuan(pension),
      medical: toYuan(medical),
      unemployment: toYuan(unemployment),
      housingFund: toYuan(housingFund),
      socialTotal: toYuan(socialTotal),
      taxableCumulative: toYuan(taxableCumFen),
      taxCumulative: toYuan(withheldFen),
      tax: toYuan(taxFen),
      net: toYuan(flows.net),
    });
  }

  const totals: PayrollTotals = {
    gross: toYuan(totalsFen.gross),
    pension: toYuan(totalsFen.pension),
    medical: toYuan(totalsFen.medical),
    unemployment: toYuan(totalsFen.unemployment),
    housingFund: toYuan(totalsFen.housingFund),
    socialTotal: toYuan(totalsFen.socialTotal),
    tax: toYuan(totalsFen.tax),
    net: toYuan(totalsFen.net),
    taxableIncome: toYuan(taxableCumFen),
  };

  return {
    city: input.city,
    housingFundRate,
    base: { social: toYuan(socialBaseFen), housing: toYuan(housingBaseFen) },
    months: rows,
    totals,
  };
}
