// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HeaderUnread, NoticeSettings, NoticeUnread, NotificationView } from '../src/contract/notification.ts';
import { DEMO_COMPANY_ID } from './db/accounts.ts';
import { inQuietHours } from './db/notifications/store.ts';
import { postApproved } from './test/posts.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';
import { openStream as openLiveStream } from './test/stream.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const list = async (token: string, query = '') => data<Page<NotificationView>>(await t.mock.call('GET', `/notifications${query}`, { token }));
const unread = async (token: string) => data<NoticeUnread>(await t.mock.call('GET', '/notifications/unread', { token }));
const badge = async (token: string) => data<HeaderUnread>(await t.mock.call('GET', '/unread', { token }));
const openStream = (token: string) =>
  openLiveStream(t.mock.base, async () => data<{ ticket: string }>(await t.mock.call('POST', '/stream/ticket', { token })).ticket);
/** The demo seeker's application to the demo company (seeded shortlisted). */
const OWN_APPLICATION = 'ap-u1-3';

describe('notifications', () => {
  it('lists the viewer’s notices by category, newest first and paged; another side’s category is a 422', async () => {
    const seeker = await t.seeker();
    const all = await list(seeker);
    expect(all.total).toBe(11);
    const times = all.list.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const applications = await list(seeker, '?category=application');
    expect(applications.list.length).toBeGreaterThanOrEqual(4);
    expect(applications.list.every((n) => n.category === 'application' && n.link === '/percenter')).toBe(true);
    expect((await list(seeker, '?current=2&pageSize=5')).list.map((n) => n.id)).toEqual(all.list.slice(5, 10).map((n) => n.id));
    const unreadOnly = await list(seeker, '?unread=1');
    expect(unreadOnly.list.every((n) => !n.read)).toBe(true);
    const foreign = await t.mock.call('GET', '/notifications?category=applicants', { token: seeker });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ field: 'category', message: expect.stringContaining('企业') }]);
    expect((await t.mock.call('GET', '/notifications?category=nope', { token: seeker })).status).toBe(422);
  });

  it('counts unread per category; a company’s inbox is shared by its recruiters, read once for all', async () => {
    const seeker = await t.seeker();
    expect(await unread(seeker)).toEqual({ total: 5, byCategory: { system: 0, application: 2, interview: 1, views: 1, alerts: 1, account: 0 } });
    const owner = await t.enterprise();
    const sub = await t.mock.login('13800000006');
    const company = await unread(owner);
    expect(company).toMatchObject({ total: 4, byCategory: { applicants: 2, replies: 0, interviews: 1, plan: 0, review: 1 } });
    expect(await unread(sub)).toEqual(company);
    // Read by the sub-account: read for the main account too.
    const first = (await list(sub, '?unread=1')).list[0];
    await t.mock.call('POST', `/notifications/${first.id}/read`, { token: sub });
    expect((await unread(owner)).total).toBe(3);
  });

  it('reads one, then all of a category, then everything; another inbox’s notice is a 404', async () => {
    const seeker = await t.seeker();
    const [notice] = (await list(seeker, '?unread=1&category=application')).list;
    const read = await t.mock.call('POST', `/notifications/${notice.id}/read`, { token: seeker });
    expect(data<NotificationView>(read)).toMatchObject({ id: notice.id, read: true });
    expect((await unread(seeker)).byCategory.application).toBe(1);
    expect(data<{ updated: number }>(await t.mock.call('POST', '/notifications/read-all', { token: seeker, body: { category: 'application' } }))).toEqual({
      updated: 1,
    });
    expect(await unread(seeker)).toMatchObject({ total: 3, byCategory: { application: 0, interview: 1 } });
    expect(data<{ updated: number }>(await t.mock.call('POST', '/notifications/read-all', { token: seeker }))).toEqual({ updated: 3 });
    expect((await unread(seeker)).total).toBe(0);
    expect((await t.mock.call('POST', '/notifications/read-all', { token: seeker, body: { category: 'plan' } })).status).toBe(422);

    const companyNotice = (await list(await t.enterprise())).list[0];
    const stranger = await t.mock.call('POST', `/notifications/${companyNotice.id}/read`, { token: seeker });
    expect(stranger.status).toBe(404);
    expect((await t.mock.call('POST', '/notifications/n999999/read', { token: seeker })).status).toBe(404);
    expect((await list(await t.enterprise())).list[0].read).toBe(false);
  });

  it('keeps channel settings per side; do-not-disturb hours (from /privacySet) send by no channel', async () => {
    const seeker = await t.seeker();
    const before = data<NoticeSettings>(await t.mock.call('GET', '/notifications/settings', { token: seeker }));
    expect(Object.keys(before.channels)).toEqual(['system', 'application', 'interview', 'views', 'alerts', 'account']);
    expect(before.doNotDisturb).toMatchObject({ enabled: false });
    const put = (token: string, channels: object) => t.mock.call('PUT', '/notifications/settings', { token, body: { channels }, json: true });
    const saved = data<NoticeSettings>(await put(seeker, { application: { sms: true, email: false } }));
    expect(saved.channels.application).toEqual({ sms: true, email: false });
    expect(saved.channels.interview).toEqual(before.channels.interview);
    expect(data<NoticeSettings>(await t.mock.call('GET', '/notifications/settings', { token: seeker })).channels.application).toEqual({
      sms: true,
      email: false,
    });
    const foreign = await put(seeker, { plan: { sms: true, email: true } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.[0].field).toBe('channels.plan');
    expect((await put(seeker, { application: { sms: 'yes', email: false } })).body.errors?.[0].field).toBe('channels.application.sms');
    const enterprise = data<NoticeSettings>(await t.mock.call('GET', '/notifications/settings', { token: await t.enterprise() }));
    expect(enterprise.doNotDisturb).toBeNull();
    expect(Object.keys(enterprise.channels)).toEqual(['applicants', 'replies', 'interviews', 'plan', 'review']);

    // The mock's clock reads 16:00 in Beijing: a rejection now goes out by SMS as just set…
    const employer = await t.enterprise();
    await t.mock.call('POST', `/enterprise/applicants/${OWN_APPLICATION}/status`, {
      token: employer,
      body: { status: 'rejected', reason: 'skills' },
      json: true,
    });
    expect((await list(seeker, '?category=application')).list[0]).toMatchObject({ title: '投递反馈：暂不合适', channels: ['sms'] });
    // …and nothing leaves the site during quiet hours (the notice is still kept).
    await t.mock.call('PUT', '/me/privacy', { token: seeker, body: { doNotDisturb: { enabled: true, start: '15:00', end: '17:00' } }, json: true });
    expect(data<NoticeSettings>(await t.mock.call('GET', '/notifications/settings', { token: seeker })).doNotDisturb).toEqual({
      enabled: true,
      start: '15:00',
      end: '17:00',
    });
    const resume = await t.mock.call('POST', '/resumes/cv-u1-online/unlock', { token: employer });
    expect(resume.status).toBe(200);
    expect((await list(seeker, '?category=views')).list[0]).toMatchObject({ title: '企业获取了你的联系方式', channels: [] });
  });

  it('quiet hours are read in Beijing time and may span midnight', () => {
    const dnd = { enabled: true, start: '22:00', end: '08:00' };
    const at = (beijing: string) => Date.parse(`2026-11-22T${beijing}:00+08:00`);
    expect(inQuietHours(dnd, at('23:30'))).toBe(true);
    expect(inQuietHours(dnd, at('07:59'))).toBe(true);
    expect(inQuietHours(dnd, at('08:00'))).toBe(false);
    expect(inQuietHours(dnd, at('21:59'))).toBe(false);
    expect(inQuietHours({ ...dnd, enabled: false }, at('23:30'))).toBe(false);
    expect(inQuietHours({ enabled: true, start: '12:00', end: '13:30' }, at('13:00'))).toBe(true);
  });

  it('an employer’s step makes the seeker’s notice, pushed live and counted on the header badge', async () => {
    const seeker = await t.seeker();
    const employer = await t.enterprise();
    const stream = await openStream(seeker);
    const before = await badge(seeker);
    expect(before.notifications).toBe(5);
    expect(before.messages).toBe(data<{ messages: number }>(await t.mock.call('GET', '/conversations/unread', { token: seeker })).messages);
    await t.mock.call('POST', `/enterprise/applicants/${OWN_APPLICATION}/status`, {
      token: employer,
      body: { status: 'rejected', reason: 'salary' },
      json: true,
    });
    const pushed = await stream.next((e) => e.type === 'notification');
    expect(pushed.type === 'notification' && pushed.notification).toMatchObject({
      category: 'application',
      read: false,
      body: expect.stringContaining('期望薪资超出岗位预算'),
    });
    expect((await badge(seeker)).notifications).toBe(6);
    await stream.stop();
  });

  it('interviews: an invitation, a new time and a cancellation each tell the seeker', async () => {
    const seeker = await t.seeker();
    const employer = await t.enterprise();
    const at = (days: number) => new Date(t.clock.now + days * 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const invited = await t.mock.call('POST', '/enterprise/interviews', {
      token: employer,
      body: { applicationId: OWN_APPLICATION, at: at(3), format: 'video', place: 'https://meeting.example.com/j/123', interviewers: ['王芳'] },
      json: true,
    });
    expect(invited.status).toBe(200);
    const id = data<{ id: string }>(invited).id;
    await t.mock.call('PUT', `/enterprise/interviews/${id}/time`, { token: employer, body: { at: at(4) }, json: true });
    await t.mock.call('POST', `/enterprise/interviews/${id}/cancel`, { token: employer, body: { reason: '岗位需求调整' }, json: true });
    const titles = (await list(seeker, '?category=interview')).list.slice(0, 3).map((n) => n.title);
    expect(titles).toEqual(['面试已取消', '面试时间变更', '面试邀请']);
    expect((await list(seeker, '?category=interview')).list[0].body).toContain('岗位需求调整');
  });

  it('the company hears of new applications, answers, withdrawals and the reviewer’s decisions', async () => {
    const seeker = await t.seeker();
    const employer = await t.enterprise();
    const applied = new Set(
      t
        .db()
        .seekerStates.get('u1')!
        .applications.map((a) => a.jobId),
    );
    const job = t
      .db()
      .recruiting.jobs.find((j) => j.companyId === DEMO_COMPANY_ID && j.review === 'approved' && t.isOpen(j) && !applied.has(j.id) && !j.veteransOnly)!;
    const apply = await t.mock.call('POST', `/jobs/${job.id}/apply`, { token: seeker, body: { resumeId: 'cv-u1-online' } });
    expect(apply.status).toBe(200);
    const [newest] = (await list(employer, '?category=applicants')).list;
    expect(newest).toMatchObject({ title: '收到新的投递', read: false, link: `/position?tab=applicants&job=${job.id}&status=delivered` });
    expect(newest.body).toContain(job.title);
    expect(newest.body).not.toContain('李明');

    const applicationId = data<{ applicationId: string }>(apply).applicationId;
    await t.mock.call('POST', `/me/applications/${applicationId}/withdraw`, { token: seeker });
    expect((await list(employer, '?category=applicants')).list[0].title).toBe('候选人撤回了投递');

    const interviewing = t
      .db()
      .seekerStates.get('u1')!
      .applications.find((a) => a.status === 'interviewing')!;
    const owner = t.db().recruiting.jobById.get(interviewing.jobId)!.companyId;
    await t.mock.call('POST', `/me/applications/${interviewing.id}/interview`, { token: seeker, body: { response: 'reschedule' }, json: true });
    const reply = t.db().notifications.inboxes.get(`company:${owner}`)!.at(-1)!;
    expect(reply).toMatchObject({ category: 'replies', title: '候选人申请改期' });

    const created = await postApproved(t, employer);
    expect(created.id).toMatch(/^j\d+$/);
    const [review] = (await list(employer, '?category=review')).list;
    expect(review).toMatchObject({ title: '职位审核通过', body: expect.stringContaining('增长运营专员') });
  });
});
