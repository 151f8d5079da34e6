// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamView } from '../src/contract/subAccounts.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const team = async (token: string) => data<TeamView>(await t.mock.call('GET', '/enterprise/members', { token }));
const add = (token: string, body: Record<string, unknown>) => t.mock.call('POST', '/enterprise/members', { token, body, json: true });
const allot = (token: string, id: string, body: Record<string, unknown>) =>
  t.mock.call('PUT', `/enterprise/members/${id}/allotment`, { token, body, json: true });
const none = { refresh: null, unlock: null, pin: null, urgent: null };

describe('sub-accounts', () => {
  it('the demo company has 刘洋 with a share of refreshes and unlocks; a sub-account sees only itself and cannot manage', async () => {
    const main = await team(await t.enterprise());
    expect(main).toMatchObject({ canManage: true, seats: { granted: 5, used: 1 } });
    expect(main.members[0]).toMatchObject({
      name: '刘洋',
      title: 'HR 专员',
      mobileMasked: '138****0006',
      status: 'active',
      quotas: { refresh: { allotted: 150, used: 42 }, pin: { allotted: null } },
    });
    expect(main.pool.refresh.allotted).toBe(150);
    const liu = await t.mock.login('13800000006');
    const own = await team(liu);
    expect(own.canManage).toBe(false);
    expect(own.members.map((m) => m.name)).toEqual(['刘洋']);
    expect((await add(liu, { name: '周敏', mobile: '13912340001', title: '招聘专员' })).status).toBe(403);
    expect((await t.mock.call('GET', '/enterprise/members', { token: await t.seeker() })).status).toBe(403);
  });

  it('adds a sub-account who then signs in by SMS as a recruiter of the company; a taken number and bad fields are refused', async () => {
    const token = await t.enterprise();
    const refused = await add(token, { name: '周', mobile: '12345', title: '' });
    expect(refused.body.errors?.map((e) => e.field).sort()).toEqual(['mobile', 'name', 'title']);
    // A recruiter's number is taken (a job seeker's is invited instead: abuse/dualIdentity.test.ts).
    expect((await add(token, { name: '周敏', mobile: '13800000005', title: '招聘专员' })).body.errors?.[0]).toMatchObject({ field: 'mobile' });
    const after = data<TeamView>(await add(token, { name: '周敏', mobile: '13912340001', title: '招聘专员' }));
    expect(after.seats.used).toBe(2);
    const zhou = await t.mock.signInBySms('13912340001');
    const me = data<{ role: string; companyId: string; name: string }>(await t.mock.call('GET', '/auth/current', { token: zhou }));
    expect(me).toMatchObject({ role: 'enterprise', companyId: 'c1', name: '周敏' });
  });

  it('splits quotas within what the plan grants, never below what was used, and holds the sub-account to its share', async () => {
    const token = await t.enterprise();
    const liu = (await team(token)).members[0];
    const pool = (await team(token)).pool;
    const tooMuch = await allot(token, liu.id, { ...none, refresh: pool.refresh.granted + 1, unlock: 1 });
    expect(tooMuch.body.errors?.map((e) => e.field).sort()).toEqual(['refresh', 'unlock']);
    const view = data<TeamView>(await allot(token, liu.id, { ...none, unlock: 10 }));
    expect(view.members[0].quotas).toMatchObject({ unlock: { allotted: 10, used: 9 }, refresh: { allotted: null } });
    // 刘洋 has one unlock left of his share: the second is refused with his own reason, not the plan's.
    const sub = await t.mock.login('13800000006');
    const readable = [...t.db().seekerStates]
      .filter(([, s]) => s.privacy.visibility === 'public' && !s.privacy.blocked.length && s.resumes[0]?.kind === 'online')
      .slice(40, 42)
      .map(([, s]) => s.resumes[0].id);
    expect((await t.mock.call('POST', `/resumes/${readable[0]}/unlock`, { token: sub })).status).toBe(200);
    const second = await t.mock.call('POST', `/resumes/${readable[1]}/unlock`, { token: sub });
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('ALLOTMENT_EXHAUSTED');
    // The main account draws on the pool as before.
    expect((await t.mock.call('POST', `/resumes/${readable[1]}/unlock`, { token })).status).toBe(200);
  });

  it('a stopped sub-account is signed out and may not sign in; restarting needs a free seat', async () => {
    const token = await t.enterprise();
    const liuToken = await t.mock.login('13800000006');
    const liu = (await team(token)).members[0];
    const stopped = data<TeamView>(await t.mock.call('POST', `/enterprise/members/${liu.id}/disable`, { token }));
    expect(stopped.members[0].status).toBe('disabled');
    // His share goes back to the pool.
    expect(stopped.pool.refresh.allotted).toBe(0);
    expect((await t.mock.call('GET', '/enterprise/members', { token: liuToken })).status).toBe(401);
    const login = await t.mock.call('POST', '/auth/login', { body: { type: 'password', mobile: '13800000006', password: 'Jucai@2026' } });
    expect(login.status).toBe(403);
    expect(data<TeamView>(await t.mock.call('POST', `/enterprise/members/${liu.id}/enable`, { token })).members[0].status).toBe('active');
    // Another company's recruiter cannot touch him.
    expect((await t.mock.call('POST', `/enterprise/members/${liu.id}/disable`, { token: await t.mock.login('13800000004') })).status).toBe(404);
  });

  it('a free plan has no seats: adding one offers the plans (QUOTA_EXHAUSTED)', async () => {
    const res = await add(await t.mock.login('13800000005'), { name: '周敏', mobile: '13912340002', title: '招聘专员' });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('QUOTA_EXHAUSTED');
  });
});
