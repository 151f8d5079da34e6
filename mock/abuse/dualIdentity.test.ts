// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UnionUser } from '../../src/contract/auth.ts';
import type { RecruiterInvitation } from '../../src/contract/identity.ts';
import type { TeamView } from '../../src/contract/subAccounts.ts';
import type { NotificationView } from '../../src/contract/notification.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * One number, both identities: a company adds a job seeker's number as a recruiter; nothing changes until the
 * seeker accepts; then the account switches between 求职者 and 招聘者. Tried the way a hostile client would.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const LI_MING = '13800000001';
const WANG_TING = '13800000003';
const call = (method: 'GET' | 'POST', path: string, token: string, body?: Record<string, unknown>) =>
  t.mock.call(method, path, body ? { token, body, json: true } : { token });
const invite = (token: string, mobile: string, name = '李经理') => call('POST', '/enterprise/members', token, { name, mobile, title: '技术面试官' });
const current = async (token: string) => data<UnionUser>(await call('GET', '/auth/current', token));
const invitations = async (token: string) => data<RecruiterInvitation[]>(await call('GET', '/auth/invitations', token));
const switchTo = (token: string, role: string) => call('POST', '/auth/identity', token, { role });
const notices = async (token: string) => data<Page<NotificationView>>(await call('GET', '/notifications', token)).list;

describe('a colleague who already has a job seeker account', () => {
  it('is invited, not enrolled: the company sees only the name it typed; the seeker is told and answers', async () => {
    const main = await t.enterprise();
    const before = data<TeamView>(await call('GET', '/enterprise/members', main)).seats.used;
    const team = data<TeamView>(await invite(main, LI_MING));
    const member = team.members.find((m) => m.status === 'invited')!;
    // The seeker's own name (李明) is theirs to give, by accepting.
    expect(member).toMatchObject({ name: '李经理', mobileMasked: '138****0001', title: '技术面试官' });
    expect(team.seats.used).toBe(before + 1);

    const li = await t.seeker();
    expect(await current(li)).toMatchObject({ role: 'seeker', companyId: null, switchableTo: null });
    expect(await invitations(li)).toEqual([expect.objectContaining({ companyId: 'c1', title: '技术面试官' })]);
    expect((await notices(li))[0]).toMatchObject({ category: 'account', title: '企业邀请你成为招聘者' });
    // Before accepting, the recruiter identity does not exist.
    expect((await switchTo(li, 'enterprise')).status).toBe(403);
  });

  it('once accepted, one number switches between 求职者 and 招聘者, and each side sees only its own things', async () => {
    await invite(await t.enterprise(), LI_MING);
    const li = await t.seeker();
    const accepted = data<UnionUser>(await call('POST', '/auth/invitations/c1/accept', li));
    expect(accepted).toMatchObject({ role: 'seeker', companyId: 'c1', switchableTo: 'enterprise' });
    const resume = (await call('GET', '/me/resume', li)).body.data;

    const asRecruiter = data<UnionUser>(await switchTo(li, 'enterprise'));
    expect(asRecruiter).toMatchObject({ role: 'enterprise', accountType: 'sub', companyId: 'c1', switchableTo: 'seeker' });
    // The same session: a recruiter now (a sub-account: it sees itself, and cannot manage the team) …
    const own = data<TeamView>(await call('GET', '/enterprise/members', li));
    expect(own.canManage).toBe(false);
    expect(own.members.map((m) => m.name)).toEqual(['李明']);
    // … and not a seeker while it is one.
    expect((await call('GET', '/me/resume', li)).status).toBe(403);

    expect(data<UnionUser>(await switchTo(li, 'seeker'))).toMatchObject({ role: 'seeker', switchableTo: 'enterprise' });
    expect((await call('GET', '/me/resume', li)).body.data).toEqual(resume);
    // The company heard that the invitation was accepted.
    expect((await notices(await t.enterprise())).some((n) => n.title === '子账号已加入')).toBe(true);
  });

  it('nobody answers an invitation that is not theirs, nor switches to an identity they do not hold', async () => {
    await invite(await t.enterprise(), LI_MING);
    const wang = await t.mock.login(WANG_TING);
    expect((await call('POST', '/auth/invitations/c1/accept', wang)).status).toBe(404);
    expect((await call('POST', '/auth/invitations/c1/decline', wang)).status).toBe(404);
    expect((await switchTo(wang, 'enterprise')).status).toBe(403);
    const li = await t.seeker();
    // The right seeker, the wrong company.
    expect((await call('POST', '/auth/invitations/c2/accept', li)).status).toBe(404);
    // A recruiter cannot use the seeker's routes to accept on their behalf.
    expect((await call('POST', '/auth/invitations/c1/accept', await t.enterprise())).status).toBe(403);
    // A recruiter without a seeker identity cannot become one by asking.
    expect((await switchTo(await t.enterprise(), 'seeker')).status).toBe(403);
    expect((await switchTo(li, 'admin')).status).toBe(422);
  });

  it('a recruiter’s number, a second invitation and a sub-account inviting are refused with reasons', async () => {
    const main = await t.enterprise();
    expect((await invite(main, '13800000004')).body.errors?.[0]).toMatchObject({ field: 'mobile', message: expect.stringContaining('招聘者') });
    await invite(main, LI_MING);
    expect((await invite(main, LI_MING)).body.errors?.[0]).toMatchObject({ field: 'mobile', message: expect.stringContaining('等待对方接受') });
    const liu = await t.mock.login('13800000006');
    expect((await invite(liu, WANG_TING)).status).toBe(403);
  });

  it('a company the seeker blocked can send an invitation that never reaches them, and learns nothing of the block', async () => {
    const blockedMain = await t.mock.login('13800000004');
    const res = await invite(blockedMain, LI_MING);
    expect(res.status).toBe(200);
    expect(data<TeamView>(res).members.some((m) => m.status === 'invited')).toBe(true);
    const li = await t.seeker();
    expect(await invitations(li)).toEqual([]);
    expect((await notices(li)).some((n) => n.title === '企业邀请你成为招聘者')).toBe(false);
  });

  it('declining frees the seat and tells the company only the name it typed; withdrawing does the same from its side', async () => {
    const main = await t.enterprise();
    const used = data<TeamView>(await call('GET', '/enterprise/members', main)).seats.used;
    await invite(main, LI_MING, '李工');
    expect((await call('POST', '/auth/invitations/c1/decline', await t.seeker())).status).toBe(200);
    expect(data<TeamView>(await call('GET', '/enterprise/members', main)).seats.used).toBe(used);
    const told = (await notices(main)).find((n) => n.title === '子账号邀请被拒绝')!;
    expect(told.body).toContain('李工');
    expect(told.body).not.toContain('李明');

    const again = data<TeamView>(await invite(main, WANG_TING));
    const pending = again.members.find((m) => m.status === 'invited')!;
    expect(data<TeamView>(await call('POST', `/enterprise/members/${pending.id}/disable`, main)).seats.used).toBe(used);
    expect(await invitations(await t.mock.login(WANG_TING))).toEqual([]);
  });

  it('a stopped recruiter identity leaves the person their job seeker account, signed out once, and no switch back', async () => {
    const main = await t.enterprise();
    await invite(main, LI_MING);
    let li = await t.seeker();
    await call('POST', '/auth/invitations/c1/accept', li);
    await switchTo(li, 'enterprise');
    const member = data<TeamView>(await call('GET', '/enterprise/members', main)).members.find((m) => m.name === '李明')!;
    await call('POST', `/enterprise/members/${member.id}/disable`, main);
    expect((await call('GET', '/auth/current', li)).status).toBe(401);
    li = await t.seeker();
    expect(await current(li)).toMatchObject({ role: 'seeker', switchableTo: null });
    expect((await switchTo(li, 'enterprise')).status).toBe(403);
  });
});
