// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GigOrderView } from '../src/contract/gig.ts';
import type { HeaderUnread, NotificationView } from '../src/contract/notification.ts';
import { gigHelpers } from './test/gigs.ts';
import { data, START, startRecruitingMock, type Page } from './test/recruiting.ts';

/**
 * Gig orders tell the other side through the notice centre (docs/API.md, "Gig work" → "Notices"): the worker hears
 * of a hire, a decline (with its reason), a settlement (with the net pay) and a cancellation by the employer; the
 * company hears of a sign-up and of a worker cancelling. Each shows in the inbox and in the header badge's count,
 * and only in the inbox it is for.
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

const notices = async (token: string, category: string) =>
  data<Page<NotificationView>>(await t.mock.call('GET', `/notifications?category=${category}&pageSize=50`, { token })).list;
const badge = async (token: string) => data<HeaderUnread>(await t.mock.call('GET', '/unread', { token })).notifications;

describe('gig order notices', () => {
  it('hire, settle: the worker is told with the gig, the shift and the net pay; the company of the sign-up', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const companyBefore = (await notices(employer, 'applicants')).length;
    const [order] = data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    const signUps = await notices(employer, 'applicants');
    expect(signUps.length).toBe(companyBefore + 1);
    expect(signUps[0]).toMatchObject({ title: '收到新的零工报名', link: `/gigmanage?gig=${gig.id}` });
    expect(signUps[0].body).toContain('展会现场协助');

    const before = await badge(worker);
    expect((await h.post(employer, `/enterprise/gig-orders/${order.id}/hire`)).status).toBe(200);
    const [hired] = await notices(worker, 'application');
    expect(hired).toMatchObject({ title: '零工录用通知', read: false, link: `/myodd?status=hired` });
    expect(hired.body).toContain('展会现场协助');
    expect(hired.body).toContain('11月23日 09:00');
    expect(await badge(worker)).toBe(before + 1);

    h.at('2026-11-23T00:55:00Z');
    expect((await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) })).status).toBe(200);
    h.at('2026-11-23T09:00:00Z');
    expect((await h.post(worker, `/me/gig-orders/${order.id}/checkout`, { code: h.code(gig.id) })).status).toBe(200);
    expect((await h.post(employer, `/enterprise/gig-orders/${order.id}/hours`, { regularMinutes: 420, overtimeMinutes: 0 })).status).toBe(200);
    expect((await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`)).status).toBe(200);
    const [settled] = await notices(worker, 'application');
    expect(settled).toMatchObject({ title: '零工工资已结算', link: '/myodd?status=toRate' });
    expect(settled.body).toContain('175.00 元');
  });

  it('a decline carries its reason; a cancellation by the employer too; a worker cancelling tells the company', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { shifts: [{ date: '2026-11-24', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 3 }] });
    const a = await h.newWorker();
    const b = await h.newWorker();
    const [declined] = data<GigOrderView[]>(await h.signUp(a, gig.id, [gig.shifts[0].id]));
    const [mine] = data<GigOrderView[]>(await h.signUp(b, gig.id, [gig.shifts[0].id]));
    expect((await h.post(employer, `/enterprise/gig-orders/${declined.id}/decline`, { reason: '本班次已安排熟练工' })).status).toBe(200);
    const [declineNotice] = await notices(a, 'application');
    expect(declineNotice.title).toBe('零工报名未通过');
    expect(declineNotice.body).toContain('本班次已安排熟练工');
    // B never hears of A's decline.
    expect((await notices(b, 'application')).some((n) => n.body.includes('本班次已安排熟练工'))).toBe(false);

    expect((await h.post(employer, `/enterprise/gig-orders/${mine.id}/hire`)).status).toBe(200);
    expect((await h.post(b, `/me/gig-orders/${mine.id}/cancel`, { reason: '临时有事' })).status).toBe(200);
    const [cancelled] = await notices(employer, 'applicants');
    expect(cancelled.title).toBe('工人取消了零工');
    expect(cancelled.body).toContain('临时有事');
  });

  it('closing a gig tells each worker whose sign-up or hire it cancels', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    expect((await h.post(employer, `/enterprise/gigs/${gig.id}/close`, { reason: '活动延期' })).status).toBe(200);
    const [closed] = await notices(worker, 'application');
    expect(closed.title).toBe('零工已被雇主取消');
    expect(closed.body).toContain('活动延期');
  });
});
