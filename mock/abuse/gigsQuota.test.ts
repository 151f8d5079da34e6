// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Membership } from '../../src/contract/membership.ts';
import { PLAN_QUOTAS } from '../../src/contract/membershipValues.ts';
import type { OwnGigView } from '../../src/contract/gig.ts';
import { gigBody, gigHelpers } from '../test/gigs.ts';
import { certify, createCompanyPage, freshCreditCode, signUpEmployer } from '../test/newEmployer.ts';
import { data, START, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Gigs count against the company's plan like job posts (docs/API.md, "Tenant rules" → "Gig quota"): a level of
 * gigs in review or taking sign-ups at once (`gigs`); the next one is refused with the job posts' QUOTA_EXHAUSTED
 * and nothing is made; a closed gig gives its place back; the plan page shows the count.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
let h: ReturnType<typeof gigHelpers>;
beforeAll(async () => {
  t = await startRecruitingMock();
  h = gigHelpers(t);
});
afterAll(() => t.mock.close());
beforeEach(() => {
  t.clock.now = START;
  t.mock.api.reset();
});

const gigQuota = async (token: string) => data<Membership>(await t.mock.call('GET', '/enterprise/membership', { token })).quotas.find((q) => q.kind === 'gigs');

describe('the gig quota', () => {
  it('a new company on the free plan posts its free gigs, then is refused with QUOTA_EXHAUSTED; closing one frees a place', async () => {
    const token = await signUpEmployer(t, '13912500001', '澄明光电科技有限公司');
    await createCompanyPage(t, token);
    await certify(t, token, '澄明光电科技有限公司', freshCreditCode(5001));
    const free = PLAN_QUOTAS.free.gigs;
    expect(free).toBeGreaterThan(0);
    expect(await gigQuota(token)).toMatchObject({ granted: free, used: 0 });
    const posted: OwnGigView[] = [];
    for (let i = 0; i < free; i++) posted.push(await h.postGig(token, { title: `展会现场协助${i + 1}` }));
    expect((await gigQuota(token))!.used).toBe(free);

    const before = t.db().gigs.gigs.size;
    const refused = await t.mock.call('POST', '/enterprise/gigs', { token, json: true, body: gigBody({ title: '仓库分拣员' }) });
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'QUOTA_EXHAUSTED']);
    expect(refused.body.errorMessage).toContain('零工');
    expect(t.db().gigs.gigs.size).toBe(before);

    expect((await h.post(token, `/enterprise/gigs/${posted[0].id}/close`)).status).toBe(200);
    expect((await gigQuota(token))!.used).toBe(free - 1);
    expect((await t.mock.call('POST', '/enterprise/gigs', { token, json: true, body: gigBody({ title: '仓库分拣员' }) })).status).toBe(200);
  });

  it('job posts and gigs are counted apart: the demo company on 专业版 has both', async () => {
    const token = await t.enterprise();
    const quota = await gigQuota(token);
    expect(quota!.granted).toBe(PLAN_QUOTAS.pro.gigs);
    expect(quota!.used).toBeLessThanOrEqual(quota!.granted);
  });
});
