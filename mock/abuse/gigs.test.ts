// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmployerGigOrderView, GigDetail, GigOrderView, OwnGigView } from '../../src/contract/gig.ts';
import { GIG_CODE_ATTEMPTS } from '../../src/contract/gig.ts';
import { data, START, startRecruitingMock } from '../test/recruiting.ts';
import { gigHelpers } from '../test/gigs.ts';

/**
 * A hostile client against gig work (docs/API.md, "Gig work" and "Tenant rules"): every sign-up refusal with its
 * reason, parallel sign-ups and hires for the last place, money that must never go negative or out twice,
 * guessing the on-site code, other people's orders and gigs, and the wrong role on each side's endpoints.
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

type Res = { status: number; body: { errorCode?: string; errorMessage?: string; errors?: Array<{ field: string; message: string }> } };
const codeOf = (res: Res) => [res.status, res.body.errorCode];
const shift = (date: string, start: string, end: string, headcount = 2) => ({ date, start, end, breakMinutes: 0, headcount });

describe('sign-up refusals, each with its reason and the shift named', () => {
  it('overlapping, full, started, after the deadline, a requirement not met, twice, without a profile', async () => {
    const employer = await t.enterprise();
    const a = await h.postGig(employer, { shifts: [shift('2026-11-23', '09:00', '17:00'), shift('2026-11-24', '09:00', '17:00', 1)], autoHire: true });
    const b = await h.postGig(employer, { title: '商场促销员', category: 'promoter', shifts: [shift('2026-11-23', '13:00', '20:00')] });
    const students = await h.postGig(employer, {
      title: '周末家教',
      category: 'tutor',
      shifts: [shift('2026-11-25', '09:00', '11:00')],
      requirements: { identity: 'student', minAge: 16, maxAge: null, healthCertificate: false, notes: [] },
    });
    const food = await h.postGig(employer, {
      title: '餐厅服务员',
      category: 'waiter',
      shifts: [shift('2026-11-26', '11:00', '14:00')],
      requirements: { identity: 'any', minAge: 16, maxAge: null, healthCertificate: true, notes: [] },
    });
    const worker = await h.newWorker({ healthCertificate: false });
    expect(codeOf(await h.signUp(worker, a.id, [a.shifts[0].id]))).toEqual([200, undefined]);
    const overlap = await h.signUp(worker, b.id, [b.shifts[0].id]);
    expect(codeOf(overlap)).toEqual([409, 'SHIFT_OVERLAP']);
    expect(overlap.body.errors).toEqual([{ field: 'shiftIds.0', message: expect.stringContaining('展会现场协助') }]);
    expect(codeOf(await h.signUp(worker, a.id, [a.shifts[0].id]))).toEqual([409, 'ALREADY_SIGNED_UP']);
    expect(codeOf(await h.signUp(worker, students.id, [students.shifts[0].id]))).toEqual([409, 'REQUIREMENT_UNMET']);
    expect(codeOf(await h.signUp(worker, food.id, [food.shifts[0].id]))).toEqual([409, 'REQUIREMENT_UNMET']);
    // The detail says the same before anything is sent.
    const detail = data<GigDetail>(await t.mock.call('GET', `/gigs/${food.id}`, { token: worker }));
    expect(detail.shifts[0].refusal).toEqual({ code: 'REQUIREMENT_UNMET', message: expect.stringContaining('健康证') });
    // Full: the one place of the second shift taken by another worker (报名即录用).
    const other = await h.newWorker();
    expect(codeOf(await h.signUp(other, a.id, [a.shifts[1].id]))).toEqual([200, undefined]);
    const full = await h.signUp(worker, a.id, [a.shifts[1].id]);
    expect(codeOf(full)).toEqual([409, 'SHIFT_FULL']);
    // All or nothing: a good shift beside a refused one is not taken either.
    const before = t.db().gigs.orders.size;
    const mixed = await h.signUp(other, b.id, [b.shifts[0].id]);
    expect(codeOf(mixed)).toEqual([200, undefined]);
    const both = await h.signUp(worker, a.id, [a.shifts[1].id, a.shifts[0].id]);
    expect([both.status, both.body.errors?.map((e) => e.field)]).toEqual([409, ['shiftIds.0', 'shiftIds.1']]);
    expect(t.db().gigs.orders.size).toBe(before + 1);
    // After the deadline (2 h before 09:00), and once started.
    const late = await h.newWorker();
    h.at('2026-11-23T00:00:00Z');
    expect(codeOf(await h.signUp(late, a.id, [a.shifts[0].id]))).toEqual([409, 'SIGNUP_CLOSED']);
    h.at('2026-11-23T01:00:00Z');
    expect(codeOf(await h.signUp(late, a.id, [a.shifts[0].id]))).toEqual([409, 'SHIFT_STARTED']);
    // No gig profile yet; an unknown shift id is a 422 on the field.
    const bare = await t.mock.signInBySms('13912409999');
    await t.mock.call('POST', '/auth/perfect', {
      token: bare,
      body: { role: 'seeker', name: '吴敏', gender: 'female', birthMonth: '2000-01', freshGraduate: true, workStart: '', workStatus: 'leaving' },
    });
    expect(codeOf(await h.signUp(bare, food.id, [food.shifts[0].id]))).toEqual([409, 'GIG_PROFILE_NEEDED']);
    const unknown = await h.signUp(worker, food.id, ['g1-s1']);
    expect([unknown.status, unknown.body.errors?.[0].field]).toEqual([422, 'shiftIds.0']);
  });
});

describe('the last place', () => {
  it('parallel sign-ups for the last place of a 报名即录用 shift hire exactly one', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { autoHire: true, shifts: [shift('2026-11-23', '09:00', '17:00', 1)] });
    const workers = await Promise.all(Array.from({ length: 6 }, () => h.newWorker()));
    const results = await Promise.all(workers.map((w) => h.signUp(w, gig.id, [gig.shifts[0].id])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.errorCode === 'SHIFT_FULL')).toHaveLength(5);
    const stored = t.db().gigs.gigs.get(gig.id)!.shifts[0];
    expect([stored.hired, [...t.db().gigs.orders.values()].filter((o) => o.gigId === gig.id && o.status === 'hired').length]).toEqual([1, 1]);
  });

  it('parallel hires of more sign-ups than places stop at the headcount', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { shifts: [shift('2026-11-23', '09:00', '17:00', 2)] });
    const workers = await Promise.all(Array.from({ length: 5 }, () => h.newWorker()));
    const orders = await Promise.all(workers.map(async (w) => data<GigOrderView[]>(await h.signUp(w, gig.id, [gig.shifts[0].id]))[0]));
    const hires = await Promise.all(orders.map((o) => h.post(employer, `/enterprise/gig-orders/${o.id}/hire`)));
    expect(hires.filter((r) => r.status === 200)).toHaveLength(2);
    expect(hires.filter((r) => r.body.errorCode === 'SHIFT_FULL')).toHaveLength(3);
    expect(t.db().gigs.gigs.get(gig.id)!.shifts[0].hired).toBe(2);
  });
});

describe('money never goes negative or out twice', () => {
  async function worked(prepayFen: number) {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { autoHire: true, prepayFen });
    const worker = await h.newWorker();
    const [order] = data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    h.at('2026-11-23T00:50:00Z');
    await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) });
    h.at('2026-11-23T09:00:00Z');
    await h.post(worker, `/me/gig-orders/${order.id}/checkout`, { code: h.code(gig.id) });
    await h.post(employer, `/enterprise/gig-orders/${order.id}/hours`, { regularMinutes: 420, overtimeMinutes: 0 });
    return { employer, gig, worker, order };
  }
  const ledger = (gigId: string) => ({ ...t.db().gigs.gigs.get(gigId)!.escrow });

  it('settling twice (even in parallel) pays once; the second is 409 and changes nothing', async () => {
    const { employer, gig, order } = await worked(100_000);
    const results = await Promise.all([1, 2, 3].map(() => h.post(employer, `/enterprise/gig-orders/${order.id}/settle`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.errorCode === 'ALREADY_SETTLED')).toBe(true);
    expect(ledger(gig.id)).toEqual({ heldFen: 82_500, paidOutFen: 17_500, refundedFen: 0, toppedUpFen: 100_000 });
  });

  it('more than escrow holds is 409 ESCROW_SHORT and nothing moves; a deduction above the pay is 422; prepaying fixes it', async () => {
    const { employer, gig, order } = await worked(10_000);
    const before = ledger(gig.id);
    const short = await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`);
    expect(codeOf(short)).toEqual([409, 'ESCROW_SHORT']);
    expect(ledger(gig.id)).toEqual(before);
    expect(t.db().gigs.orders.get(order.id)!.slip).toBeNull();
    const negative = await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`, { deductions: [{ amountFen: 20_000, reason: '故意扣光' }] });
    expect([negative.status, negative.body.errors?.[0].field]).toEqual([422, 'deductions']);
    expect(ledger(gig.id)).toEqual(before);
    expect(codeOf(await h.post(employer, `/enterprise/gigs/${gig.id}/prepay`, { amountFen: 7_500 }))).toEqual([200, undefined]);
    expect(data<EmployerGigOrderView>(await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`)).slip!.netFen).toBe(17_500);
    expect(ledger(gig.id)).toEqual({ heldFen: 0, paidOutFen: 17_500, refundedFen: 0, toppedUpFen: 17_500 });
  });

  it('a cancelled order cannot be paid; a sub-account cannot prepay', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const [order] = data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    await h.post(worker, `/me/gig-orders/${order.id}/cancel`);
    const before = ledger(gig.id);
    expect(codeOf(await h.post(employer, `/enterprise/gig-orders/${order.id}/settle`))).toEqual([409, 'ORDER_CANCELLED']);
    expect(ledger(gig.id)).toEqual(before);
    const sub = await t.mock.login('13800000006');
    expect(codeOf(await h.post(sub, `/enterprise/gigs/${gig.id}/prepay`, { amountFen: 100 }))).toEqual([403, 'MAIN_ACCOUNT_ONLY']);
    expect(ledger(gig.id)).toEqual(before);
  });
});

describe('the on-site code', () => {
  it('a wrong code is 400; after GIG_CODE_ATTEMPTS wrong codes the order must wait (429) even with the right one; the code turns every minute', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer, { autoHire: true });
    const worker = await h.newWorker();
    const [order] = data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    expect(codeOf(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) }))).toEqual([409, 'CHECKIN_WINDOW']);
    h.at('2026-11-23T00:30:00Z');
    const old = h.code(gig.id);
    h.at('2026-11-23T00:32:30Z');
    expect(h.code(gig.id)).not.toBe(old);
    expect(codeOf(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: old }))).toEqual([400, 'BAD_CHECKIN_CODE']);
    for (let i = 1; i < GIG_CODE_ATTEMPTS.max; i++)
      expect(codeOf(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: '000000' === h.code(gig.id) ? '000001' : '000000' }))).toEqual([
        400,
        'BAD_CHECKIN_CODE',
      ]);
    expect(codeOf(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) }))).toEqual([429, 'TOO_MANY_CODE_ATTEMPTS']);
    expect(t.db().gigs.orders.get(order.id)!.checkInAt).toBeNull();
    h.at('2026-11-23T00:43:00Z');
    expect(codeOf(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: h.code(gig.id) }))).toEqual([200, undefined]);
    expect(codeOf(await h.post(worker, `/me/gig-orders/${order.id}/checkin`, { code: '12345' }))).toEqual([422, 'VALIDATION_FAILED']);
  });
});

describe('tenancy', () => {
  it("another company's gig and orders answer 404 on every employer endpoint; nothing changes", async () => {
    const owner = await t.enterprise();
    const gig = await h.postGig(owner);
    const worker = await h.newWorker();
    const [order] = data<GigOrderView[]>(await h.signUp(worker, gig.id, [gig.shifts[0].id]));
    const rival = await t.mock.login('13800000004');
    const dispute = [...t.db().gigs.disputes.values()][0];
    const attempts: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `/enterprise/gigs/${gig.id}`],
      ['PUT', `/enterprise/gigs/${gig.id}`],
      ['POST', `/enterprise/gigs/${gig.id}/close`, {}],
      ['POST', `/enterprise/gigs/${gig.id}/prepay`, { amountFen: 100 }],
      ['GET', `/enterprise/gigs/${gig.id}/signups`],
      ['GET', `/enterprise/gigs/${gig.id}/checkin-code`],
      ['POST', `/enterprise/gig-orders/${order.id}/hire`, {}],
      ['POST', `/enterprise/gig-orders/${order.id}/decline`, { reason: '不合适' }],
      ['POST', `/enterprise/gig-orders/${order.id}/hours`, { regularMinutes: 1, overtimeMinutes: 0 }],
      ['POST', `/enterprise/gig-orders/${order.id}/settle`, {}],
      ['POST', `/enterprise/gig-orders/${order.id}/rating`, { score: 1 }],
      ['POST', `/enterprise/gig-orders/${order.id}/objection`, { accept: false, answer: '不接受' }],
      ['POST', `/enterprise/gig-disputes/${dispute.id}/answer`, { agree: false, text: '不是我们' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.mock.call(method, path, { token: rival, json: true, body: method === 'PUT' ? (await import('../test/gigs.ts')).gigBody() : body });
      expect([method, path, res.status, res.body.errorCode]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
    expect(t.db().gigs.orders.get(order.id)!.status).toBe('applied');
    expect(data<{ list: OwnGigView[] }>(await t.mock.call('GET', '/enterprise/gigs?pageSize=50', { token: rival })).list.some((g) => g.id === gig.id)).toBe(
      false,
    );
  });

  it("a worker's order and dispute are theirs alone: another worker gets 404", async () => {
    const seeker = await t.seeker();
    const stranger = await h.newWorker();
    const mine = [...(t.db().gigs.ordersByWorker.get('u1') ?? [])];
    const dispute = [...t.db().gigs.disputes.values()].find((d) => d.workerId === 'u1')!;
    for (const path of [`/me/gig-orders/${mine[0].id}`]) expect(codeOf(await t.mock.call('GET', path, { token: stranger }))).toEqual([404, 'NOT_FOUND']);
    for (const [path, body] of [
      [`/me/gig-orders/${mine[0].id}/cancel`, {}],
      [`/me/gig-orders/${mine[0].id}/checkin`, { code: '123456' }],
      [`/me/gig-orders/${mine[0].id}/rating`, { score: 1 }],
      [`/me/gig-orders/${mine[0].id}/dispute`, { category: 'other', text: '冒充别人投诉一下看看' }],
      [`/me/gig-disputes/${dispute.id}/withdraw`, {}],
    ] as const) {
      expect([path, ...codeOf(await h.post(stranger, path, body))]).toEqual([path, 404, 'NOT_FOUND']);
    }
    expect(dispute.status).toBe('complaint');
    expect(codeOf(await t.mock.call('GET', `/me/gig-orders/${mine[0].id}`, { token: seeker }))).toEqual([200, undefined]);
  });

  it('a seeker gets 403 on employer endpoints, an employer 403 on worker ones, a visitor 401; an uncertified company cannot post', async () => {
    const seeker = await t.seeker();
    const employer = await t.enterprise();
    const { gigBody } = await import('../test/gigs.ts');
    for (const [method, path] of [
      ['GET', '/enterprise/gigs'],
      ['POST', '/enterprise/gigs'],
      ['GET', '/enterprise/gig-disputes'],
      ['POST', '/enterprise/gig-orders/go1/settle'],
    ] as const) {
      expect([path, ...codeOf(await t.mock.call(method, path, { token: seeker, json: true, body: method === 'POST' ? gigBody() : undefined }))]).toEqual([
        path,
        403,
        'FORBIDDEN',
      ]);
    }
    for (const [method, path] of [
      ['GET', '/me/gig-orders'],
      ['POST', '/gigs/g1/signups'],
      ['GET', '/me/gig-earnings'],
    ] as const) {
      expect([
        path,
        ...codeOf(await t.mock.call(method, path, { token: employer, json: true, body: method === 'POST' ? { shiftIds: ['g1-s1'] } : undefined })),
      ]).toEqual([path, 403, 'FORBIDDEN']);
      expect([path, ...codeOf(await t.mock.call(method, path, { json: true, body: method === 'POST' ? { shiftIds: ['g1-s1'] } : undefined }))]).toEqual([
        path,
        401,
        'UNAUTHENTICATED',
      ]);
    }
    const uncertified = await t.mock.login('13800000005');
    expect(codeOf(await t.mock.call('POST', '/enterprise/gigs', { token: uncertified, json: true, body: gigBody() }))).toEqual([403, 'COMPANY_NOT_CERTIFIED']);
  });

  it("evidence pictures and gig photos must be the sender's own uploads", async () => {
    const seeker = await t.seeker();
    const mine = [...t.db().gigs.ordersByWorker.get('u1')!].find((o) => o.status === 'hired')!;
    t.db().uploads.set('upload/abcdef.png', { path: 'upload/abcdef.png', ownerId: 'u2', contentType: 'image/png', bytes: Buffer.from('x') });
    const res = await h.post(seeker, `/me/gig-orders/${mine.id}/dispute`, {
      category: 'other',
      text: '用别人的图片当证据试试看',
      evidence: ['upload/abcdef.png'],
    });
    expect([res.status, res.body.errors?.[0].field]).toEqual([422, 'evidence.0']);
    // A gig's photos likewise: the seeker's picture is not the employer's to publish.
    t.db().uploads.set('upload/fedcba.png', { path: 'upload/fedcba.png', ownerId: 'u1', contentType: 'image/png', bytes: Buffer.from('x') });
    const { gigBody } = await import('../test/gigs.ts');
    const posted = await t.mock.call('POST', '/enterprise/gigs', { token: await t.enterprise(), json: true, body: gigBody({ photos: ['upload/fedcba.png'] }) });
    expect([posted.status, posted.body.errors?.[0].field]).toEqual([422, 'photos.0']);
  });
});
