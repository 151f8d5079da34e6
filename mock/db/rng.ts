/**
 * Deterministic pseudo-random numbers (mulberry32), so the seed data is identical on every start and every
 * machine: tests and screenshots can rely on it.
 */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
    /** `count` distinct items, order kept stable by the rng. */
    sample: <T>(list: readonly T[], count: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;
