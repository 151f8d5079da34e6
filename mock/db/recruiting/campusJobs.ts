import type { CampusBatch, ClassYear, PermanentOfferChance } from '../../../src/dicts/zone.ts';
import type { Rng } from '../rng.ts';
import { FAMILY_MAJORS } from './content/campus.ts';
import type { JobFamily } from './content/families.ts';
import { DAY_MS, endOfDay, graduatingClass, inBeijing, startOfDay, weighted } from './labels.ts';
import type { CampusRecord } from './types.ts';

/**
 * Campus posts (校招) and internships are for the class that graduates next (in November 2026: 2027届), and
 * the rounds are the season's: 提前批/正式批 from July to December, 春招/补录 from January to June. Application
 * windows are offsets from the Db's creation, so the calendar always has past, current and upcoming deadlines.
 */
export interface ApplyWindow {
  applyStart: number;
  applyDeadline: number;
}

export interface CampusSeason {
  classYear: ClassYear;
  batches: readonly CampusBatch[];
  weights: readonly number[];
}

/** The class and the campus rounds running at `createdAt`. */
export function campusSeason(createdAt: number): CampusSeason {
  const classYear = graduatingClass(createdAt);
  const autumn = inBeijing(createdAt).month() >= 6;
  return autumn ? { classYear, batches: ['early', 'main'], weights: [3, 7] } : { classYear, batches: ['spring', 'supplementary'], weights: [6, 4] };
}

/** Days from now that a round's 网申 opens and closes: 提前批 is mostly over when 正式批 runs. */
const WINDOW_DAYS: Record<CampusBatch, { start: [number, number]; deadline: [number, number] }> = {
  early: { start: [-100, -60], deadline: [-25, 5] },
  main: { start: [-45, -5], deadline: [-5, 60] },
  spring: { start: [-45, -5], deadline: [-5, 60] },
  supplementary: { start: [-20, -5], deadline: [5, 40] },
  dailyIntern: { start: [-50, -5], deadline: [-12, 80] },
  vacationIntern: { start: [-30, -5], deadline: [5, 45] },
};

/**
 * One window per employer and batch (all its posts in that batch share the 网申 dates), drawn on first use.
 * Returns a function of the window's key and batch.
 */
export function applyWindows(rng: Rng, createdAt: number) {
  const windows = new Map<string, ApplyWindow>();
  return (key: string, batch: CampusBatch): ApplyWindow => {
    let window = windows.get(key);
    if (!window) {
      const { start, deadline } = WINDOW_DAYS[batch];
      window = { applyStart: startOfDay(createdAt + rng.int(...start) * DAY_MS), applyDeadline: endOfDay(createdAt + rng.int(...deadline) * DAY_MS) };
      windows.set(key, window);
    }
    return window;
  };
}

export function makeCampus(
  rng: Rng,
  family: JobFamily,
  kind: 'campus' | 'internship',
  season: CampusSeason,
  windowOf: (key: string, batch: CampusBatch) => ApplyWindow,
): CampusRecord {
  const majors = rng.chance(0.3) ? [] : rng.sample(FAMILY_MAJORS[family.key] ?? [], rng.int(1, 2));
  const { classYear } = season;
  if (kind === 'campus') {
    const batch = weighted(rng.next, season.batches, season.weights);
    return { kind, classYear, batch, majors, ...windowOf(`${classYear}:${batch}`, batch), daysPerWeek: null, months: null, permanentOffer: null };
  }
  const permanentOffer: PermanentOfferChance = weighted(rng.next, ['high', 'possible', 'none'] as const, [35, 45, 20]);
  const batch: CampusBatch = rng.chance(0.7) ? 'dailyIntern' : 'vacationIntern';
  return {
    kind,
    classYear,
    batch,
    majors,
    ...windowOf(`${classYear}:${batch}`, batch),
    daysPerWeek: weighted(rng.next, [2, 3, 4, 5], [5, 30, 35, 30]),
    months: rng.int(3, 6),
    permanentOffer,
  };
}
