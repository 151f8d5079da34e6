import { randomBytes } from 'node:crypto';
import {
  GIG_CODE_ROTATE_SECONDS,
  GIG_ERROR_CODES as CODES,
  gigDisputeAnswerBody,
  gigHoursBody,
  gigObjectionAnswerBody,
  gigPostingBody,
  gigPrepayBody,
  gigReasonBody,
  gigSettleBody,
  gigSignupsQuery,
  ownGigsQuery,
  punchedMinutes,
  shiftTimingIssues,
  type EmployerGigOrderView,
  type GigCheckinCode,
  type GigDisputeView,
  type GigPostingValues,
  type OwnGigPage,
  type OwnGigView,
} from '../../src/contract/gig.ts';
import { DEFAULT_PAGE_SIZE } from '../../src/contract/params.ts';
import { GIG_STATUS_VALUES, type GigStatus } from '../../src/dicts/gig.ts';
import { invalid, notFound } from '../core/errors.ts';
import { refuseUnless, route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { accessSubjectOf } from '../db/access.ts';
import { districtCentre } from '../db/gigs/geo.ts';
import { moveDispute, refreshOrder } from '../db/gigs/lifecycle.ts';
import { owesWages, settleByOf, slipOf } from '../db/gigs/money.ts';
import { codeAt, gigStatus, indexGig, periodOf, postingFields, shiftOf } from '../db/gigs/records.ts';
import type { GigEmployerRecord, GigOrderRecord, GigRecord } from '../db/gigs/types.ts';
import { disputeView, employerOrderView, ownGigOf } from '../db/gigs/views.ts';
import { notifyGigCancelledByEmployer, notifyGigDeclined, notifyGigHired, notifyGigSettled } from '../db/notifications/gigNotices.ts';
import { BUSINESS_AREAS } from '../db/recruiting/content/geo.ts';
import { consumeQuota } from '../db/recruiting/membership.ts';
import { ensureRecruiterRecord } from '../db/recruiting/recruiterAccounts.ts';
import { iso } from '../db/recruiting/viewer.ts';
import { ownCompany } from './companyProfile.ts';
import { orderAction, rateAction, refuse, stateError, type OrderSide } from './gigOrderActions.ts';
import { refuseForeignEvidence } from './gigs.ts';

/**
 * Gig work for employers (the 零工 tab of /position): post a gig (a certified company; the job posts' wording
 * check; reviewed like job posts), prepay wages into escrow, sign-ups per shift, hire or decline, the rotating
 * on-site code, hours, settlement out of escrow, ratings, objections and disputes (docs/API.md, "Gig work").
 * A company sees only its own gigs and their orders: another company's id answers 404.
 */

/** The company's gig employer record, made on its first gig. */
function ownEmployer(db: Db, user: UserRecord): GigEmployerRecord {
  const company = ownCompany(db, user);
  let employer = db.gigs.employers.get(company.id);
  if (!employer) {
    employer = {
      id: company.id,
      type: 'company',
      name: company.name,
      verified: company.verified,
      city: company.city,
      companyId: company.id,
      late: [],
      seededReviews: [],
      seededSettled: 0,
    };
    db.gigs.employers.set(company.id, employer);
  }
  return employer;
}

function ownGig(db: Db, user: UserRecord | null, id: string): GigRecord {
  const company = ownCompany(db, user!);
  const gig = db.gigs.gigs.get(id);
  if (!gig || gig.employerId !== company.id) throw notFound('零工不存在或已删除');
  return gig;
}

function ownOrder(db: Db, user: UserRecord | null, id: string, now: number): GigOrderRecord {
  const company = ownCompany(db, user!);
  const order = db.gigs.orders.get(id);
  if (!order || order.employerId !== company.id) throw notFound('零工订单不存在');
  refreshOrder(db.gigs, order, now);
  return order;
}

/** The company's side of an order (gigOrderActions.ts). */
const companySide: OrderSide<EmployerGigOrderView> = { auth: 'enterprise', own: ownOrder, view: employerOrderView };

/** Prepaying is a payment: the company's main account (permissions.ts `canBuyPlans`). */
function requireMoneyRights(db: Db, user: UserRecord, now: number) {
  refuseUnless('canBuyPlans', accessSubjectOf(db, user, now));
}

function area(values: GigPostingValues) {
  return { businessArea: BUSINESS_AREAS[values.district].split('|')[0], location: districtCentre(values.district) };
}

/** Shifts in the future (the clock), and photos the poster uploaded (`upload/…`), never someone else's file. */
function checkPosting(db: Db, user: UserRecord, values: GigPostingValues, now: number) {
  const issues = shiftTimingIssues(values.shifts, now);
  values.photos.forEach((path, i) => {
    if (path.startsWith('upload/') && db.uploads.get(path)?.ownerId !== user.id) issues.push({ field: `photos.${i}`, message: '图片不存在，请重新上传' });
  });
  if (issues.length) throw invalid(issues);
}

export const gigEmployerRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/gigs',
    auth: 'enterprise',
    query: ownGigsQuery,
    handler: ({ db, user, query, now }): OwnGigPage => {
      const company = ownCompany(db, user!);
      const all = [...db.gigs.gigs.values()]
        .filter((g) => g.employerId === company.id)
        .sort((a, b) => b.submittedAt - a.submittedAt || b.id.localeCompare(a.id));
      const statuses = new Map(all.map((g) => [g, gigStatus(g, now)]));
      const shown = all.filter((g) => !query.status || statuses.get(g) === query.status);
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const current = query.current ?? 1;
      const counts = Object.fromEntries(GIG_STATUS_VALUES.map((s) => [s, all.filter((g) => statuses.get(g) === s).length])) as Record<GigStatus, number>;
      return {
        list: shown.slice((current - 1) * pageSize, current * pageSize).map((g) => ownGigOf(db, g, now)),
        total: shown.length,
        current,
        pageSize,
        counts,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/gigs',
    auth: 'enterprise',
    permission: 'canPublish',
    body: gigPostingBody,
    handler: ({ db, user, body, now }): OwnGigView => {
      checkPosting(db, user!, body, now);
      if (body.prepayFen > 0) requireMoneyRights(db, user!, now);
      // A gig takes a place of the plan's `gigs` level like a job post (409 QUOTA_EXHAUSTED, nothing made).
      consumeQuota(db, ownCompany(db, user!).id, 'gigs', 1, body.title, now);
      const employer = ownEmployer(db, user!);
      const store = db.gigs;
      const id = `g${++store.counters.gig}`;
      const gig: GigRecord = {
        id,
        employerId: employer.id,
        recruiterId: ensureRecruiterRecord(db, user!).id,
        ...postingFields(id, body, area(body)),
        escrow: { heldFen: body.prepayFen, paidOutFen: 0, refundedFen: 0, toppedUpFen: body.prepayFen },
        review: 'pending',
        rejectReason: null,
        submittedAt: now,
        postedAt: now,
        closed: false,
        codeSecret: randomBytes(12).toString('hex'),
        hay: '',
        timeSlots: new Set(),
        hourlyFen: 0,
        rank: 1,
      };
      indexGig(gig, employer);
      store.gigs.set(id, gig);
      store.pendingReviews.add(id);
      return ownGigOf(db, gig, now);
    },
  }),
  route({
    method: 'GET',
    path: '/enterprise/gigs/:id',
    auth: 'enterprise',
    handler: ({ db, user, params, now }): OwnGigView => ownGigOf(db, ownGig(db, user, params.id), now),
  }),
  route({
    method: 'PUT',
    path: '/enterprise/gigs/:id',
    auth: 'enterprise',
    permission: 'canPublish',
    body: gigPostingBody,
    handler: ({ db, user, params, body, now }): OwnGigView => {
      const gig = ownGig(db, user, params.id);
      // Once public, people have signed up for these shifts: only a gig in review or not approved is edited.
      if (gig.review === 'approved') throw stateError('已发布的零工不能修改；如需调整请关闭后重新发布');
      checkPosting(db, user!, body, now);
      // A rejected gig held no place; sent again it waits for review, which takes one.
      if (gig.review === 'rejected') consumeQuota(db, gig.employerId, 'gigs', 1, body.title, now);
      Object.assign(gig, postingFields(gig.id, body, area(body)), { review: 'pending', rejectReason: null, submittedAt: now });
      indexGig(gig, db.gigs.employers.get(gig.employerId)!);
      db.gigs.pendingReviews.add(gig.id);
      return ownGigOf(db, gig, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/gigs/:id/close',
    auth: 'enterprise',
    body: gigReasonBody('关闭原因', false),
    handler: ({ db, user, params, body, now }): OwnGigView => {
      const gig = ownGig(db, user, params.id);
      if (gig.closed) throw stateError('该零工已关闭');
      gig.closed = true;
      // Sign-ups still waiting and hires on shifts not yet started are cancelled, with the employer's reason.
      for (const order of db.gigs.ordersByGig.get(gig.id) ?? []) {
        refreshOrder(db.gigs, order, now);
        const shift = shiftOf(gig, order);
        if ((order.status === 'applied' || order.status === 'hired') && shift.startAt > now) {
          if (order.status === 'hired') shift.hired--;
          Object.assign(order, { status: 'cancelled', cancelledBy: 'employer', cancelReason: body.reason ?? '雇主已关闭该零工', cancelledAt: now });
          notifyGigCancelledByEmployer(db, order, now);
        }
      }
      // What no worker is still owed goes back (simulated); wages of worked, unsettled shifts stay in escrow.
      const owed = owesWages(db.gigs, gig);
      if (!owed && gig.escrow.heldFen > 0) {
        gig.escrow.refundedFen += gig.escrow.heldFen;
        gig.escrow.heldFen = 0;
      }
      return ownGigOf(db, gig, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/gigs/:id/prepay',
    auth: 'enterprise',
    body: gigPrepayBody,
    handler: ({ db, user, params, body, now }): OwnGigView => {
      const gig = ownGig(db, user, params.id);
      requireMoneyRights(db, user!, now);
      // A gig that is over can still need money: the wages of worked shifts not yet settled.
      const owed = owesWages(db.gigs, gig);
      if ((gig.closed || gigStatus(gig, now) === 'ended') && !owed) throw stateError('该零工已关闭或已结束，且没有待结算的订单，无需预付');
      gig.escrow.heldFen += body.amountFen;
      gig.escrow.toppedUpFen += body.amountFen;
      return ownGigOf(db, gig, now);
    },
  }),
  route({
    method: 'GET',
    path: '/enterprise/gigs/:id/signups',
    auth: 'enterprise',
    query: gigSignupsQuery,
    handler: ({ db, user, params, query, now }): EmployerGigOrderView[] => {
      const gig = ownGig(db, user, params.id);
      if (query.shiftId && !gig.shifts.some((s) => s.id === query.shiftId)) throw invalid([{ field: 'shiftId', message: '班次不存在' }]);
      const orders = (db.gigs.ordersByGig.get(gig.id) ?? []).filter((o) => !query.shiftId || o.shiftId === query.shiftId);
      for (const o of orders) refreshOrder(db.gigs, o, now);
      return orders
        .filter((o) => !query.status || query.status === 'all' || o.status === query.status)
        .sort((a, b) => a.appliedAt - b.appliedAt)
        .map((o) => employerOrderView(db, o, now));
    },
  }),
  route({
    method: 'GET',
    path: '/enterprise/gigs/:id/checkin-code',
    auth: 'enterprise',
    handler: ({ db, user, params, now }): GigCheckinCode => {
      const gig = ownGig(db, user, params.id);
      const period = periodOf(now);
      return { code: codeAt(gig, period), rotatesAt: iso((period + 1) * GIG_CODE_ROTATE_SECONDS * 1000), periodSeconds: GIG_CODE_ROTATE_SECONDS };
    },
  }),
  orderAction(companySide, '/enterprise/gig-orders/:id/hire', {
    act: ({ db, order, shift, now }) => {
      if (order.status !== 'applied') throw stateError(order.status === 'hired' ? '已雇用' : '该报名已取消或已结束');
      if (now >= shift.startAt) throw refuse(CODES.shiftStarted, '班次已开始，不能再雇用');
      // Checked and taken with nothing awaited in between: parallel hires never exceed the headcount.
      if (shift.hired >= shift.headcount) throw refuse(CODES.shiftFull, `该班次已录满 ${shift.headcount} 人`);
      shift.hired++;
      order.status = 'hired';
      order.hiredAt = now;
      notifyGigHired(db, order, now);
    },
  }),
  orderAction(companySide, '/enterprise/gig-orders/:id/decline', {
    body: gigReasonBody('不录用原因', true),
    act: ({ db, order, body, now }) => {
      if (order.status !== 'applied') throw stateError('只有待处理的报名可以谢绝');
      Object.assign(order, { status: 'cancelled', cancelledBy: 'employer', cancelReason: body.reason, cancelledAt: now });
      notifyGigDeclined(db, order, now);
    },
  }),
  orderAction(companySide, '/enterprise/gig-orders/:id/cancel', {
    body: gigReasonBody('取消原因', true),
    act: ({ db, order, shift, body, now }) => {
      // Checked and changed with nothing awaited in between: a second (or parallel) cancellation finds it cancelled.
      if (order.status !== 'hired') throw stateError(order.status === 'applied' ? '尚未录用的报名请使用“谢绝”' : '只有已录用的订单可以取消录用');
      if (now >= shift.startAt) throw refuse(CODES.shiftStarted, '班次已开始，不能取消录用；如工人未到岗，系统会按缺勤处理');
      if (order.checkInAt !== null) throw stateError('工人已签到，不能取消录用');
      // The place goes back to the shift (sign-ups reopen while its deadline allows); the worker is not struck.
      shift.hired--;
      Object.assign(order, { status: 'cancelled', cancelledBy: 'employer', cancelReason: body.reason, cancelledAt: now });
      notifyGigCancelledByEmployer(db, order, now);
    },
  }),
  orderAction(companySide, '/enterprise/gig-orders/:id/hours', {
    body: gigHoursBody,
    act: ({ order, gig, shift, body, now }) => {
      if (order.slip) throw refuse(CODES.alreadySettled, '已结算的订单不能再修改工时');
      if (order.status !== 'hired') throw stateError(order.status === 'cancelled' ? '已取消的订单没有工时' : '该订单当前不能确认工时');
      if (order.checkInAt === null || (order.checkOutAt === null && now <= shift.endAt)) throw stateError('工人签退（或班次结束）后才能确认工时');
      if (gig.pay.basis === 'piece' && (body.pieces === undefined || body.pieces === null))
        throw invalid([{ field: 'pieces', message: '按件计薪须填写完成件数' }]);
      const punched = order.checkOutAt !== null ? punchedMinutes(shift, order.checkInAt, order.checkOutAt) : null;
      const differs = !punched || punched.regular !== body.regularMinutes || punched.overtime < body.overtimeMinutes;
      if (differs && !body.reason) throw invalid([{ field: 'reason', message: '工时与打卡记录不一致，请填写修改原因（工人会看到）' }]);
      if (body.regularMinutes > shift.paidMinutes)
        throw invalid([{ field: 'regularMinutes', message: `正常工时不能超过班次的 ${shift.paidMinutes} 分钟，超出部分请计为加班` }]);
      order.confirmed = {
        regularMinutes: body.regularMinutes,
        overtimeMinutes: body.overtimeMinutes,
        pieces: body.pieces ?? null,
        reason: body.reason ?? null,
        at: now,
      };
      order.workerConfirmedAt = null;
    },
  }),
  orderAction(companySide, '/enterprise/gig-orders/:id/objection', {
    body: gigObjectionAnswerBody,
    act: ({ order, body, now }) => {
      if (!order.objection || order.objection.answeredAt !== null) throw stateError('没有待答复的异议');
      if (order.slip) throw refuse(CODES.alreadySettled, '该订单已结算');
      order.objection.answer = body.answer;
      order.objection.accepted = body.accept;
      order.objection.answeredAt = now;
      if (body.accept && body.regularMinutes !== undefined) {
        order.confirmed = {
          regularMinutes: body.regularMinutes,
          overtimeMinutes: order.confirmed?.overtimeMinutes ?? 0,
          pieces: order.confirmed?.pieces ?? null,
          reason: `接受异议：${body.answer}`,
          at: now,
        };
        order.workerConfirmedAt = now;
      }
    },
  }),
  orderAction(companySide, '/enterprise/gig-orders/:id/settle', {
    body: gigSettleBody,
    act: ({ db, order, gig, shift, body, now }) => {
      // Every refusal comes before anything changes: no second, negative or uncovered payment.
      if (order.status === 'cancelled') throw refuse(CODES.orderCancelled, '已取消的订单不能结算');
      if (order.slip) throw refuse(CODES.alreadySettled, '该订单已结算，不能重复结算');
      if (order.status === 'disputed') throw refuse(CODES.disputeOpen, '该订单有处理中的投诉，处理结束后再结算');
      if (order.status !== 'hired') throw stateError('该订单当前不能结算');
      if (!order.confirmed) throw refuse(CODES.hoursNotConfirmed, '请先确认工时');
      if (order.objection && order.objection.answeredAt === null) throw refuse(CODES.objectionOpen, '工人对考勤或工时提出了异议，请先答复');
      const slip = slipOf(gig, shift, order.confirmed, body.deductions ?? []);
      if (slip.deductionsFen > slip.grossFen)
        throw invalid([{ field: 'deductions', message: `扣款合计不能超过应发工资 ${(slip.grossFen / 100).toFixed(2)} 元` }]);
      if (slip.netFen > gig.escrow.heldFen) {
        throw refuse(
          CODES.escrowShort,
          `托管账户余额 ${(gig.escrow.heldFen / 100).toFixed(2)} 元，不足以支付本单 ${(slip.netFen / 100).toFixed(2)} 元：请先预付补足`,
        );
      }
      gig.escrow.heldFen -= slip.netFen;
      gig.escrow.paidOutFen += slip.netFen;
      const dueAt = settleByOf(gig, shift);
      order.slip = { ...slip, settledAt: now, dueAt, late: now > dueAt };
      // Late: on the employer's public credit (GET /gigs/:id `credit.late`).
      if (order.slip.late) db.gigs.employers.get(gig.employerId)!.late.push({ orderId: order.id, gigTitle: gig.title, dueAt, settledAt: now });
      order.status = 'toRate';
      notifyGigSettled(db, order, now);
    },
  }),
  rateAction(companySide, '/enterprise/gig-orders/:id/rating', 'byEmployer', '您已评价过该工人'),
  route({
    method: 'GET',
    path: '/enterprise/gig-disputes',
    auth: 'enterprise',
    handler: ({ db, user, now }): GigDisputeView[] => {
      const company = ownCompany(db, user!);
      return [...db.gigs.disputes.values()]
        .filter((d) => d.employerId === company.id)
        .sort((a, b) => b.openedAt - a.openedAt)
        .map((d) => disputeView(db, d.id, now));
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/gig-disputes/:id/answer',
    auth: 'enterprise',
    body: gigDisputeAnswerBody,
    handler: ({ db, user, params, body, now }): GigDisputeView => {
      const company = ownCompany(db, user!);
      const dispute = db.gigs.disputes.get(params.id);
      if (!dispute || dispute.employerId !== company.id) throw notFound('投诉不存在');
      refreshOrder(db.gigs, db.gigs.orders.get(dispute.orderId)!, now);
      if (dispute.status !== 'complaint') throw stateError('只能答复处于“投诉”阶段的案件');
      refuseForeignEvidence(db, user!, body.evidence ?? []);
      dispute.answer = { text: body.text, evidence: body.evidence ?? [], agree: body.agree, at: now };
      moveDispute(db.gigs, dispute, body.agree ? 'upheld' : 'intervening', now);
      return disputeView(db, dispute.id, now);
    },
  }),
];
