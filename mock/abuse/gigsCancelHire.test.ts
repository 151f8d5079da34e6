// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmployerGigOrderView, GigDetail, GigOrderView, GigProfile } from '../../src/contract/gig.ts';
import type { NotificationView } from '../../src/contract/notification.ts';
import { gigHelpers } from '../test/gigs.ts';
import { data, START, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * The employer cancels a hired worker (docs/API.md, "Tenant rules" → "Cancelling a hire"), as a hostile client
 * tries it: a reason is required, only a hire, only before the shift starts, once; the place goes back to the
 * shift (sign-ups reopen), the worker is told and keeps their reliability; another company's order is 404 and a
 * seeker's token 403, with nothing changed.
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

type Res = { status: number; body: { errorCode?: string; errorMessage?: string; errors?: Array<{ field: string }> } };
const codeOf = (res: Res) => [res.status, res.body.errorCode];
const oneShift = { shifts: [{ date: '2026-11-23', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 1 }] };

async function hiredOrder() {
  const employer = await t.enterprise();
  const gig = await h.postGig(employer, oneShift);
  const worker = await h.newWorker();
  const [order] = data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
  expect((await h.post(employer, `/enterprise/gig-orders/${order.id}/hire`)).status).toBe(200);
  return { employer, gig, worker, order };
}

describe('the employer cancels a hire', () => {
  it('with a reason, before the start: the order is cancelled by the employer, the place reopens, the worker is told and not struck', async () => {
    const { employer, gig, worker, order } = await hiredOrder();
    // Full: nobody else can sign up.
    const other = await h.newWorker();
    expect(codeOf(await h.signUp(other, gig.id, [gig.shifts[0].id]))).toEqual([409, 'SHIFT_FULL']);
    const before = (await h.employerOrders(employer, gig.id)).find((o) => o.id === order.id)!;
    expect(before.actions.cancelHire).toBe(true);

    // 23 hours before the start: inside the worker's 24 h rule, which does not apply to the employer's cancellation.
    h.at('2026-11-22T02:00:00Z');
    const res = await h.post(employer, `/enterprise/gig-orders/${order.id}/cancel`, { reason: '活动规模缩小，用不了这么多人' });
    expect(res.status).toBe(200);
    const view = data<EmployerGigOrderView>(res);
    expect(view).toMatchObject({ status: 'cancelled', cancelledBy: 'employer', cancelReason: '活动规模缩小，用不了这么多人', reliabilityStrike: false });
    expect(view.actions.cancelHire).toBe(false);
    expect(t.db().gigs.gigs.get(gig.id)!.shifts[0].hired).toBe(0);
    // The place is open again.
    expect((await h.signUp(other, gig.id, [gig.shifts[0].id])).status).toBe(200);
    const detail = data<GigDetail>(await t.mock.call('GET', `/gigs/${gig.id}`));
    expect(detail.shifts[0].hired).toBe(0);

    const mine = await h.order(worker, order.id);
    expect(mine).toMatchObject({ status: 'cancelled', cancelledBy: 'employer', reliabilityStrike: false });
    const profile = data<GigProfile>(await t.mock.call('GET', '/me/gig-profile', { token: worker }));
    expect(profile.reliability.strikes).toEqual([]);
    const [notice] = data<Page<NotificationView>>(await t.mock.call('GET', '/notifications?category=application', { token: worker })).list;
    expect(notice.title).toBe('零工已被雇主取消');
    expect(notice.body).toContain('活动规模缩小');
  });

  it('refusals, nothing changed: no reason (422), not hired (409), started (409), twice (409)', async () => {
    const { employer, gig, order } = await hiredOrder();
    const cancel = (id: string, body: Record<string, unknown> = { reason: '临时取消活动' }) => h.post(employer, `/enterprise/gig-orders/${id}/cancel`, body);
    const missing = await cancel(order.id, {});
    expect(codeOf(missing)).toEqual([422, 'VALIDATION_FAILED']);
    expect(missing.body.errors?.[0].field).toBe('reason');
    expect(codeOf(await cancel(order.id, { reason: '  ' }))).toEqual([422, 'VALIDATION_FAILED']);

    // A sign-up not hired yet is declined, not cancelled.
    const gig2 = await h.postGig(employer, { title: '仓库分拣员', category: 'warehouse', ...oneShift });
    const waiting = await h.newWorker();
    const [applied] = data<GigOrderView[]>(await h.signUp(waiting, gig2.id, [gig2.shifts[0].id]));
    const notHired = await cancel(applied.id);
    expect(codeOf(notHired)).toEqual([409, 'GIG_ORDER_STATE']);
    expect(notHired.body.errorMessage).toContain('谢绝');
    expect(t.db().gigs.orders.get(applied.id)!.status).toBe('applied');

    h.at('2026-11-23T01:00:00Z');
    const started = await cancel(order.id);
    expect(codeOf(started)).toEqual([409, 'SHIFT_STARTED']);
    expect(t.db().gigs.orders.get(order.id)!.status).toBe('hired');
    expect(t.db().gigs.gigs.get(gig.id)!.shifts[0].hired).toBe(1);
  });

  it('twice, or in parallel: one cancellation, the place counted back once', async () => {
    const { employer, gig, order } = await hiredOrder();
    const path = `/enterprise/gig-orders/${order.id}/cancel`;
    const results = await Promise.all([h.post(employer, path, { reason: '临时取消活动' }), h.post(employer, path, { reason: '临时取消活动' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(t.db().gigs.gigs.get(gig.id)!.shifts[0].hired).toBe(0);
  });

  it("another company's order is 404, a seeker's token 403, no token 401: the hire stands", async () => {
    const { gig, worker, order } = await hiredOrder();
    const path = `/enterprise/gig-orders/${order.id}/cancel`;
    const rival = await t.mock.login('13800000004');
    expect(codeOf(await h.post(rival, path, { reason: '临时取消活动' }))).toEqual([404, 'NOT_FOUND']);
    expect(codeOf(await h.post(worker, path, { reason: '临时取消活动' }))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await t.mock.call('POST', path, { json: true, body: { reason: '临时取消活动' } }))).toEqual([401, 'UNAUTHENTICATED']);
    expect(t.db().gigs.orders.get(order.id)!.status).toBe('hired');
    expect(t.db().gigs.gigs.get(gig.id)!.shifts[0].hired).toBe(1);
    // A sub-account of the same company may (the company's orders are shared by its recruiters).
    const sub = await t.mock.login('13800000006');
    expect((await h.post(sub, path, { reason: '临时取消活动' })).status).toBe(200);
  });
});
