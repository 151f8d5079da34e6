// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UnionUser } from '../../src/contract/auth.ts';
import type { OwnCompany } from '../../src/contract/companyProfile.ts';
import { creditCheckChar } from '../../src/contract/creditCode.ts';
import type { Membership } from '../../src/contract/membership.ts';
import type { TeamView } from '../../src/contract/subAccounts.ts';
import { DEMO_COMPANY_ID } from '../db/accounts.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * A hostile sub-account against the money and the company (docs/API.md, "Tenant rules"): the main account keeps
 * the plans, orders, payments, invoices, the company profile and certification, and the team; a sub-account
 * sees its own share and uses. Every refusal is a 403 `MAIN_ACCOUNT_ONLY` with the reason, before the body is
 * read or the id looked up, and changes nothing.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const SUB_MOBILE = '13800000006';
const sub = () => t.mock.login(SUB_MOBILE);
const post = (token: string, path: string, body?: Record<string, unknown>) => t.mock.call('POST', path, { token, body, json: true });
const membership = async (token: string) => data<Membership>(await t.mock.call('GET', '/enterprise/membership', { token }));
const PLANS_REASON = '套餐、订单、支付和发票由公司主账号管理，子账号不能办理：请联系主账号';
const COMPANY_REASON = '企业资料和企业认证由公司主账号管理，子账号不能修改：请联系主账号';
const TEAM_REASON = '只有主账号可以管理子账号';

/** A 403 MAIN_ACCOUNT_ONLY with this reason. */
function expectMainOnly(res: { status: number; body: { errorCode?: string; errorMessage?: string } }, reason: string, what: string) {
  expect([what, res.status, res.body.errorCode, res.body.errorMessage]).toEqual([what, 403, 'MAIN_ACCOUNT_ONLY', reason]);
}

/** The main account's unpaid order (an upgrade to 旗舰版) and its paid seeded one. */
async function mainOrders(main: string) {
  const placed = data<Membership>(await post(main, '/enterprise/orders', { plan: 'flagship', term: 'month' }));
  return { unpaid: placed.orders.find((o) => o.status === 'unpaid')!.id, paid: placed.orders.find((o) => o.status === 'paid')!.id };
}

const VALID = {
  order: { plan: 'flagship', term: 'year' },
  pay: { channel: 'wechat' },
  invoice: { title: '聚才示范科技有限公司', taxNo: '91330106MA2G12345' + creditCheckChar('91330106MA2G12345'), email: 'attacker@example.com' },
};

describe('a sub-account and the money', () => {
  it('cannot order, pay, cancel or ask for an invoice — whatever the body, the id or the order', async () => {
    const main = await t.enterprise();
    const { unpaid, paid } = await mainOrders(main);
    const before = await membership(main);
    const token = await sub();
    expectMainOnly(await post(token, '/enterprise/orders', VALID.order), PLANS_REASON, 'order');
    expectMainOnly(await post(token, '/enterprise/orders', { plan: 'nope' }), PLANS_REASON, 'order, invalid body (no 422 telling the fields)');
    for (const id of [unpaid, paid, 'OD999999', '%zz'.replace('%', 'x')]) {
      expectMainOnly(await post(token, `/enterprise/orders/${id}/pay`, VALID.pay), PLANS_REASON, `pay ${id}`);
      expectMainOnly(await post(token, `/enterprise/orders/${id}/cancel`), PLANS_REASON, `cancel ${id}`);
      expectMainOnly(await post(token, `/enterprise/orders/${id}/invoice`, VALID.invoice), PLANS_REASON, `invoice ${id}`);
    }
    // Form-encoded bodies, HEAD and the other methods change nothing either.
    expectMainOnly(await t.mock.call('POST', `/enterprise/orders/${unpaid}/pay`, { token, body: VALID.pay }), PLANS_REASON, 'pay, form body');
    expect((await t.mock.call('PUT', `/enterprise/orders/${unpaid}/pay`, { token, body: VALID.pay, json: true })).status).toBe(405);
    const after = await membership(main);
    expect(after.orders).toEqual(before.orders);
    expect(after.plan).toBe(before.plan);
  });

  it('reads the plan and the quotas, but no order, no amount, no tax number and no invoice e-mail', async () => {
    const main = await t.enterprise();
    await mainOrders(main);
    const mainView = await membership(main);
    expect(mainView.orders.length).toBe(2);
    const res = await t.mock.call('GET', '/enterprise/membership', { token: await sub() });
    const own = data<Membership>(res);
    expect(own).toMatchObject({ plan: mainView.plan, status: mainView.status, quotas: mainView.quotas, orders: [] });
    const text = JSON.stringify(res.body);
    for (const secret of ['finance@jucai-demo.example', mainView.orders[1].invoice!.taxNo, ...mainView.orders.map((o) => o.id)])
      expect(text).not.toContain(secret);
  });

  it('sees its own uses in the log (what it used of its share), not the company’s', async () => {
    const token = await sub();
    const own = await membership(token);
    expect(own.usage.length).toBe(42 + 9);
    expect(own.usage.every((u) => u.note.endsWith('（刘洋）') && u.delta < 0)).toBe(true);
    expect(own.usage.filter((u) => u.kind === 'refresh')).toHaveLength(42);
    expect(own.usage.filter((u) => u.kind === 'unlock')).toHaveLength(9);
    // The main account sees every use (the latest hundred), his among them.
    const all = await membership(await t.enterprise());
    expect(all.usage).toHaveLength(100);
    expect(all.usage.filter((u) => u.note.endsWith('（刘洋）')).length).toBeGreaterThan(0);
    expect(all.usage.filter((u) => !u.note.endsWith('（刘洋）')).length).toBeGreaterThan(50);
    // A new use of his shows in his log at once.
    const job = t
      .db()
      .recruiting.companyById.get(DEMO_COMPANY_ID)!
      .jobIds.map((id) => t.db().recruiting.jobById.get(id)!)
      .find((j) => t.isOpen(j) && j.review === 'approved')!;
    expect((await post(token, `/enterprise/jobs/${job.id}/refresh`)).status).toBe(200);
    const next = await membership(token);
    expect(next.usage[0]).toMatchObject({ kind: 'refresh', delta: -1, note: `${job.title}（刘洋）` });
  });
});

describe('a sub-account and the company', () => {
  it('reads the company profile and certification, but cannot change the profile or send a certification', async () => {
    const token = await sub();
    const company = data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token }));
    expect(company).toMatchObject({ id: DEMO_COMPANY_ID, certification: { status: 'verified' } });
    const profile = { ...company.profile!, shortName: '被子账号改了', about: '子账号想改公司简介：'.repeat(5) };
    expectMainOnly(await t.mock.call('PUT', '/enterprise/company', { token, body: profile, json: true }), COMPANY_REASON, 'profile');
    expectMainOnly(await t.mock.call('PUT', '/enterprise/company', { token, body: {}, json: true }), COMPANY_REASON, 'profile, empty body');
    const licence = data<{ path: string }>(
      await post(token, '/uploads', {
        fileName: 'licence.png',
        contentType: 'image/png',
        data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64'),
      }),
    );
    expectMainOnly(
      await post(token, '/enterprise/company/certification', { legalName: company.name, creditCode: '91330106MA2GXXXX1X', licence: licence.path }),
      COMPANY_REASON,
      'certification',
    );
    const after = data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token: await t.enterprise() }));
    expect(after.profile).toEqual(company.profile);
    expect(after.certification).toEqual(company.certification);
  });

  it('cannot manage the team: not add, not allot (not even to itself), not stop or restart anyone', async () => {
    const main = await t.enterprise();
    const team = data<TeamView>(await t.mock.call('GET', '/enterprise/members', { token: main }));
    const liu = team.members[0];
    const token = await sub();
    expectMainOnly(await post(token, '/enterprise/members', { name: '周敏', mobile: '13912340001', title: '招聘专员' }), TEAM_REASON, 'add');
    expectMainOnly(
      await t.mock.call('PUT', `/enterprise/members/${liu.id}/allotment`, {
        token,
        body: { refresh: 100_000, unlock: 100_000, pin: null, urgent: null },
        json: true,
      }),
      TEAM_REASON,
      'allot to itself',
    );
    for (const action of ['disable', 'enable']) {
      expectMainOnly(await post(token, `/enterprise/members/${liu.id}/${action}`), TEAM_REASON, `${action} itself`);
      expectMainOnly(await post(token, `/enterprise/members/u2/${action}`), TEAM_REASON, `${action} the main account`);
    }
    expect(data<TeamView>(await t.mock.call('GET', '/enterprise/members', { token: main }))).toEqual(team);
  });

  it('a job seeker on the same routes is refused for its role (403 FORBIDDEN)', async () => {
    const seeker = await t.seeker();
    for (const [path, body] of [
      ['/enterprise/orders', VALID.order],
      ['/enterprise/orders/OD000000/invoice', VALID.invoice],
      ['/enterprise/company/certification', {}],
    ] as const) {
      const res = await post(seeker, path, body);
      expect([path, res.status, res.body.errorCode, res.body.errorMessage]).toEqual([path, 403, 'FORBIDDEN', '该功能仅对企业招聘者开放']);
    }
  });
});

describe('the main account keeps all of it', () => {
  it('orders, pays, asks for an invoice, edits the profile and manages the team as before', async () => {
    const main = await t.enterprise();
    const { unpaid } = await mainOrders(main);
    const paid = data<Membership>(await post(main, `/enterprise/orders/${unpaid}/pay`, VALID.pay));
    expect(paid.plan).toBe('flagship');
    const invoiced = data<Membership>(await post(main, `/enterprise/orders/${unpaid}/invoice`, { ...VALID.invoice, email: 'finance@jucai-demo.example' }));
    expect(invoiced.orders.find((o) => o.id === unpaid)!.invoice).toMatchObject({ email: 'finance@jucai-demo.example' });
    const company = data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token: main }));
    expect((await t.mock.call('PUT', '/enterprise/company', { token: main, body: { ...company.profile!, shortName: '聚才示范' }, json: true })).status).toBe(
      200,
    );
    expect((await post(main, '/enterprise/members', { name: '周敏', mobile: '13912340001', title: '招聘专员' })).status).toBe(200);
  });
});

describe('the signed-in user says which account it is', () => {
  it('sign-in and /auth/current carry accountType and companyCertified, computed at each answer', async () => {
    const current = async (token: string) => data<UnionUser>(await t.mock.call('GET', '/auth/current', { token }));
    const signIn = async (mobile: string) =>
      data<{ user: UnionUser }>(await t.mock.call('POST', '/auth/login', { body: { type: 'password', mobile, password: 'Jucai@2026' } })).user;
    expect(await signIn('13800000002')).toMatchObject({ role: 'enterprise', accountType: 'main', companyCertified: true });
    expect(await signIn(SUB_MOBILE)).toMatchObject({ role: 'enterprise', accountType: 'sub', companyCertified: true });
    expect(await signIn('13800000005')).toMatchObject({ role: 'enterprise', accountType: 'main', companyCertified: false });
    expect(await signIn('13800000001')).toMatchObject({ role: 'seeker', accountType: null, companyCertified: false });
    // A new recruiter, before and after choosing the role: a company not on the platform yet is not certified.
    const fresh = await t.mock.signInBySms('13912349999');
    expect(await current(fresh)).toMatchObject({ role: null, accountType: null, companyCertified: false });
    const perfect = data<UnionUser>(
      await post(fresh, '/auth/perfect', {
        role: 'enterprise',
        name: '孙丽',
        title: '招聘经理',
        email: 'sun@example.com',
        companyName: '杭州新起点科技有限公司',
      }),
    );
    expect(perfect).toMatchObject({ role: 'enterprise', accountType: 'main', companyCertified: false });
    // A sub-account the main account adds is one from its first sign-in.
    await post(await t.enterprise(), '/enterprise/members', { name: '周敏', mobile: '13912340001', title: '招聘专员' });
    expect(await current(await t.mock.signInBySms('13912340001'))).toMatchObject({ accountType: 'sub', companyCertified: true });
  });
});
