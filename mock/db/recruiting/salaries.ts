import type { CityCode } from '../../../src/dicts/city.ts';
import type { Salary } from '../../../src/dicts/salary.ts';
import type { Rng } from '../rng.ts';
import type { JobFamily, Rung } from './content/families.ts';

/**
 * Pay that reads like real posts: a monthly range inside the band of the post's rung (scaled by city), paid the
 * family's usual number of months; interns by the day, part-timers by the hour.
 */
export type PostKind = 'fulltime' | 'campus' | 'internship' | 'hourly';

const TIER1: readonly CityCode[] = ['beijing', 'shanghai', 'shenzhen'];
const TIER2: readonly CityCode[] = ['hangzhou', 'guangzhou', 'suzhou', 'nanjing'];
/** Ladders are written for second-tier cities; first-tier cities pay more, the others less. */
export const cityPayFactor = (city: CityCode) => (TIER1.includes(city) ? 1.15 : TIER2.includes(city) ? 1 : 0.85);

/** A rung's monthly band in yuan for a city. */
export function payBand(rung: Rung, city: CityCode): [number, number] {
  const f = cityPayFactor(city) * 1000;
  return [rung.payK[0] * f, rung.payK[1] * f];
}

/** To the nearest 500 yuan: how posts write their K ranges (4.5-6K, 15-25K). */
const round500 = (yuan: number) => Math.round(yuan / 500) * 500;

function monthly(rng: Rng, family: JobFamily, rung: Rung, city: CityCode): Salary {
  const [lo, hi] = payBand(rung, city);
  const span = hi - lo;
  const from = lo + rng.next() * span * 0.5;
  const to = Math.min(hi, from + span * (0.3 + rng.next() * 0.4));
  const min = round500(from);
  return { min, max: Math.max(min + 500, round500(to)), unit: 'month', months: rng.pick(family.months) };
}

/** Interns' daily pay follows what the family pays its juniors. */
function daily(rng: Rng, rung: Rung): Salary {
  const top = rung.payK[1] >= 20 ? 400 : rung.payK[1] >= 12 ? 300 : 200;
  const min = rng.int(8, top / 10) * 10;
  const max = rng.chance(0.3) ? min : Math.min(top + 100, min + rng.pick([50, 100]));
  return { min, max, unit: 'day', months: 12 };
}

function hourly(rng: Rng, family: JobFamily): Salary {
  const [lo, hi] = family.hourly ?? [20, 30];
  const min = rng.int(lo, hi);
  return { min, max: rng.chance(0.5) ? min : min + rng.int(2, 8), unit: 'hour', months: 12 };
}

/** `rung` is the post's level (campus, intern and part-time posts use the family's first rung). */
export function makeSalary(rng: Rng, family: JobFamily, rung: Rung, kind: PostKind, city: CityCode): Salary {
  if (kind === 'internship') return daily(rng, rung);
  if (kind === 'hourly') return hourly(rng, family);
  return monthly(rng, family, rung, city);
}
