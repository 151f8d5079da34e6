import type { CampusBatch, ClassYear, PermanentOfferChance } from '../../../src/dicts/zone.ts';
import type { Rng } from '../rng.ts';
import { FAMILY_MAJORS } from './content/campus.ts';
import type { JobFamily } from './content/families.ts';
import { DAY_MS, endOfDay, startOfDay, weighted } from './labels.ts';
import type { CampusRecord } from './types.ts';

/**
 * Campus posts (校招) are for the class of 2027 in the autumn rounds and 2026 in the spring and supplementary
 * rounds; internships run term-time or over the vacation. Application windows are offsets from the Db's
 * creation, so the calendar always has past, current and upcoming deadlines.
 */
export interface ApplyWindow {
  applyStart: number;
  applyDeadline: number;
}

/**
 * One window per employer and batch (all its posts in that batch share the 网申 dates), drawn on first use.
 * Returns a function of the window's key.
 */
export function applyWindows(rng: Rng, createdAt: number) {
  const windows = new Map<string, ApplyWindow>();
  return (key: string): ApplyWindow => {
    let window = windows.get(key);
    if (!window) {
      window = { applyStart: startOfDay(createdAt - rng.int(5, 50) * DAY_MS), applyDeadline: endOfDay(createdAt + rng.int(-12, 80) * DAY_MS) };
      windows.set(key, window);
    }
    return window;
  };
}

export function makeCampus(rng: Rng, family: JobFamily, kind: 'campus' | 'internship', windowOf: (batchKey: string) => ApplyWindow): CampusRecord {
  const majors = rng.chance(0.3) ? [] : rng.sample(FAMILY_MAJORS[family.key] ?? [], rng.int(1, 2));
  if (kind === 'campus') {
    const classYear: ClassYear = rng.chance(0.7) ? '2027' : '2026';
    const batch: CampusBatch = classYear === '2027' ? weighted(rng.next, ['early', 'main'] as const, [3, 7]) : weighted(rng.next, ['spring', 'supplementary'] as const, [6, 4]);
    return { kind, classYear, batch, majors, ...windowOf(`${classYear}:${batch}`), daysPerWeek: null, months: null, permanentOffer: null };
  }
  const permanentOffer: PermanentOfferChance = weighted(rng.next, ['high', 'possible', 'none'] as const, [35, 45, 20]);
  const classYear: ClassYear = rng.chance(0.75) ? '2027' : '2026';
  const batch: CampusBatch = rng.chance(0.7) ? 'dailyIntern' : 'vacationIntern';
  return {
    kind,
    classYear,
    batch,
    majors,
    ...windowOf(`${classYear}:${batch}`),
    daysPerWeek: weighted(rng.next, [2, 3, 4, 5], [5, 30, 35, 30]),
    months: rng.int(3, 6),
    permanentOffer,
  };
}
