/**
 * Individual income tax on wages (工资薪金) under the cumulative-withholding
 * method (累计预扣法): each month the employer applies the ANNUAL comprehensive
 * income table to the year-to-date taxable income, then withholds the
 * difference from what was already withheld.
 */

/** 基本减除费用: 60,000 yuan/year, spread as 5,000 per month worked. */
export const BASIC_DEDUCTION_MONTHLY = 5000;

export interface TaxBracket {
  /** Inclusive upper bound of cumulative taxable income, yuan. */
  upTo: number;
  /** Integer percent, so the tax stays exact in integer fen arithmetic. */
  ratePercent: number;
  /** 速算扣除数, yuan. */
  quickDeduction: number;
}

// The quick deductions make the piecewise formula continuous at each threshold
// (e.g. 36000 * 3% = 36000 * 10% - 2520 = 1080), so the choice of bracket at
// an exact boundary never changes the result.
export const ANNUAL_TAX_BRACKETS: readonly TaxBracket[] = [
  { upTo: 36000, ratePercent: 3, quickDeduction: 0 },
  { upTo: 144000, ratePercent: 10, quickDeduction: 2520 },
  { upTo: 300000, ratePercent: 20, quickDeduction: 16920 },
  { upTo: 420000, ratePercent: 25, quickDeduction: 31920 },
  { upTo: 660000, ratePercent: 30, quickDeduction: 52920 },
  { upTo: 960000, ratePercent: 35, quickDeduction: 85920 },
  { upTo: Number.POSITIVE_INFINITY, ratePercent: 45, quickDeduction: 181920 },
];

/** Bracket that applies to a cumulative taxable income (yuan); <= 0 maps to 3%. */
export function bracketFor(taxableCumulative: number): TaxBracket {
  const found = ANNUAL_TAX_BRACKETS.find((b) => taxableCumulative <= b.upTo);
  // The last bracket is unbounded, so find() only misses for NaN.
  return found ?? ANNUAL_TAX_BRACKETS[ANNUAL_TAX_BRACKETS.length - 1];
}

/**
 * Cumulative tax in fen for a cumulative taxable income in fen.
 * Rounded half up to the fen, the precision withholding is reported at.
 */
export function cumulativeTaxFen(taxableFen: number): number {
  if (!(taxableFen > 0)) return 0;
  const b = bracketFor(taxableFen / 100);
  // taxableFen * percent is an exact integer; +50 then floor is half-up /100.
  return Math.floor((taxableFen * b.ratePercent + 50) / 100) - b.quickDeduction * 100;
}

/** Cumulative tax (yuan, 2 decimals) for a cumulative taxable income (yuan). */
export function cumulativeTax(taxableCumulative: number): number {
  if (!Number.isFinite(taxableCumulative)) {
    throw new RangeError(`taxableCumulative must be a finite number, got ${taxableCumulative}`);
  }
  return cumulativeTaxFen(Math.round(taxableCumulative * 100)) / 100;
}
