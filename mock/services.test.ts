import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '../src/contract/notification.ts';
import type { ServiceCatalogue, ServiceRequestCreated, ServiceRequestView } from '../src/contract/services.ts';
import { DELIVERY_DAYS, MANAGER_DELIVER_MS, MANAGER_QUOTE_MS, SERVICE_DEDUP_MS } from '../src/contract/serviceValues.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

/** HR-service requests (docs/API.md "HR services"): the state machine, the dispatch rules, idempotency, visitors' SMS. */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeEach(async () => {
  t = await startRecruitingMock();
});
afterEach(() => t.mock.close());

const DAY = 24 * 3600 * 1000;
const rpo = (over: Record<string, unknown> = {}) => ({
  kind: 'rpo',
  company: '澄明光电',
  contact: '刘洋',
  mobile: '13912340001',
  role: 'Java 工程师',
  headcount: 3,
  city: '杭州',
  ...over,
});
const dispatch = (over: Record<string, unknown> = {}) =>
  rpo({
    kind: 'dispatch',
    role: '仓库理货员',
    headcount: 5,
    startDate: '2026-12-01',
    totalHeadcount: 100,
    positionKind: 'temporary',
    durationMonths: 4,
    contractYears: 2,
    ...over,
  });
const staffing = (over: Record<string, unknown> = {}) =>
  rpo({ kind: 'staffing', role: '分拣员', headcount: 8, startDate: '2026-12-01', shiftPattern: 'day', ...over });

const post = (body: Record<string, unknown>, token?: string) => t.mock.call('POST', '/services/requests', { body, json: true, token });
const fieldsOf = (res: { body: { errors?: Array<{ field: string; message: string }> } }) =>
  Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));

describe('the catalogue', () => {
  it('lists the seven services with client, scope, SLA and price basis, and both licences with their numbers', async () => {
    const res = await t.mock.call('GET', '/services/catalogue');
    const catalogue = data<ServiceCatalogue>(res);
    expect(catalogue.services.map((s) => s.code)).toEqual(['rpo', 'dispatch', 'outsourcing', 'flexible', 'payroll', 'socialInsurance', 'backgroundCheck']);
    for (const s of catalogue.services) for (const key of ['suits', 'scope', 'sla', 'price'] as const) expect(s[key].length).toBeGreaterThan(5);
    expect(catalogue.licences.find((l) => l.kind === 'dispatch')?.number).toBe('浙杭劳派202600001');
  });
});

describe('the state machine', () => {
  it('submitted → accepted → quoted (a manager reply and a notice each) → signed on accept → delivering → completed', async () => {
    const token = await t.enterprise();
    const sent = data<ServiceRequestCreated>(await post(rpo(), token));
    expect(sent.refNo).toMatch(/^FW\d{8}\d{4}$/);
    expect(sent.status).toBe('submitted');
    const get = async () => data<ServiceRequestView>(await t.mock.call('GET', `/services/requests/${sent.refNo}`, { token }));
    expect((await get()).status).toBe('submitted');

    t.clock.now += MANAGER_QUOTE_MS;
    const quoted = await get();
    expect(quoted.timeline.map((s) => s.status)).toEqual(['submitted', 'accepted', 'quoted']);
    expect(quoted.quote).toMatchObject({ basis: 'percentOfAnnualPay', unitPrice: 20, quantity: 3, totalYuan: 3 * 8000 * 12 * 0.2, decision: 'pending' });
    expect(quoted.replies.filter((r) => r.from === 'manager')).toHaveLength(2);

    const notices = data<Page<NotificationView>>(await t.mock.call('GET', '/notifications?pageSize=50', { token })).list;
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining(['服务需求已提交', '服务报价已送达']));
    expect(notices.find((n) => n.title === '服务报价已送达')?.link).toBe(`/handsWant?ref=${sent.refNo}`);

    const signed = data<ServiceRequestView>(await t.mock.call('POST', `/services/requests/${sent.refNo}/accept-quote`, { token }));
    expect(signed.status).toBe('signed');
    expect(signed.quote?.decision).toBe('accepted');
    // Accepting twice is a state conflict, not a second contract.
    const again = await t.mock.call('POST', `/services/requests/${sent.refNo}/accept-quote`, { token });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('SERVICE_REQUEST_STATE');

    t.clock.now += MANAGER_DELIVER_MS;
    expect((await get()).status).toBe('delivering');
    t.clock.now += DELIVERY_DAYS * DAY;
    // A month later the session has ended: the company signs in again.
    const later = await t.enterprise();
    const done = data<ServiceRequestView>(await t.mock.call('GET', `/services/requests/${sent.refNo}`, { token: later }));
    expect(done.status).toBe('completed');
  });

  it('a declined quote closes the request with the reason; it cannot be accepted afterwards', async () => {
    const token = await t.enterprise();
    const { refNo } = data<ServiceRequestCreated>(await post(rpo(), token));
    // Too early: nothing to decline yet.
    expect((await t.mock.call('POST', `/services/requests/${refNo}/decline-quote`, { body: { reason: '预算不足' }, json: true, token })).status).toBe(409);
    t.clock.now += MANAGER_QUOTE_MS;
    const declined = data<ServiceRequestView>(
      await t.mock.call('POST', `/services/requests/${refNo}/decline-quote`, { body: { reason: '预算不足' }, json: true, token }),
    );
    expect(declined).toMatchObject({ status: 'closed', closedReason: '拒绝报价：预算不足' });
    expect(declined.quote?.decision).toBe('declined');
    expect((await t.mock.call('POST', `/services/requests/${refNo}/accept-quote`, { token })).status).toBe(409);
  });

  it('withdrawing works until signing, not after', async () => {
    const token = await t.enterprise();
    const a = data<ServiceRequestCreated>(await post(rpo(), token));
    const w = await t.mock.call('POST', `/services/requests/${a.refNo}/withdraw`, { body: { reason: '需求取消' }, json: true, token });
    expect(data<ServiceRequestView>(w).status).toBe('closed');
    const b = data<ServiceRequestCreated>(await post(rpo({ headcount: 4 }), token));
    t.clock.now += MANAGER_QUOTE_MS;
    await t.mock.call('POST', `/services/requests/${b.refNo}/accept-quote`, { token });
    expect((await t.mock.call('POST', `/services/requests/${b.refNo}/withdraw`, { body: { reason: '需求取消' }, json: true, token })).status).toBe(409);
  });

  it('a staffing request is matched to gig, dispatch, outsourcing or RPO by its length and size', async () => {
    const token = await t.enterprise();
    const match = async (over: Record<string, unknown>) => data<ServiceRequestCreated>(await post(staffing(over), token));
    const gig = await match({ endDate: '2026-12-07' });
    expect(gig.matched).toBe('gig');
    expect(gig.gigSuggestion).toEqual({ title: '分拣员', headcount: 8, startDate: '2026-12-01', endDate: '2026-12-07' });
    expect((await match({ endDate: '2027-03-31' })).matched).toBe('dispatch');
    expect((await match({ headcount: 40 })).matched).toBe('outsourcing');
    expect((await match({ headcount: 2 })).matched).toBe('rpo');
  });
});

describe('the dispatch rules', () => {
  it('refuses 30 dispatched staff for a company of 100 with a 422 saying why on the headcount field', async () => {
    const token = await t.enterprise();
    const res = await post(dispatch({ headcount: 30 }), token);
    expect(res.status).toBe(422);
    expect(fieldsOf(res).headcount).toBe('被派遣劳动者不得超过用工总量的 10%：用工总量 100 人最多使用 10 名，本次申请 30 名超出 20 名');
    // Ten is the limit itself; with 4 already used, 7 more is over.
    expect((await post(dispatch({ headcount: 10 }), token)).status).toBe(200);
    expect(fieldsOf(await post(dispatch({ headcount: 7, currentDispatched: 4 }), token)).headcount).toContain('已使用 4 名，尚可 6 名');
  });

  it('refuses core positions, temporary ones over 6 months and agency contracts under 2 years', async () => {
    const token = await t.enterprise();
    expect(fieldsOf(await post(dispatch({ positionKind: 'core' }), token)).positionKind).toContain('临时性、辅助性或替代性');
    expect(fieldsOf(await post(dispatch({ durationMonths: 7 }), token)).durationMonths).toContain('不超过 6 个月');
    expect((await post(dispatch({ positionKind: 'auxiliary', durationMonths: 24 }), token)).status).toBe(200);
    expect(fieldsOf(await post(dispatch({ contractYears: 1 }), token)).contractYears).toContain('2 年以上');
    const missing = fieldsOf(await post(dispatch({ totalHeadcount: undefined, positionKind: undefined }), token));
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(['totalHeadcount', 'positionKind']));
  });

  it('refuses a start date in the past', async () => {
    const token = await t.enterprise();
    expect(fieldsOf(await post(dispatch({ startDate: '2026-01-01' }), token)).startDate).toBe('开始日期不能早于今天');
  });
});

describe('idempotency', () => {
  it('the same request twice within a minute is one record; after a minute, or changed, it is a new one', async () => {
    const token = await t.enterprise();
    const first = data<ServiceRequestCreated>(await post(rpo(), token));
    const second = data<ServiceRequestCreated>(await post(rpo(), token));
    expect(second).toMatchObject({ refNo: first.refNo, duplicate: true });
    const list = () => t.mock.call('GET', '/services/requests', { token }).then((r) => data<Page<ServiceRequestView>>(r).total);
    expect(await list()).toBe(1);
    expect(data<ServiceRequestCreated>(await post(rpo({ headcount: 4 }), token)).refNo).not.toBe(first.refNo);
    t.clock.now += SERVICE_DEDUP_MS;
    expect(data<ServiceRequestCreated>(await post(rpo(), token)).duplicate).toBe(false);
    expect(await list()).toBe(3);
  });

  it("a visitor's repeat with the same code is the same record, not a spent-code refusal", async () => {
    await t.mock.call('POST', '/auth/sms', { body: { mobile: '13912340001' } });
    const first = data<ServiceRequestCreated>(await post(rpo({ smsCode: '123456' })));
    const second = await post(rpo({ smsCode: '123456' }));
    expect(second.status).toBe(200);
    expect(data<ServiceRequestCreated>(second)).toMatchObject({ refNo: first.refNo, duplicate: true });
  });
});

describe('visitors', () => {
  it('need an SMS-verified mobile: no code, no code sent, a wrong code are refused on the smsCode field', async () => {
    expect(fieldsOf(await post(rpo())).smsCode).toContain('短信验证码');
    const unsent = await post(rpo({ smsCode: '123456' }));
    expect(unsent.status).toBe(422);
    expect(unsent.body.errorCode).toBe('SERVICE_SMS_CODE');
    await t.mock.call('POST', '/auth/sms', { body: { mobile: '13912340001' } });
    expect(fieldsOf(await post(rpo({ smsCode: '000000' }))).smsCode).toContain('验证码错误');
    const ok = data<ServiceRequestCreated>(await post(rpo({ smsCode: '123456' })));
    expect(ok.followUp).toContain('139****0001');
    expect(ok.followUp).toContain(ok.refNo);
    // The code is spent: a different request with it is refused.
    expect((await post(rpo({ headcount: 9, smsCode: '123456' }))).status).toBe(422);
  });

  it('a signed-in seeker is a visitor too', async () => {
    const token = await t.seeker();
    expect(fieldsOf(await post(rpo(), token)).smsCode).toBeDefined();
  });
});
