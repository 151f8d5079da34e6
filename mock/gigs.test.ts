// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmployerGigOrderView, GigCard, GigDetail, GigDisputeView, GigEarnings, GigOrderPage, GigOrderView, OwnGigView } from '../src/contract/gig.ts';
import { GIG_DISPUTE_DECISION_MS } from '../src/contract/gig.ts';
import { data, START, startRecruitingMock, type Page } from './test/recruiting.ts';
import { gigBody, gigHelpers } from './test/gigs.ts';

/**
 * The gig order machine end to end (PRODUCT.md §2, docs/API.md "Gig work"): post → review → search with the
 * filters → sign up → hire → check in and out with the rotating code → hours → settle from escrow → ratings,
 * and each side branch: decline, cancel (with and without the reliability strike), the system's cancellations,
 * objections, late settlement on the employer's credit, earnings, disputes to each outcome.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
let h: ReturnType<typeof gigHelpers>;
beforeAll(async () => {
  t = await startRecruitingMock();
  h = gigHelpers(t);
});
afterAll(() => t.mock.close());
beforeEach(() => {
  // Every test starts at the seed's clock: "tomorrow" is 2026-11-23 in each.
  t.clock.now = START;
  t.mock.api.reset();
});

const ok = <T>(res: { status: number; body: { data?: unknown; errorCode?: string; errorMessage?: string } }, what = ''): T => {
  expect([what, res.status, res.body.errorCode, res.body.errorMessage]).toEqual([what, 200, undefined, undefined]);
  return res.body.data as T;
};
const refused = (res: { status: number; body: { errorCode?: string } }, status: number, code: string) =>
  expect([res.status, res.body.errorCode]).toEqual([status, code]);

describe('posting and finding a gig', () => {
  it('a certified company posts; the reviewer approves it; the filters find it; the detail has shifts, pay, escrow and the cancel rule', async () => {
    const employer = await t.enterprise();
    const posted = await t.mock.call('POST', '/enterprise/gigs', { token: employer, json: true, body: gigBody() });
    expect(ok<OwnGigView>(posted).status).toBe('pending');
    // Not public while in review.
    expect((await t.mock.call('GET', `/gigs/${data<OwnGigView>(posted).id}`)).status).toBe(404);
    t.clock.now += 3001;
    const id = data<OwnGigView>(posted).id;
    const filters =
      'city=hangzhou&district=hangzhou-xihu&from=hangzhou-xihu&within=3&category=event&settlement=daily&payBasis=hour&payMin=20&payMax=30&timeSlot=day&date=2026-11-23&employerType=company&verified=1&student=1&sort=nearest&pageSize=50';
    const found = ok<Page<GigCard>>(await t.mock.call('GET', `/gigs?${filters}`));
    const card = found.list.find((c) => c.id === id)!;
    expect(card).toMatchObject({
      pay: { basis: 'hour', amountFen: 2500 },
      settlement: 'daily',
      headcount: 2,
      hired: 0,
      urgent: true,
      escrow: 'full',
      timeSlots: ['day'],
    });
    expect(card.distanceKm).toBeLessThan(3);
    // Each filter excludes it when it does not fit.
    for (const q of [
      'payMin=26&payBasis=hour',
      'category=waiter',
      'settlement=weekly',
      'date=2026-11-24',
      'timeSlot=night',
      'employerType=individual',
      'remote=1',
      'mealsHousing=1',
      'city=beijing',
      'payBasis=day',
    ]) {
      const list = ok<Page<GigCard>>(await t.mock.call('GET', `/gigs?${q}&pageSize=50${q.includes('city=') ? '' : '&city=hangzhou'}`)).list;
      expect([q, list.some((c) => c.id === id)]).toEqual([q, false]);
    }
    const detail = ok<GigDetail>(await t.mock.call('GET', `/gigs/${id}`));
    expect(detail).toMatchObject({
      paidMinutesPerShift: 420,
      payPerShiftFen: 17500,
      totalPayFen: 17500,
      settleDays: 1,
      cancelRule: { freeBeforeHours: 24 },
      escrowDetail: { cover: 'full', heldFen: 100_000, simulated: true },
      status: 'open',
    });
    expect(detail.shifts[0]).toMatchObject({
      date: '2026-11-23',
      start: '09:00',
      end: '17:00',
      headcount: 2,
      hired: 0,
      refusal: null,
      settleBy: '2026-11-24T09:00:00.000Z',
    });
  });

  it('refuses discriminatory wording, pay in the title, a night shift for minors, a past shift; 422 names the field', async () => {
    const employer = await t.enterprise();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ duties: ['限男性，能吃苦耐劳'] }, 'duties.0'],
      [{ title: '日结200元展会协助' }, 'title'],
      [{ shifts: [{ date: '2026-11-23', start: '20:00', end: '06:00', breakMinutes: 60, headcount: 2 }] }, 'requirements.minAge'],
      [{ shifts: [{ date: '2026-11-21', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 2 }] }, 'shifts.0.date'],
      [{ pay: { basis: 'hour', amountFen: 1000 } }, 'pay.amountFen'],
      [{ pay: { basis: 'piece', amountFen: 50 } }, 'pay.piecesPerShift'],
    ];
    for (const [override, field] of cases) {
      const res = await t.mock.call('POST', '/enterprise/gigs', { token: employer, json: true, body: gigBody(override) });
      expect([field, res.status, res.body.errors?.map((e) => e.field)]).toEqual([field, 422, expect.arrayContaining([field])]);
    }
  });

  it('the reviewer refuses contact details and a deposit asked of workers, with the reason', async () => {
    const employer = await t.enterprise();
    const a = await h.postGig(employer, { duties: ['报名请加微信 jucai2026，现场签到'] });
    const b = await h.postGig(employer, { title: '商场促销员', duties: ['上岗前交 50 元服装押金，完工退还'] });
    expect([a.status, a.rejectReason]).toEqual(['rejected', expect.stringContaining('联系方式')]);
    expect([b.status, b.rejectReason]).toEqual(['rejected', expect.stringContaining('押金')]);
  });
});

describe('the order machine', () => {
  it('sign up → hire → check in → check out → hours → worker confirms → settle (itemised) → both rate → ended', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const [applied] = ok<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    expect([applied.status, applied.payTrack, applied.no]).toEqual(['applied', null, expect.stringMatching(/^LG\d{13}$/)]);
    const hired = ok<EmployerGigOrderView>(await h.post(employer, `/enterprise/gig-orders/${applied.id}/hire`));
    expect([hired.status, hired.payTrack, hired.worker.name]).toEqual(['hired', 'toArrive', '周先生']);
    h.at('2026-11-23T00:30:00Z');
    const code = ok<{ code: string; periodSeconds: number }>(await t.mock.call('GET', `/enterprise/gigs/${gig.id}/checkin-code`, { token: employer }));
    expect(code).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), periodSeconds: 60 });
    expect(ok<GigOrderView>(await h.post(worker, `/me/gig-orders/${applied.id}/checkin`, { code: code.code }))).toMatchObject({
      payTrack: 'arrived',
      attendance: 'pending',
    });
    h.at('2026-11-23T02:00:00Z');
    expect((await h.order(worker, applied.id)).payTrack).toBe('working');
    h.at('2026-11-23T09:02:00Z');
    const out = ok<GigOrderView>(await h.post(worker, `/me/gig-orders/${applied.id}/checkout`, { code: h.code(gig.id) }));
    expect(out).toMatchObject({ payTrack: 'finished', attendance: 'normal', hours: { punched: { regularMinutes: 420, overtimeMinutes: 2 } } });
    // A correction without a reason is refused; the punches themselves need none.
    refused(await h.post(employer, `/enterprise/gig-orders/${applied.id}/hours`, { regularMinutes: 400, overtimeMinutes: 0 }), 422, 'VALIDATION_FAILED');
    ok(await h.post(employer, `/enterprise/gig-orders/${applied.id}/hours`, { regularMinutes: 420, overtimeMinutes: 0 }));
    expect(ok<GigOrderView>(await h.post(worker, `/me/gig-orders/${applied.id}/hours/confirm`)).hours.workerConfirmedAt).not.toBeNull();
    const settled = ok<EmployerGigOrderView>(
      await h.post(employer, `/enterprise/gig-orders/${applied.id}/settle`, { deductions: [{ amountFen: 500, reason: '工牌遗失' }] }),
    );
    expect(settled.slip).toMatchObject({
      grossFen: 17500,
      deductionsFen: 500,
      netFen: 17000,
      late: false,
      items: [
        { kind: 'base', quantity: 420, rateFen: 2500, amountFen: 17500 },
        { kind: 'deduction', amountFen: -500, reason: '工牌遗失' },
      ],
    });
    expect([settled.status, settled.payTrack]).toEqual(['toRate', 'settled']);
    const own = ok<OwnGigView>(await t.mock.call('GET', `/enterprise/gigs/${gig.id}`, { token: employer }));
    expect(own.escrowLedger).toEqual({ heldFen: 83_000, paidOutFen: 17_000, refundedFen: 0, toppedUpFen: 100_000 });
    ok(await h.post(worker, `/me/gig-orders/${applied.id}/rating`, { score: 5, comment: '结算很快' }));
    const ended = ok<EmployerGigOrderView>(await h.post(employer, `/enterprise/gig-orders/${applied.id}/rating`, { score: 4 }));
    expect(ended.status).toBe('ended');
    refused(await h.post(worker, `/me/gig-orders/${applied.id}/rating`, { score: 1 }), 409, 'ALREADY_RATED');
    // The worker's rating is on the employer's public credit.
    expect(ok<GigDetail>(await t.mock.call('GET', `/gigs/${gig.id}`)).credit.reviews[0]).toMatchObject({ score: 5, comment: '结算很快', by: '周先生' });
    const page = ok<GigOrderPage>(await t.mock.call('GET', '/me/gig-orders?status=ended', { token: worker }));
    expect([page.total, page.counts.ended]).toEqual([1, 1]);
    const earnings = ok<GigEarnings>(await t.mock.call('GET', '/me/gig-earnings?by=week&count=2', { token: worker }));
    expect([earnings.totalNetFen, earnings.buckets.at(-1)!.netFen, earnings.buckets.length]).toEqual([17000, 17000, 2]);
  });

  it('late and early punches are 迟到 / 早退; an objection blocks settling until answered', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { autoHire: true });
    const worker = await h.newWorker();
    const [order] = ok<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    expect(order.status).toBe('hired');
    h.at('2026-11-23T01:20:00Z');
    ok(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) }));
    h.at('2026-11-23T08:30:00Z');
    expect(ok<GigOrderView>(await h.post(worker, `/me/gig-orders/${order.id}/checkout`, { code: h.code(gig.id) })).attendance).toBe('lateAndEarly');
    ok(await h.post(employer, `/enterprise/gig-orders/${order.id}/hours`, { regularMinutes: 370, overtimeMinutes: 0 }));
    ok(await h.post(worker, `/me/gig-orders/${order.id}/objection`, { text: '下午是负责人让我提前去仓库卸货，应按全天计' }));
    refused(await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`), 409, 'OBJECTION_OPEN');
    const answered = ok<EmployerGigOrderView>(
      await h.post(employer, `/enterprise/gig-orders/${order.id}/objection`, { accept: true, answer: '核实属实，按 420 分钟计', regularMinutes: 420 }),
    );
    expect(answered.objection).toMatchObject({ accepted: true, answer: '核实属实，按 420 分钟计' });
    expect(ok<EmployerGigOrderView>(await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`)).slip!.netFen).toBe(17500);
  });

  it('declining gives the worker the reason; cancelling early is free, inside 24 hours it is a strike shown on the profile', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { shifts: [{ date: '2026-11-25', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 3 }] });
    const [a, b, c] = [await h.newWorker(), await h.newWorker(), await h.newWorker()];
    const [oa] = ok<GigOrderView[]>(await h.signUp(a, gig.id, [gig.shifts[0].id]));
    const [ob] = ok<GigOrderView[]>(await h.signUp(b, gig.id, [gig.shifts[0].id]));
    const [oc] = ok<GigOrderView[]>(await h.signUp(c, gig.id, [gig.shifts[0].id]));
    ok(await h.post(employer, `/enterprise/gig-orders/${oa.id}/decline`, { reason: '该班次人员已满' }));
    expect(await h.order(a, oa.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'employer', cancelReason: '该班次人员已满' });
    ok(await h.post(employer, `/enterprise/gig-orders/${ob.id}/hire`));
    ok(await h.post(employer, `/enterprise/gig-orders/${oc.id}/hire`));
    expect((await h.order(b, ob.id)).actions).toMatchObject({ cancel: true, cancelCounts: false });
    expect(ok<GigOrderView>(await h.post(b, `/me/gig-orders/${ob.id}/cancel`, { reason: '家里有事' }))).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'worker',
      reliabilityStrike: false,
    });
    h.at('2026-11-24T12:00:00Z');
    expect((await h.order(c, oc.id)).actions.cancelCounts).toBe(true);
    expect(ok<GigOrderView>(await h.post(c, `/me/gig-orders/${oc.id}/cancel`)).reliabilityStrike).toBe(true);
    const profile = ok<{ reliability: { score: number; strikes: unknown[] } }>(await t.mock.call('GET', '/me/gig-profile', { token: c }));
    expect([profile.reliability.score, profile.reliability.strikes.length]).toEqual([90, 1]);
    // Both places were given back.
    expect(ok<GigDetail>(await t.mock.call('GET', `/gigs/${gig.id}`)).shifts[0].hired).toBe(0);
  });

  it('the system cancels a sign-up not hired by the start, and a hire that never checked in (a strike)', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { shifts: [{ date: '2026-11-23', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 3 }] });
    const [a, b] = [await h.newWorker(), await h.newWorker()];
    const [oa] = ok<GigOrderView[]>(await h.signUp(a, gig.id, [gig.shifts[0].id]));
    const [ob] = ok<GigOrderView[]>(await h.signUp(b, gig.id, [gig.shifts[0].id]));
    ok(await h.post(employer, `/enterprise/gig-orders/${ob.id}/hire`));
    h.at('2026-11-23T01:00:01Z');
    expect(await h.order(a, oa.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
    h.at('2026-11-23T13:00:01Z');
    expect(await h.order(b, ob.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'system', attendance: 'missed', reliabilityStrike: true });
  });

  it('a late settlement is flagged on the employer public credit', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { autoHire: true });
    const worker = await h.newWorker();
    const [order] = ok<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    h.at('2026-11-23T00:55:00Z');
    ok(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) }));
    h.at('2026-11-23T09:00:00Z');
    ok(await h.post(worker, `/me/gig-orders/${order.id}/checkout`, { code: h.code(gig.id) }));
    ok(await h.post(employer, `/enterprise/gig-orders/${order.id}/hours`, { regularMinutes: 420, overtimeMinutes: 0 }));
    const before = ok<GigDetail>(await t.mock.call('GET', `/gigs/${gig.id}`)).credit;
    h.at('2026-11-25T09:00:00Z');
    // Overdue and not yet paid counts at once.
    expect(ok<GigDetail>(await t.mock.call('GET', `/gigs/${gig.id}`)).credit.overdueNow).toBe(before.overdueNow + 1);
    expect(ok<EmployerGigOrderView>(await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`)).slip!.late).toBe(true);
    const after = ok<GigDetail>(await t.mock.call('GET', `/gigs/${gig.id}`)).credit;
    expect(after.lateSettlements).toBe(before.lateSettlements + 1);
    expect(after.late).toContainEqual(expect.objectContaining({ gigTitle: '展会现场协助', daysLate: 1 }));
    expect(after.score).toBeLessThan(before.score);
  });
});

describe('disputes', () => {
  async function disputed() {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { autoHire: true });
    const worker = await h.newWorker();
    const [order] = ok<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    const opened = ok<GigDisputeView>(
      await h.post(worker, `/me/gig-orders/${order.id}/dispute`, { category: 'conduct', text: '现场负责人多次辱骂，要求平台介入处理' }),
    );
    return { employer, worker, order, opened };
  }

  it('投诉 → 平台介入 (the employer answers) → 处理完成 → 结束, with a case number; the order resumes', async () => {
    const { employer, worker, order, opened } = await disputed();
    expect(opened).toMatchObject({ status: 'complaint', caseNo: expect.stringMatching(/^JC-LG-\d{8}-\d{4}$/) });
    expect((await h.order(worker, order.id)).status).toBe('disputed');
    refused(await h.post(worker, `/me/gig-orders/${order.id}/dispute`, { category: 'other', text: '再投诉一次试试看行不行' }), 409, 'DISPUTE_OPEN');
    const answered = ok<GigDisputeView>(
      await h.post(employer, `/enterprise/gig-disputes/${opened.id}/answer`, { agree: false, text: '现场有监控，未发生辱骂' }),
    );
    expect(answered.status).toBe('intervening');
    t.clock.now += GIG_DISPUTE_DECISION_MS + 1;
    const decided = ok<GigDisputeView[]>(await t.mock.call('GET', '/me/gig-disputes', { token: worker }))[0];
    expect([decided.status, decided.outcome, decided.decision]).toEqual(['resolved', 'resolved', expect.any(String)]);
    expect((await h.order(worker, order.id)).status).toBe('hired');
    const closed = ok<GigDisputeView>(await h.post(worker, `/me/gig-disputes/${opened.id}/close`));
    expect(closed.timeline.map((s) => s.status)).toEqual(['complaint', 'intervening', 'resolved', 'closed']);
  });

  it('同意诉求 when the employer agrees; 撤诉 when the worker withdraws; settling waits for the case', async () => {
    const first = await disputed();
    refused(await h.post(first.employer, `/enterprise/gig-orders/${first.order.id}/settle`), 409, 'DISPUTE_OPEN');
    expect(
      ok<GigDisputeView>(await h.post(first.employer, `/enterprise/gig-disputes/${first.opened.id}/answer`, { agree: true, text: '同意，已对负责人批评教育' }))
        .status,
    ).toBe('upheld');
    t.clock.now = START;
    t.mock.api.reset();
    const second = await disputed();
    expect(ok<GigDisputeView>(await h.post(second.worker, `/me/gig-disputes/${second.opened.id}/withdraw`)).status).toBe('withdrawn');
    refused(await h.post(second.employer, `/enterprise/gig-disputes/${second.opened.id}/answer`, { agree: false, text: '已撤诉' }), 409, 'GIG_ORDER_STATE');
  });
});

describe('the seed', () => {
  it('the demo seeker has orders in every state, a dispute and three months of earnings; the demo company gigs in every state', async () => {
    const seeker = await t.seeker();
    const page = ok<GigOrderPage>(await t.mock.call('GET', '/me/gig-orders?pageSize=50', { token: seeker }));
    for (const status of ['applied', 'hired', 'toRate', 'ended', 'cancelled', 'disputed'] as const)
      expect([status, page.counts[status] > 0]).toEqual([status, true]);
    expect(new Set(page.list.filter((o) => o.status === 'cancelled').map((o) => o.cancelledBy))).toEqual(new Set(['worker', 'employer', 'system']));
    expect(ok<GigDisputeView[]>(await t.mock.call('GET', '/me/gig-disputes', { token: seeker }))).toHaveLength(1);
    const months = ok<GigEarnings>(await t.mock.call('GET', '/me/gig-earnings?by=month&count=3', { token: seeker }));
    expect(months.buckets.every((b) => b.netFen > 0)).toBe(true);
    const own = ok<{ counts: Record<string, number> }>(await t.mock.call('GET', '/enterprise/gigs', { token: await t.enterprise() }));
    for (const status of ['pending', 'rejected', 'open', 'full', 'closed', 'ended']) expect([status, own.counts[status] > 0]).toEqual([status, true]);
    expect(Object.keys(own.counts)).toHaveLength(6);
  });
});
