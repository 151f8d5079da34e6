import type { CityCode } from '../../../src/dicts/city.ts';
import type { Experience } from '../../../src/dicts/job.ts';
import type { Salary } from '../../../src/dicts/salary.ts';
import type { Rng } from '../rng.ts';
import type { JobFamily } from './content/families.ts';

/** Pay that reads like real posts: by family, experience and city; interns by the day, gig staff by the hour. */
export type PostKind = 'fulltime' | 'campus' | 'internship' | 'hourly';

const EXPERIENCE_FACTOR: Record<Experience, number> = {
  any: 0.9, student: 0.5, fresh: 0.6, below1: 0.65, '1-3': 0.8, '3-5': 1, '5-10': 1.35, above10: 1.7,
};
const TIER1: readonly CityCode[] = ['beijing', 'shanghai', 'shenzhen'];
const TIER2: readonly CityCode[] = ['hangzhou', 'guangzhou', 'suzhou', 'nanjing'];
const cityFactor = (city: CityCode) => (TIER1.includes(city) ? 1.15 : TIER2.includes(city) ? 1.02 : 0.85);

/** To the nearest 500 yuan, never below 3,000. */
const roundMonthly = (yuan: number) => Math.max(3000, Math.round(yuan / 500) * 500);

function monthly(rng: Rng, family: JobFamily, experience: Experience, city: CityCode): Salary {
  const [lo, hi] = family.payK;
  const base = (lo + rng.next() * (hi - lo)) * 1000 * EXPERIENCE_FACTOR[experience] * cityFactor(city);
  const min = roundMonthly(base * 0.85);
  const max = roundMonthly(min * (1.3 + rng.next() * 0.5));
  const wellPaid = family.category === 'tech' || family.category === 'product' || family.key === 'investment';
  const months = wellPaid ? rng.pick([12, 13, 13, 14, 14, 15, 16]) : rng.pick([12, 12, 12, 13, 13, 14]);
  return { min, max, unit: 'month', months };
}

function daily(rng: Rng, family: JobFamily): Salary {
  const top = family.payK[1] >= 25 ? 400 : family.payK[1] >= 15 ? 300 : 200;
  const min = rng.int(8, top / 10) * 10;
  const max = rng.chance(0.3) ? min : Math.min(top + 100, min + rng.pick([50, 100]));
  return { min, max, unit: 'day', months: 12 };
}

function hourly(rng: Rng, family: JobFamily): Salary {
  const [lo, hi] = family.hourly ?? [20, 30];
  const min = rng.int(lo, hi);
  return { min, max: rng.chance(0.5) ? min : min + rng.int(2, 8), unit: 'hour', months: 12 };
}

export function makeSalary(rng: Rng, family: JobFamily, kind: PostKind, experience: Experience, city: CityCode): Salary {
  if (kind === 'internship') return daily(rng, family);
  if (kind === 'hourly') return hourly(rng, family);
  return monthly(rng, family, experience, city);
}
