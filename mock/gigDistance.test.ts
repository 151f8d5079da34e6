// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageResult } from '../src/contract/envelope.ts';
import type { GigCard } from '../src/contract/gig.ts';
import { data, START, startRecruitingMock } from './test/recruiting.ts';

/**
 * The distance a gig card says agrees with the one the search filters and sorts by (docs/API.md "Gig work":
 * a 在家可做 gig is 0 km away). Found on /hourlyworker: "nearest first" listed work-from-home gigs first (0 km
 * to the sort) while their cards said 7 km, above a gig 600 m away.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => {
  t.clock.now = START;
  t.mock.api.reset();
});

describe('a gig card’s distance', () => {
  it('is the one the search sorts by: nearest first reads in order, a work-from-home gig is 0 km', async () => {
    const res = await t.mock.call('GET', '/gigs?city=hangzhou&from=hangzhou-gongshu&sort=nearest&pageSize=50');
    const page = data<PageResult<GigCard>>(res);
    expect(page.list.some((g) => g.remote)).toBe(true);
    const distances = page.list.map((g) => g.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const gig of page.list.filter((g) => g.remote)) expect(gig.distanceKm, gig.title).toBe(0);
  });
  it('keeps within its radius: every card of a 5 km search says 5 km or less', async () => {
    const res = await t.mock.call('GET', '/gigs?from=hangzhou-gongshu&within=5&pageSize=50');
    const page = data<PageResult<GigCard>>(res);
    expect(page.list.length).toBeGreaterThan(0);
    for (const gig of page.list) expect(gig.distanceKm, gig.title).toBeLessThanOrEqual(5);
  });
});
