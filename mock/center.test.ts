// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, SeekerOverview } from '../src/contract/center.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const sms = (mobile: string) => t.mock.call('POST', '/auth/sms', { body: { mobile } });

describe('the personal centre', () => {
  it('counts what the demo seeker has: applications, interviews, saved jobs and who viewed him lately', async () => {
    const o = data<SeekerOverview>(await t.mock.call('GET', '/me/overview', { token: await t.seeker() }));
    expect(o).toMatchObject({ name: '李明', mobileMasked: '138****0001', hasPassword: true, completeness: 100, workStatus: 'month' });
    expect(o.counts.applications).toBe(10);
    expect(o.counts.interviews).toBe(3);
    expect(o.counts.viewedBy).toBeGreaterThanOrEqual(5);
  });

  it('switches the seeking status, and the resume employers read says the same', async () => {
    const token = await t.seeker();
    const o = data<SeekerOverview>(await t.mock.call('PUT', '/me/work-status', { token, body: { workStatus: 'notLooking' } }));
    expect(o.workStatus).toBe('notLooking');
    expect(t.db().seekerStates.get('u1')!.onlineResumes['zh-CN']!.content.basic!.workStatus).toBe('notLooking');
    expect((await t.mock.call('PUT', '/me/work-status', { token, body: { workStatus: 'busy' } })).status).toBe(422);
  });

  it('changes the number only with a code sent to the new one, and refuses a number in use', async () => {
    const token = await t.mock.signInBySms('13912360001');
    expect((await t.mock.call('POST', '/me/mobile', { token, body: { mobile: '13800000002', code: '123456' } })).body.errors).toEqual([
      { field: 'mobile', message: '该手机号已注册其他账号' },
    ]);
    expect((await t.mock.call('POST', '/me/mobile', { token, body: { mobile: '13912360002', code: '123456' } })).body.errors?.[0].field).toBe('code');
    await sms('13912360002');
    expect((await t.mock.call('POST', '/me/mobile', { token, body: { mobile: '13912360002', code: '123456' } })).status).toBe(200);
    expect(await t.mock.login('13912360002').catch(() => 'no password yet')).toBe('no password yet');
  });

  it('sets a password, then asks for the current one to change it', async () => {
    const token = await t.mock.signInBySms('13912360003');
    expect((await t.mock.call('PUT', '/me/password', { token, body: { password: 'short1' } })).status).toBe(422);
    expect((await t.mock.call('PUT', '/me/password', { token, body: { password: 'onlyletters' } })).body.errors?.[0].message).toContain('字母和数字');
    expect((await t.mock.call('PUT', '/me/password', { token, body: { password: 'Harbor2026' } })).status).toBe(200);
    expect((await t.mock.call('PUT', '/me/password', { token, body: { password: 'Harbor2027' } })).body.errors).toEqual([
      { field: 'oldPassword', message: '请输入当前密码' },
    ]);
    expect((await t.mock.call('PUT', '/me/password', { token, body: { oldPassword: 'Harbor2026', password: 'Harbor2027' } })).status).toBe(200);
    expect(await t.mock.login('13912360003', 'Harbor2027')).toBeTruthy();
  });

  it('exports everything kept about the seeker', async () => {
    const exported = data<AccountExport>(await t.mock.call('GET', '/me/export', { token: await t.seeker() }));
    expect(exported.account).toMatchObject({ id: 'u1', name: '李明' });
    expect(exported).not.toHaveProperty('account.passwordHash');
    expect(exported.onlineResumes[0].content.basic?.name).toBe('李明');
    expect(exported.applications).toHaveLength(10);
    expect(exported.resumeEvents.length).toBeGreaterThan(0);
    expect(exported.privacy.blocked.map((b) => [b.company.id, b.related.map((r) => r.id)])).toEqual([['c142', ['c511']]]);
  });

  it('deletes the account with the typed confirmation and a code: the session ends and the password no longer signs in', async () => {
    const token = await t.seeker();
    expect((await t.mock.call('POST', '/me/delete', { token, body: { confirm: '注销', code: '123456' } })).body.errors?.[0].field).toBe('confirm');
    await sms('13800000001');
    expect((await t.mock.call('POST', '/me/delete', { token, body: { confirm: '注销账号', code: '123456' } })).status).toBe(200);
    expect((await t.mock.call('GET', '/me/overview', { token })).status).toBe(401);
    expect((await t.mock.call('POST', '/auth/login', { body: { type: 'password', mobile: '13800000001', password: 'Jucai@2026' } })).status).toBe(400);
  });
});
