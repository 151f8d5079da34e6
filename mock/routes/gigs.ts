import {
  cancelCounts,
  GIG_CHECKIN_EARLY_MINUTES,
  GIG_CHECKOUT_LATE_MINUTES,
  GIG_CODE_ATTEMPTS,
  GIG_ERROR_CODES as CODES,
  gigCodeBody,
  gigDisputeBody,
  gigEarningsQuery,
  gigObjectionBody,
  gigOrdersQuery,
  gigProfileBody,
  gigReasonBody,
  gigSearchQuery,
  gigSignUpBody,
  shiftRefusal,
  type GigDetail,
  type GigDisputeView,
  type GigEarnings,
  type GigOrderPage,
  type GigOrderView,
  type GigProfile,
} from '../../src/contract/gig.ts';
import { DEFAULT_PAGE_SIZE } from '../../src/contract/params.ts';
import { invalid, notFound, rejected } from '../core/errors.ts';
import { rateSlot } from '../core/rateLimit.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { moveDispute, refreshOrder } from '../db/gigs/lifecycle.ts';
import { addOrder, codeMatches, isPublic, newOrder } from '../db/gigs/records.ts';
import { searchGigs } from '../db/gigs/search.ts';
import { notifyGigCancelledByWorker, notifyGigSignUp } from '../db/notifications/gigNotices.ts';
import type { GigOrderRecord } from '../db/gigs/types.ts';
import { countBy, detailOf, disputeView, heldSpans, orderView, profileOf, workerActions } from '../db/gigs/views.ts';
import { iso } from '../db/recruiting/viewer.ts';
import { orderAction, orderContext, rateAction, refuse, stateError, type OrderActionCtx, type OrderSide } from './gigOrderActions.ts';

/**
 * Gig work for workers (/hourlyworker, /hourlydetail, /myodd): search, detail, sign-up, cancel, check-in and
 * out with the employer's rotating code, objections, confirming hours, ratings, earnings and disputes
 * (docs/API.md, "Gig work"). A worker reads and changes only their own orders: another's id answers 404.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function publicGig(db: Db, id: string) {
  const gig = db.gigs.gigs.get(id);
  if (!gig || !isPublic(gig)) throw notFound('零工不存在或已下线');
  return gig;
}

function ownOrder(db: Db, user: UserRecord | null, id: string, now: number): GigOrderRecord {
  const order = db.gigs.orders.get(id);
  if (!order || order.workerId !== user!.id) throw notFound('零工订单不存在');
  refreshOrder(db.gigs, order, now);
  return order;
}

/** The worker's side of an order (gigOrderActions.ts). */
const workerSide: OrderSide<GigOrderView> = { auth: 'seeker', own: ownOrder, view: orderView };

export const gigWorkerRoutes = [
  route({
    method: 'GET',
    path: '/gigs',
    query: gigSearchQuery,
    handler: ({ db, query, now }) => searchGigs(db, query, now),
  }),
  route({
    method: 'GET',
    path: '/gigs/:id',
    auth: 'optional',
    handler: ({ db, params, user, now }): GigDetail => detailOf(db, publicGig(db, params.id), now, user?.role === 'seeker' ? user.id : null),
  }),
  route({
    method: 'GET',
    path: '/me/gig-profile',
    auth: 'seeker',
    handler: ({ db, user, now }): GigProfile => profileOf(db, user!.id, now),
  }),
  route({
    method: 'PUT',
    path: '/me/gig-profile',
    auth: 'seeker',
    body: gigProfileBody,
    handler: ({ db, user, body, now }): GigProfile => {
      const worker = db.gigs.workers.get(user!.id);
      if (worker) Object.assign(worker, body);
      else db.gigs.workers.set(user!.id, { ...body, strikes: [] });
      return profileOf(db, user!.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/gigs/:id/signups',
    auth: 'seeker',
    body: gigSignUpBody,
    handler: ({ db, user, params, body, now }): GigOrderView[] => {
      const gig = publicGig(db, params.id);
      const store = db.gigs;
      const ids = [...new Set(body.shiftIds)];
      const unknown = ids.map((id, i) => ({ id, i })).filter(({ id }) => !gig.shifts.some((s) => s.id === id));
      if (unknown.length) throw invalid(unknown.map(({ i }) => ({ field: `shiftIds.${i}`, message: '班次不存在' })));
      const worker = store.workers.get(user!.id) ?? null;
      const held = heldSpans(store, user!.id, now);
      // All shifts are checked before any is taken, and nothing awaits in between: parallel sign-ups for the
      // last place are served one after the other, and the second finds the shift full.
      const refusals = ids.flatMap((id, i) => {
        const shift = gig.shifts.find((s) => s.id === id)!;
        const refusal = shiftRefusal(
          shift,
          gig.requirements,
          worker,
          held.map((h) => ({ ...h, sameShift: h.shiftId === id })),
          now,
        );
        return refusal ? [{ i, ...refusal }] : [];
      });
      if (refusals.length)
        throw refuse(
          refusals[0].code,
          refusals[0].message,
          409,
          refusals.map((r) => ({ field: `shiftIds.${r.i}`, message: r.message })),
        );
      return ids.map((id) => {
        const shift = gig.shifts.find((s) => s.id === id)!;
        const order = newOrder(store, gig, shift, user!.id, now);
        if (gig.autoHire) {
          order.status = 'hired';
          order.hiredAt = now;
          shift.hired++;
        }
        addOrder(store, order);
        notifyGigSignUp(db, order, now);
        return orderView(db, order, now);
      });
    },
  }),
  route({
    method: 'PUT',
    path: '/me/saved-gigs/:id',
    auth: 'seeker',
    handler: ({ db, user, params }) => {
      publicGig(db, params.id);
      let saved = db.gigs.saved.get(user!.id);
      if (!saved) db.gigs.saved.set(user!.id, (saved = new Set()));
      saved.add(params.id);
      return { saved: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/me/saved-gigs/:id',
    auth: 'seeker',
    handler: ({ db, user, params }) => {
      // A saved gig that went offline can still be unsaved; an id that names no gig at all is 404.
      const saved = db.gigs.saved.get(user!.id);
      if (!saved?.has(params.id) && !db.gigs.gigs.has(params.id)) throw notFound('零工不存在或已下线');
      saved?.delete(params.id);
      return { saved: false };
    },
  }),
  route({
    method: 'GET',
    path: '/me/gig-orders',
    auth: 'seeker',
    query: gigOrdersQuery,
    handler: ({ db, user, query, now }): GigOrderPage => {
      const mine = db.gigs.ordersByWorker.get(user!.id) ?? [];
      for (const o of mine) refreshOrder(db.gigs, o, now);
      const tab = query.status ?? 'all';
      const shown = mine
        .filter((o) => tab === 'all' || o.status === tab)
        .sort((a, b) => orderContext(db, b).shift.startAt - orderContext(db, a).shift.startAt || b.id.localeCompare(a.id));
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const current = query.current ?? 1;
      return {
        list: shown.slice((current - 1) * pageSize, current * pageSize).map((o) => orderView(db, o, now)),
        total: shown.length,
        current,
        pageSize,
        counts: countBy(mine),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/me/gig-orders/:id',
    auth: 'seeker',
    handler: ({ db, user, params, now }): GigOrderView => orderView(db, ownOrder(db, user, params.id, now), now),
  }),
  orderAction(workerSide, '/me/gig-orders/:id/cancel', {
    body: gigReasonBody('取消原因', false),
    act: ({ db, user, order, shift, body, now }) => {
      if (order.status !== 'applied' && order.status !== 'hired') throw stateError('该订单已结束或已取消，不能再取消');
      if (now >= shift.startAt) throw stateError('班次已开始，不能取消；如有问题请联系雇主或发起投诉');
      const strike = order.status === 'hired' && cancelCounts(shift.startAt, now);
      if (order.status === 'hired') shift.hired--;
      order.status = 'cancelled';
      order.cancelledBy = 'worker';
      order.cancelReason = body.reason ?? null;
      order.cancelledAt = now;
      if (strike) {
        order.strike = true;
        db.gigs.workers
          .get(user!.id)
          ?.strikes.unshift({ orderId: order.id, at: now, reason: `开工前 ${Math.max(0, Math.floor((shift.startAt - now) / HOUR))} 小时内取消` });
      }
      notifyGigCancelledByWorker(db, order, now);
    },
  }),
  orderAction(workerSide, '/me/gig-orders/:id/checkin', { body: gigCodeBody, act: (ctx) => punch(ctx, 'in') }),
  orderAction(workerSide, '/me/gig-orders/:id/checkout', { body: gigCodeBody, act: (ctx) => punch(ctx, 'out') }),
  orderAction(workerSide, '/me/gig-orders/:id/objection', {
    body: gigObjectionBody,
    act: ({ db, user, order, shift, body, now }) => {
      if (!workerActions(order, shift, now).object) {
        throw order.objection
          ? stateError('该订单已提出过异议')
          : order.slip
            ? refuse(CODES.alreadySettled, '已结算的订单不能再提异议，如有问题请发起投诉')
            : stateError('下班签退或班次结束后，才能对考勤和工时提出异议');
      }
      refuseForeignEvidence(db, user!, body.evidence ?? []);
      order.objection = { text: body.text, evidence: body.evidence ?? [], at: now, answer: null, accepted: null, answeredAt: null };
    },
  }),
  orderAction(workerSide, '/me/gig-orders/:id/hours/confirm', {
    act: ({ order, shift, now }) => {
      if (!workerActions(order, shift, now).confirmHours)
        throw order.confirmed ? stateError('工时已确认，或有待雇主答复的异议') : refuse(CODES.hoursNotConfirmed, '雇主还没有确认工时');
      order.workerConfirmedAt = now;
    },
  }),
  rateAction(workerSide, '/me/gig-orders/:id/rating', 'byWorker', '您已评价过该订单'),
  route({
    method: 'GET',
    path: '/me/gig-earnings',
    auth: 'seeker',
    query: gigEarningsQuery,
    handler: ({ db, user, query, now }): GigEarnings => earnings(db, user!.id, query.by, query.count ?? (query.by === 'week' ? 12 : 6), now),
  }),
  route({
    method: 'POST',
    path: '/me/gig-orders/:id/dispute',
    auth: 'seeker',
    body: gigDisputeBody,
    handler: ({ db, user, params, body, now }): GigDisputeView => {
      const order = ownOrder(db, user, params.id, now);
      if (order.status === 'disputed') throw refuse(CODES.disputeOpen, '该订单已有处理中的投诉');
      refuseForeignEvidence(db, user!, body.evidence ?? []);
      const store = db.gigs;
      const seq = ++store.counters.dispute;
      const id = `gd${seq}`;
      store.disputes.set(id, {
        id,
        caseNo: `JC-LG-${new Date(now + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}-${String(seq).padStart(4, '0')}`,
        orderId: order.id,
        workerId: user!.id,
        employerId: order.employerId,
        category: body.category,
        text: body.text,
        evidence: body.evidence ?? [],
        status: 'complaint',
        outcome: null,
        answer: null,
        decision: null,
        timeline: [{ status: 'complaint', at: now }],
        openedAt: now,
      });
      order.statusBeforeDispute = order.status;
      order.status = 'disputed';
      order.disputeId = id;
      return disputeView(db, id, now);
    },
  }),
  route({
    method: 'GET',
    path: '/me/gig-disputes',
    auth: 'seeker',
    handler: ({ db, user, now }): GigDisputeView[] =>
      [...db.gigs.disputes.values()]
        .filter((d) => d.workerId === user!.id)
        .sort((a, b) => b.openedAt - a.openedAt)
        .map((d) => disputeView(db, d.id, now)),
  }),
  route({
    method: 'POST',
    path: '/me/gig-disputes/:id/withdraw',
    auth: 'seeker',
    handler: ({ db, user, params, now }): GigDisputeView => {
      const dispute = ownDispute(db, user!, params.id, now);
      if (dispute.status !== 'complaint' && dispute.status !== 'intervening') throw stateError('该投诉已有处理结果，不能撤诉');
      moveDispute(db.gigs, dispute, 'withdrawn', now);
      return disputeView(db, dispute.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/me/gig-disputes/:id/close',
    auth: 'seeker',
    handler: ({ db, user, params, now }): GigDisputeView => {
      const dispute = ownDispute(db, user!, params.id, now);
      if (!dispute.outcome || dispute.status === 'closed') throw stateError(dispute.status === 'closed' ? '该投诉已结束' : '投诉还在处理中，有结果后才能结束');
      moveDispute(db.gigs, dispute, 'closed', now);
      return disputeView(db, dispute.id, now);
    },
  }),
];

function ownDispute(db: Db, user: UserRecord, id: string, now: number) {
  const dispute = db.gigs.disputes.get(id);
  if (!dispute || dispute.workerId !== user.id) throw notFound('投诉不存在');
  refreshOrder(db.gigs, db.gigs.orders.get(dispute.orderId)!, now);
  return dispute;
}

/** Evidence pictures are the caller's own uploads (POST /uploads): never another person's file. */
export function refuseForeignEvidence(db: Db, user: UserRecord, paths: string[]) {
  const foreign = paths.map((p, i) => ({ p, i })).filter(({ p }) => db.uploads.get(p)?.ownerId !== user.id);
  if (foreign.length) throw invalid(foreign.map(({ i }) => ({ field: `evidence.${i}`, message: '图片不存在，请重新上传' })));
}

/**
 * Check-in and check-out with the code the employer shows on site (it turns every minute; the one before is
 * still accepted). Wrong codes are counted per order: GIG_CODE_ATTEMPTS in a window, then 429.
 */
function punch({ db, order, gig, shift, body, now }: OrderActionCtx<{ code: string }>, kind: 'in' | 'out') {
  if (order.status !== 'hired') throw stateError('只有已雇用的订单可以签到签退');
  if (kind === 'in') {
    if (order.checkInAt !== null) throw stateError('已签到');
    if (now < shift.startAt - GIG_CHECKIN_EARLY_MINUTES * 60_000) throw refuse(CODES.checkinWindow, `开工前 ${GIG_CHECKIN_EARLY_MINUTES} 分钟内才能签到`);
    if (now > shift.endAt) throw refuse(CODES.checkinWindow, '班次已结束，不能再签到；如已到岗工作，请对考勤提出异议');
  } else {
    if (order.checkInAt === null) throw stateError('请先签到');
    if (order.checkOutAt !== null) throw stateError('已签退');
    if (now > shift.endAt + GIG_CHECKOUT_LATE_MINUTES * 60_000) throw refuse(CODES.checkinWindow, '已超过签退时间；请对考勤提出异议');
  }
  const slot = rateSlot(
    db,
    `gig-code:${order.id}`,
    GIG_CODE_ATTEMPTS,
    now,
    CODES.tooManyCodes,
    (s) => `签到码错误次数过多，请 ${Math.ceil(s / 60)} 分钟后再试`,
  );
  if (!codeMatches(gig, body.code, now)) {
    slot.take();
    throw rejected(CODES.badCode, '签到码不正确或已过期，请向现场负责人获取最新签到码');
  }
  if (kind === 'in') order.checkInAt = now;
  else order.checkOutAt = now;
}

/** Net pay by settlement date, per Beijing week (Monday first) or month, the newest last; and what is still owed. */
function earnings(db: Db, workerId: string, by: 'week' | 'month', count: number, now: number): GigEarnings {
  const orders = db.gigs.ordersByWorker.get(workerId) ?? [];
  for (const o of orders) refreshOrder(db.gigs, o, now);
  const BJ = 8 * HOUR;
  const starts: number[] = [];
  const today = new Date(now + BJ);
  if (by === 'week') {
    const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY - BJ;
    for (let i = count - 1; i >= 0; i--) starts.push(monday - i * 7 * DAY);
    starts.push(monday + 7 * DAY);
  } else {
    for (let i = count - 1; i >= -1; i--) starts.push(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1) - BJ);
  }
  const buckets = starts
    .slice(0, -1)
    .map((from, i) => ({ from: iso(from), to: iso(starts[i + 1]), netFen: 0, orders: 0, minutes: 0, fromMs: from, toMs: starts[i + 1] }));
  let pendingFen = 0;
  for (const o of orders) {
    if (o.slip) {
      const bucket = buckets.find((b) => o.slip!.settledAt >= b.fromMs && o.slip!.settledAt < b.toMs);
      if (bucket) {
        bucket.netFen += o.slip.netFen;
        bucket.orders++;
        bucket.minutes += (o.confirmed?.regularMinutes ?? 0) + (o.confirmed?.overtimeMinutes ?? 0);
      }
    } else if (o.confirmed && (o.status === 'hired' || o.status === 'disputed')) {
      const { gig } = orderContext(db, o);
      pendingFen +=
        gig.pay.basis === 'hour'
          ? Math.round((gig.pay.amountFen * o.confirmed.regularMinutes) / 60)
          : gig.pay.basis === 'piece'
            ? gig.pay.amountFen * (o.confirmed.pieces ?? 0)
            : gig.pay.basis === 'job'
              ? Math.round(gig.pay.amountFen / gig.shifts.length)
              : gig.pay.amountFen;
    }
  }
  return {
    by,
    buckets: buckets.map(({ fromMs: _f, toMs: _t, ...b }) => b),
    totalNetFen: buckets.reduce((sum, b) => sum + b.netFen, 0),
    pendingFen,
  };
}
