import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { provinceOf, type CityCode, type DistrictCode } from '../../../src/dicts/city.ts';
import { CLASS_YEAR_VALUES, type ClassYear } from '../../../src/dicts/zone.ts';
import zhDict from '../../../src/dicts/zhLabels/index.ts';
import { creditCheckChar } from '../../../src/contract/creditCode.ts';

/**
 * Small helpers of the seed generators: zh-CN dictionary labels for content written in Chinese (addresses,
 * about texts, notices), day arithmetic in Beijing time, weighted picks, and 统一社会信用代码 check characters.
 */
export type DictLabelId = keyof typeof zhDict;
export const zh = (id: DictLabelId): string => zhDict[id];

const places = new Map<string, string>();
/** 浙江省杭州市西湖区, 北京市海淀区: how a postal address starts (a municipality is not repeated). */
export function placeName(city: CityCode, district?: DistrictCode): string {
  const key = district ?? city;
  let place = places.get(key);
  if (place === undefined) {
    const province = zh(`dict.province.${provinceOf(city)}`);
    const cityName = `${zh(`dict.city.${city}`)}市`;
    places.set(key, (place = `${province === cityName ? '' : province}${cityName}${district ? zh(`dict.district.${district}`) : ''}`));
  }
  return place;
}

/** One day and one hour, the units of most seed offsets. */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/**
 * The seed's notional "today". Absolute dates inside texts (years in titles, founding dates) are computed from
 * it; every time a page compares with the clock (posted, refreshed, deadlines) is an offset from the Db's
 * creation instead, so "posted 3 days ago" stays true whenever the mock starts.
 */
export const SEED_EPOCH = Date.parse('2026-11-20T00:00:00+08:00');

/** Beijing time, whatever the server's zone: dates in notices, deadlines at 23:59:59, the class year. */
export const SEED_TZ = 'Asia/Shanghai';
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Asking the time-zone database is slow (Intl), and the seed needs thousands of day boundaries; Asia/Shanghai
 * has kept one offset with no daylight saving since 1991, so dayjs is asked once, for the offset and one
 * midnight, and every other day boundary is a whole number of days from that midnight.
 */
let zone: { offsetMinutes: number; midnight: number } | undefined;
function beijingZone() {
  if (!zone) {
    const epoch = dayjs(SEED_EPOCH).tz(SEED_TZ);
    zone = { offsetMinutes: epoch.utcOffset(), midnight: epoch.startOf('day').valueOf() };
  }
  return zone;
}

/** `ms` as a dayjs in Beijing time (for formatting and calendar fields). */
export const inBeijing = (ms: number) => dayjs(ms).utcOffset(beijingZone().offsetMinutes);
/** Midnight (Beijing time) starting the day containing `ms`. */
export function startOfDay(ms: number): number {
  const { midnight } = beijingZone();
  return midnight + Math.floor((ms - midnight) / DAY_MS) * DAY_MS;
}
/**
 * A moment `daysAgo` whole Beijing days before `now`, at an office hour (09:00–18:59) and minute that `salt` varies,
 * so seeded records are not all stamped at the seed's own minute; a fraction of a day ago is taken as it is. Never
 * after `now`.
 */
export function officeMoment(now: number, daysAgo: number, salt: number): number {
  if (daysAgo < 1) return now - daysAgo * DAY_MS;
  const s = Math.abs(Math.round(salt)) * 31;
  return Math.min(startOfDay(now - daysAgo * DAY_MS) + (9 + (s % 10)) * HOUR_MS + ((s * 7) % 60) * 60_000, now - 60_000);
}

/** A seeded record's steps ([state, days ago] from the first on) at office moments, in order (20 minutes apart at least on one day). */
export function officeHistory<S>(now: number, steps: ReadonlyArray<readonly [S, number]>, salt: number): Array<{ status: S; at: number }> {
  let previous = -Infinity;
  return steps.map(([status, days], k) => {
    const at = Math.min(Math.max(officeMoment(now, days, salt * 5 + k * 3), previous + 20 * 60_000), now - 60_000);
    previous = at;
    return { status, at };
  });
}

/** Whole days between two moments' Beijing dates: yesterday 23:50 is 1 day before today 00:10. */
export const calendarDaysAgo = (at: number, now: number) => Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);

/** The last millisecond of the Beijing calendar day containing `ms` (deadlines end at 23:59:59). */
export const endOfDay = (ms: number) => startOfDay(ms) + DAY_MS - 1;
const cnDates = new Map<number, string>();
/** 2026年11月22日 (notices print hundreds of dates over a few hundred days: each day is formatted once). */
export function cnDate(ms: number): string {
  const day = startOfDay(ms);
  let text = cnDates.get(day);
  if (text === undefined) cnDates.set(day, (text = inBeijing(day).format('YYYY年M月D日')));
  return text;
}

/**
 * The class that graduates next (毕业届别): students finish in June/July, so from July on campus hiring is for
 * next year's class (in November 2026: 2027届). Clamped to the classes the dictionary offers.
 */
export function graduatingClass(ms: number): ClassYear {
  const d = inBeijing(ms);
  const year = String(d.year() + (d.month() >= 6 ? 1 : 0));
  return CLASS_YEAR_VALUES.find((y) => y === year) ?? (year < CLASS_YEAR_VALUES[0] ? CLASS_YEAR_VALUES[0] : CLASS_YEAR_VALUES[CLASS_YEAR_VALUES.length - 1]);
}

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

/** Characters of the organisation code (the code's alphabet). */
const ORG_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/**
 * A plausible code: the registering authority and kind (91 enterprise, 12 事业单位, 51/52/53 社会组织), a
 * district code of the city, a random organisation code and the check character.
 */
export function makeCreditCode(next: () => number, cityAdcode: string, prefix = '91'): string {
  const district = cityAdcode.slice(0, 4) + String(1 + Math.floor(next() * 12)).padStart(2, '0');
  let org = '';
  for (let i = 0; i < 9; i++) org += ORG_CHARS[Math.floor(next() * (i < 8 ? ORG_CHARS.length : 10))];
  const first17 = `${prefix}${district}${org}`;
  return first17 + creditCheckChar(first17);
}
