import zhDict from '../../../src/dicts/zhLabels/index.ts';

/**
 * Small helpers of the seed generators: zh-CN dictionary labels for content written in Chinese (addresses,
 * about texts, notices), day arithmetic in Beijing time, weighted picks, and 统一社会信用代码 check characters.
 */
export type DictLabelId = keyof typeof zhDict;
export const zh = (id: DictLabelId): string => zhDict[id];

/** One day, the unit of most seed offsets. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seed's notional "today". Absolute dates inside texts (years in titles, founding dates) are computed from
 * it; every time a page compares with the clock (posted, refreshed, deadlines) is an offset from the Db's
 * creation instead, so "posted 3 days ago" stays true whenever the mock starts.
 */
export const SEED_EPOCH = Date.parse('2026-11-20T00:00:00+08:00');

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The last millisecond of the Beijing calendar day containing `ms` (deadlines end at 23:59:59). */
export const endOfDay = (ms: number) => ms - ((ms + BEIJING_OFFSET_MS) % DAY_MS) + DAY_MS - 1;
/** Midnight (Beijing time) starting the day containing `ms`. */
export const startOfDay = (ms: number) => ms - ((ms + BEIJING_OFFSET_MS) % DAY_MS);

/** Weighted choice: `weights[i]` is the relative chance of `items[i]`. */
export function weighted<T>(next: () => number, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = next() * total;
  for (let i = 0; i < items.length; i++) {
    roll -= weights[i];
    if (roll < 0) return items[i];
  }
  return items[items.length - 1];
}

/** A fast weighted picker for large lists (cumulative table + binary search). */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return (next: () => number): T => {
    const roll = next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > roll) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a 统一社会信用代码 (GB 32100-2015) from its first 17 characters. */
export function creditCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  const check = 31 - (sum % 31);
  return USCC_CHARS[check === 31 ? 0 : check];
}

export function isValidCreditCode(code: string): boolean {
  return /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) && creditCheckChar(code.slice(0, 17)) === code[17];
}

/** A plausible code: 91 (enterprise) + a district code of the city + a random organisation code + check. */
export function makeCreditCode(next: () => number, cityAdcode: string): string {
  const district = cityAdcode.slice(0, 4) + String(1 + Math.floor(next() * 12)).padStart(2, '0');
  let org = '';
  for (let i = 0; i < 9; i++) org += USCC_CHARS[Math.floor(next() * (i < 8 ? USCC_CHARS.length : 10))];
  const first17 = `91${district}${org}`;
  return first17 + creditCheckChar(first17);
}
