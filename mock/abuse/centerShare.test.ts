// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerOverview } from '../../src/contract/employerOverview.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26, item 16: a sub-account's quota cards on /enterprisecenter show its own share (what the main account
 * allotted it and what it used), not the company's pool; the main account still sees the pool.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const overview = async (token: string) => data<EmployerOverview>(await t.mock.call('GET', '/enterprise/overview', { token }));
const quota = (o: EmployerOverview, kind: string) => o.quotas.find((q) => q.kind === kind)!;

describe('the employer centre’s quotas', () => {
  it('a sub-account (刘洋: 150 refreshes, 42 used; 60 unlocks, 9 used) sees its own share', async () => {
    const own = await overview(await t.mock.login('13800000006'));
    expect(own.quotaScope).toBe('own');
    expect(quota(own, 'refresh')).toMatchObject({ granted: 150, used: 42 });
    expect(quota(own, 'unlock')).toMatchObject({ granted: 60, used: 9 });
  });

  it('the main account sees the company’s pool', async () => {
    const main = await overview(await t.enterprise());
    expect(main.quotaScope).toBe('company');
    expect(quota(main, 'refresh').granted).toBeGreaterThan(150);
  });
});
