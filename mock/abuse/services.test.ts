import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRequestCreated, ServiceRequestView } from '../../src/contract/services.ts';
import { MANAGER_QUOTE_MS } from '../../src/contract/serviceValues.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Service requests as a hostile client tries them (docs/API.md "Tenant rules › Service requests"): another
 * company's reference number is a 404 for every action, lists hold only one's own, visitors and seekers have no
 * list, a visitor's request belongs to no company, and the body cannot name a company or a status.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeEach(async () => {
  t = await startRecruitingMock();
});
afterEach(() => t.mock.close());

const OTHER_RECRUITER = '13800000004';
const body = (over: Record<string, unknown> = {}) => ({
  kind: 'rpo',
  company: '澄明光电',
  contact: '刘洋',
  mobile: '13912340001',
  role: '测试工程师',
  headcount: 2,
  city: '杭州',
  ...over,
});
const post = (b: Record<string, unknown>, token?: string) => t.mock.call('POST', '/services/requests', { body: b, json: true, token });

describe('service requests across tenants', () => {
  it("another company can neither read nor act on a company's request: every action is a 404", async () => {
    const owner = await t.enterprise();
    const { refNo } = data<ServiceRequestCreated>(await post(body(), owner));
    t.clock.now += MANAGER_QUOTE_MS;
    const other = await t.mock.login(OTHER_RECRUITER);
    const attempts = [
      t.mock.call('GET', `/services/requests/${refNo}`, { token: other }),
      t.mock.call('POST', `/services/requests/${refNo}/accept-quote`, { token: other }),
      t.mock.call('POST', `/services/requests/${refNo}/decline-quote`, { body: { reason: '恶意拒绝' }, json: true, token: other }),
      t.mock.call('POST', `/services/requests/${refNo}/withdraw`, { body: { reason: '恶意撤回' }, json: true, token: other }),
      t.mock.call('POST', `/services/requests/${refNo}/messages`, { body: { text: '你好' }, json: true, token: other }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect(data<Page<ServiceRequestView>>(await t.mock.call('GET', '/services/requests', { token: other })).total).toBe(0);
    // Untouched: still waiting for its own company's answer.
    const mine = data<ServiceRequestView>(await t.mock.call('GET', `/services/requests/${refNo}`, { token: owner }));
    expect(mine).toMatchObject({ status: 'quoted', closedReason: null });
    expect(mine.replies.every((r) => r.from === 'manager')).toBe(true);
  });

  it("a visitor's request belongs to no company: no company reads it, even one that types the same company name", async () => {
    await t.mock.call('POST', '/auth/sms', { body: { mobile: '13912340009' } });
    const { refNo } = data<ServiceRequestCreated>(await post(body({ mobile: '13912340009', smsCode: '123456' })));
    const company = await t.enterprise();
    expect((await t.mock.call('GET', `/services/requests/${refNo}`, { token: company })).status).toBe(404);
    expect((await t.mock.call('POST', `/services/requests/${refNo}/accept-quote`, { token: company })).status).toBe(404);
    expect(data<Page<ServiceRequestView>>(await t.mock.call('GET', '/services/requests', { token: company })).total).toBe(0);
  });

  it('visitors and seekers have no request list and no actions', async () => {
    expect((await t.mock.call('GET', '/services/requests')).status).toBe(401);
    const seeker = await t.seeker();
    expect((await t.mock.call('GET', '/services/requests', { token: seeker })).status).toBe(403);
    expect((await t.mock.call('POST', '/services/requests/FW202611220001/accept-quote', { token: seeker })).status).toBe(403);
  });

  it("the body cannot choose the owner or the state: extra fields are ignored, the record is the caller's and submitted", async () => {
    const owner = await t.enterprise();
    const res = await post(body({ companyId: 'c2', status: 'signed', quote: { totalYuan: 1 } }), owner);
    const view = data<ServiceRequestView>(await t.mock.call('GET', `/services/requests/${data<ServiceRequestCreated>(res).refNo}`, { token: owner }));
    expect(view).toMatchObject({ status: 'submitted', quote: null });
    const other = await t.mock.login(OTHER_RECRUITER);
    expect(data<Page<ServiceRequestView>>(await t.mock.call('GET', '/services/requests', { token: other })).total).toBe(0);
  });

  it('a dedup hit never hands one submitter the record of another: the same content from another company is its own record', async () => {
    const a = data<ServiceRequestCreated>(await post(body(), await t.enterprise()));
    const b = data<ServiceRequestCreated>(await post(body(), await t.mock.login(OTHER_RECRUITER)));
    expect(b.duplicate).toBe(false);
    expect(b.refNo).not.toBe(a.refNo);
    // A visitor replaying a company's body (same mobile) without a code gets no record either.
    expect((await post(body())).status).toBe(422);
  });

  it('garbage is a 4xx, never a 500', async () => {
    const token = await t.enterprise();
    for (const bad of [
      body({ kind: 'nope' }),
      body({ headcount: -1 }),
      body({ headcount: 1.5 }),
      body({ headcount: '3' }),
      body({ mobile: '123' }),
      body({ company: '<script>' + 'x'.repeat(100) }),
      body({ kind: 'dispatch', totalHeadcount: 0 }),
      body({ kind: 'staffing', startDate: '2026-13-45' }),
    ]) {
      const res = await post(bad, token);
      expect(res.status).toBe(422);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await t.mock.call('GET', '/services/requests/%E0%A4%A', { token })).status).toBe(400);
    expect((await t.mock.call('GET', '/services/requests?status=bogus', { token })).status).toBe(422);
  });
});
