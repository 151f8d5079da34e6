import {
  attendanceOf,
  cancelCounts,
  distanceKm,
  escrowCover,
  GIG_CANCEL_FREE_HOURS,
  GIG_CHECKIN_EARLY_MINUTES,
  GIG_CHECKOUT_LATE_MINUTES,
  GIG_CREDIT_WINDOW_DAYS,
  GIG_REVIEWS_SHOWN,
  punchedMinutes,
  shiftPayFen,
  shiftRefusal,
  type EmployerGigOrderView,
  type GigCard,
  type GigCredit,
  type GigDetail,
  type GigDisputeView,
  type GigEmployerBrief,
  type GigOrderView,
  type GigProfile,
  type GigShiftView,
  type OwnGigView,
} from '../../../src/contract/gig.ts';
import { publicPhotoPath } from './photos.ts';
import { maskedName } from '../../../src/contract/names.ts';
import { gigSettlementDict, GIG_ORDER_STATUS_VALUES, type GigOrderStatus, type GigPayTrack } from '../../../src/dicts/gig.ts';
import type { Db } from '../index.ts';
import { iso } from '../recruiting/viewer.ts';
import { refreshOrder } from './lifecycle.ts';
import { escrowNeededFen, settleByOf } from './money.ts';
import { gigStatus, isPublic, shiftOf, takesSignUps } from './records.ts';
import type { GigEmployerRecord, GigOrderRecord, GigRecord, GigStore, ShiftRecord } from './types.ts';

/** The gig API's answers, built from the records (docs/API.md, "Gig work"). */

const DAY = 86_400_000;
const MINUTE = 60_000;
const LIVE: readonly GigOrderStatus[] = ['applied', 'hired'];
/** Whole days late, at least one (three hours late is a day late). */
const lateDays = (ms: number) => Math.max(1, Math.floor(ms / DAY));

/** An order that still holds a place in the worker's calendar. */
export const isLive = (order: GigOrderRecord) =>
  LIVE.includes(order.status) || (order.status === 'disputed' && LIVE.includes(order.statusBeforeDispute ?? 'ended'));

export function creditOf(db: Db, employer: GigEmployerRecord, now: number): GigCredit {
  const store = db.gigs;
  const orders = [...store.orders.values()].filter((o) => o.employerId === employer.id);
  const rated = orders.filter((o) => o.byWorker);
  const reviews = [
    ...rated.map((o) => ({ score: o.byWorker!.score, comment: o.byWorker!.comment, at: o.byWorker!.at, by: maskedWorker(db, o.workerId) })),
    ...employer.seededReviews,
  ].sort((a, b) => b.at - a.at);
  const scores = reviews.map((r) => r.score);
  const ratingAvg = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;
  const since = now - GIG_CREDIT_WINDOW_DAYS * DAY;
  const late = employer.late.filter((l) => l.settledAt >= since);
  const overdue = orders.filter(
    (o) =>
      !o.slip &&
      o.confirmed &&
      (o.status === 'hired' || o.status === 'disputed') &&
      now > settleByOf(store.gigs.get(o.gigId)!, shiftOf(store.gigs.get(o.gigId)!, o)),
  );
  const score = Math.max(0, Math.min(100, Math.round(60 + (ratingAvg ?? 4.2) * 8 - 6 * late.length - 10 * overdue.length + (employer.verified ? 0 : -5))));
  return {
    score,
    ratingAvg,
    ratingCount: scores.length,
    settledOrders: employer.seededSettled + orders.filter((o) => o.slip).length,
    lateSettlements: late.length,
    overdueNow: overdue.length,
    late: [
      ...late.map((l) => ({
        gigTitle: l.gigTitle,
        dueAt: iso(l.dueAt),
        settledAt: iso(l.settledAt) as string | null,
        daysLate: lateDays(l.settledAt - l.dueAt),
      })),
      ...overdue.map((o) => {
        const gig = store.gigs.get(o.gigId)!;
        const due = settleByOf(gig, shiftOf(gig, o));
        return { gigTitle: gig.title, dueAt: iso(due), settledAt: null, daysLate: lateDays(now - due) };
      }),
    ],
    reviews: reviews.slice(0, GIG_REVIEWS_SHOWN).map((r) => ({ ...r, at: iso(r.at) })),
  };
}

/** 李先生 / 李女士: how an employer (and a review's reader) sees a worker; 李师傅 when the gender is not known. */
export function maskedWorker(db: Db, workerId: string): string {
  const user = db.users.get(workerId);
  if (!user) return '零工师傅';
  const gender = user.seeker.basic?.gender ?? (user.profile && 'gender' in user.profile ? (user.profile.gender as 'male' | 'female' | undefined) : undefined);
  return gender ? maskedName(user.name, gender, 'zh-CN') : `${[...user.name][0]}师傅`;
}

/**
 * An employer's brief with its credit score. Search cards take it from a per-request cache (`briefs`): computing
 * credit reads the employer's orders, once per employer, not once per card.
 */
export function employerBrief(db: Db, employer: GigEmployerRecord, now: number, credit?: GigCredit): GigEmployerBrief {
  return { id: employer.id, name: employer.name, type: employer.type, verified: employer.verified, creditScore: (credit ?? creditOf(db, employer, now)).score };
}

/** Unsettled wages of hired orders on shifts already over (they still need the escrow). */
function unsettledFen(store: GigStore, gig: GigRecord, now: number) {
  let sum = 0;
  for (const o of store.ordersByGig.get(gig.id) ?? []) {
    const shift = shiftOf(gig, o);
    if (!o.slip && shift.endAt <= now && (o.status === 'hired' || o.status === 'disputed')) sum += shiftPayFen(gig.pay, shift.paidMinutes);
  }
  return sum;
}

export function cardOf(db: Db, gig: GigRecord, now: number, point: { lng: number; lat: number } | null, brief?: GigEmployerBrief): GigCard {
  const store = db.gigs;
  const employer = store.employers.get(gig.employerId)!;
  const open = gig.shifts.filter((s) => takesSignUps(s, now));
  const next = open[0] ?? gig.shifts.find((s) => s.startAt > now) ?? gig.shifts[0];
  const counted = open.length ? open : gig.shifts;
  return {
    id: gig.id,
    title: gig.title,
    category: gig.category,
    employer: brief ?? employerBrief(db, employer, now),
    city: gig.city,
    district: gig.district,
    businessArea: gig.businessArea,
    // The search's own distance: work from home is no distance away (it filters and sorts by this too).
    distanceKm: point ? (gig.remote ? 0 : distanceKm(point, gig.location)) : null,
    pay: gig.pay,
    hourlyEquivalentFen: gig.hourlyFen,
    settlement: gig.settlement,
    firstDate: gig.shifts[0].date,
    lastDate: gig.shifts.at(-1)!.date,
    shiftCount: gig.shifts.length,
    start: next.start,
    end: next.end,
    overnight: next.overnight,
    timeSlots: [...gig.timeSlots],
    headcount: counted.reduce((n, s) => n + s.headcount, 0),
    hired: counted.reduce((n, s) => n + s.hired, 0),
    urgent: gig.urgent,
    studentOk: gig.requirements.identity !== 'worker',
    mealsHousing: gig.mealsHousing,
    remote: gig.remote,
    escrow: escrowCover(gig.escrow.heldFen, escrowNeededFen(gig, now, 0)),
    signUpDeadline: open.length ? iso(open[0].signUpDeadline) : null,
    postedAt: iso(gig.postedAt),
  };
}

/** A worker's live orders as calendar spans (the overlap rule). */
export function heldSpans(store: GigStore, workerId: string, now: number) {
  return (store.ordersByWorker.get(workerId) ?? [])
    .filter((o) => {
      refreshOrder(store, o, now);
      return isLive(o);
    })
    .map((o) => {
      const gig = store.gigs.get(o.gigId)!;
      const shift = shiftOf(gig, o);
      return { startAt: shift.startAt, endAt: shift.endAt, shiftId: shift.id, title: gig.title, orderId: o.id };
    });
}

function shiftView(store: GigStore, gig: GigRecord, shift: ShiftRecord, now: number, viewer: string | null): GigShiftView {
  const orders = store.ordersByGig.get(gig.id) ?? [];
  const mine = viewer ? orders.find((o) => o.workerId === viewer && o.shiftId === shift.id && isLive(o)) : undefined;
  const worker = viewer ? store.workers.get(viewer) : undefined;
  const held = viewer ? heldSpans(store, viewer, now).map((h) => ({ ...h, sameShift: h.shiftId === shift.id })) : [];
  return {
    id: shift.id,
    date: shift.date,
    start: shift.start,
    end: shift.end,
    overnight: shift.overnight,
    breakMinutes: shift.breakMinutes,
    paidMinutes: shift.paidMinutes,
    payFen: shiftPayFen(gig.pay, shift.paidMinutes) / (gig.pay.basis === 'job' ? gig.shifts.length : 1),
    headcount: shift.headcount,
    hired: shift.hired,
    applied: orders.filter((o) => o.shiftId === shift.id && o.status === 'applied').length,
    startAt: iso(shift.startAt),
    endAt: iso(shift.endAt),
    signUpDeadline: iso(shift.signUpDeadline),
    settleBy: iso(settleByOf(gig, shift)),
    timeSlots: shift.timeSlots,
    myOrderId: mine?.id ?? null,
    refusal: viewer ? shiftRefusal(shift, gig.requirements, worker ?? null, held, now) : null,
  };
}

export function detailOf(db: Db, gig: GigRecord, now: number, viewer: string | null): GigDetail {
  const store = db.gigs;
  const employer = store.employers.get(gig.employerId)!;
  const credit = creditOf(db, employer, now);
  const card = cardOf(db, gig, now, null, employerBrief(db, employer, now, credit));
  const first = gig.shifts[0];
  const perShift = gig.pay.basis === 'job' ? Math.round(gig.pay.amountFen / gig.shifts.length) : shiftPayFen(gig.pay, first.paidMinutes);
  const needed = escrowNeededFen(gig, now, unsettledFen(store, gig, now));
  for (const o of store.ordersByWorker.get(viewer ?? '') ?? []) if (o.gigId === gig.id) refreshOrder(store, o, now);
  return {
    ...card,
    duties: gig.duties,
    shifts: gig.shifts.map((s) => shiftView(store, gig, s, now, viewer)),
    paidMinutesPerShift: first.paidMinutes,
    payPerShiftFen: perShift,
    totalPayFen: gig.pay.basis === 'job' ? gig.pay.amountFen : gig.shifts.reduce((sum, s) => sum + shiftPayFen(gig.pay, s.paidMinutes), 0),
    settleDays: gigSettlementDict.options.find((o) => o.value === gig.settlement)!.days,
    requirements: gig.requirements,
    meetingPoint: {
      city: gig.city,
      district: gig.district,
      businessArea: gig.businessArea,
      address: gig.address,
      howToGetThere: gig.howToGetThere,
      lng: gig.location.lng,
      lat: gig.location.lat,
    },
    photos: gig.photos.map(publicPhotoPath),
    video: gig.video,
    credit,
    escrowDetail: { cover: escrowCover(gig.escrow.heldFen, needed), heldFen: gig.escrow.heldFen, neededFen: needed, simulated: true },
    cancelRule: { freeBeforeHours: GIG_CANCEL_FREE_HOURS },
    autoHire: gig.autoHire,
    status: gigStatus(gig, now),
    saved: !!viewer && !!store.saved.get(viewer)?.has(gig.id),
    contact: {
      chat: employer.companyId !== null,
      conversationId: (viewer && [...db.conversations.values()].find((c) => c.seekerId === viewer && c.gigId === gig.id)?.id) || null,
    },
  };
}

export function ownGigOf(db: Db, gig: GigRecord, now: number): OwnGigView {
  const orders = db.gigs.ordersByGig.get(gig.id) ?? [];
  for (const o of orders) refreshOrder(db.gigs, o, now);
  return {
    ...detailOf(db, gig, now, null),
    rejectReason: gig.rejectReason,
    escrowLedger: { ...gig.escrow },
    orderCounts: countBy(orders),
  };
}

export const countBy = (orders: GigOrderRecord[]) =>
  Object.fromEntries(GIG_ORDER_STATUS_VALUES.map((s) => [s, orders.filter((o) => o.status === s).length])) as Record<GigOrderStatus, number>;

function payTrackOf(order: GigOrderRecord, shift: ShiftRecord, now: number): GigPayTrack | null {
  const state = order.status === 'disputed' ? order.statusBeforeDispute : order.status;
  if (order.slip) return 'settled';
  if (state !== 'hired') return null;
  if (order.checkOutAt !== null || (order.checkInAt !== null && now > shift.endAt) || order.confirmed) return 'finished';
  if (order.checkInAt !== null) return now >= shift.startAt ? 'working' : 'arrived';
  return 'toArrive';
}

function baseOrderView(db: Db, order: GigOrderRecord, now: number): Omit<GigOrderView, 'actions'> {
  const store = db.gigs;
  refreshOrder(store, order, now);
  const gig = store.gigs.get(order.gigId)!;
  const shift = shiftOf(gig, order);
  const employer = store.employers.get(gig.employerId)!;
  const dispute = order.disputeId ? store.disputes.get(order.disputeId)! : null;
  const punched = order.checkInAt !== null && order.checkOutAt !== null ? punchedMinutes(shift, order.checkInAt, order.checkOutAt) : null;
  const rating = (r: GigOrderRecord['byWorker']) => (r ? { score: r.score, comment: r.comment, at: iso(r.at) } : null);
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    cancelledBy: order.cancelledBy,
    cancelReason: order.cancelReason,
    reliabilityStrike: order.strike,
    payTrack: payTrackOf(order, shift, now),
    gig: {
      id: gig.id,
      title: gig.title,
      category: gig.category,
      employer: { id: employer.id, name: employer.name, type: employer.type, verified: employer.verified, creditScore: 0 },
      address: gig.address,
      pay: gig.pay,
      settlement: gig.settlement,
    },
    shift: {
      id: shift.id,
      date: shift.date,
      start: shift.start,
      end: shift.end,
      overnight: shift.overnight,
      breakMinutes: shift.breakMinutes,
      startAt: iso(shift.startAt),
      endAt: iso(shift.endAt),
    },
    appliedAt: iso(order.appliedAt),
    hiredAt: order.hiredAt === null ? null : iso(order.hiredAt),
    cancelledAt: order.cancelledAt === null ? null : iso(order.cancelledAt),
    checkInAt: order.checkInAt === null ? null : iso(order.checkInAt),
    checkOutAt: order.checkOutAt === null ? null : iso(order.checkOutAt),
    attendance:
      order.status === 'cancelled' && order.checkInAt === null
        ? order.strike
          ? 'missed'
          : 'pending'
        : attendanceOf(shift, order.checkInAt, order.checkOutAt, now),
    hours: {
      punched: punched && { regularMinutes: punched.regular, overtimeMinutes: punched.overtime },
      confirmed: order.confirmed && { ...order.confirmed, at: iso(order.confirmed.at) },
      workerConfirmedAt: order.workerConfirmedAt === null ? null : iso(order.workerConfirmedAt),
    },
    objection: order.objection && {
      ...order.objection,
      at: iso(order.objection.at),
      answeredAt: order.objection.answeredAt === null ? null : iso(order.objection.answeredAt),
    },
    settleBy: iso(settleByOf(gig, shift)),
    slip: order.slip && { ...order.slip, settledAt: iso(order.slip.settledAt), dueAt: iso(order.slip.dueAt) },
    ratings: { byWorker: rating(order.byWorker), byEmployer: rating(order.byEmployer) },
    dispute: dispute && { id: dispute.id, caseNo: dispute.caseNo, status: dispute.status },
  };
}

const liveState = (order: GigOrderRecord) => (order.status === 'disputed' ? null : order.status);
const objectionOpen = (order: GigOrderRecord) => !!order.objection && order.objection.answeredAt === null;

/** What the worker may do with the order now: exactly what the routes allow. */
export function workerActions(order: GigOrderRecord, shift: ShiftRecord, now: number): GigOrderView['actions'] {
  const state = liveState(order);
  const hired = state === 'hired';
  const canObject = hired && !order.slip && (order.confirmed !== null || order.checkOutAt !== null || now > shift.endAt) && !order.objection;
  return {
    cancel: (state === 'applied' || hired) && now < shift.startAt,
    cancelCounts: hired && now < shift.startAt && cancelCounts(shift.startAt, now),
    checkIn: hired && order.checkInAt === null && now >= shift.startAt - GIG_CHECKIN_EARLY_MINUTES * MINUTE && now <= shift.endAt,
    checkOut: hired && order.checkInAt !== null && order.checkOutAt === null && now <= shift.endAt + GIG_CHECKOUT_LATE_MINUTES * MINUTE,
    object: canObject,
    confirmHours: hired && order.confirmed !== null && order.workerConfirmedAt === null && !order.slip && !objectionOpen(order),
    rate: (state === 'toRate' || (state === 'ended' && !!order.slip)) && !order.byWorker,
    dispute: order.status !== 'disputed' && !(order.disputeId && store_disputeOpen(order)),
  };
}
// A case already decided lets the worker open another; one still running does not (the status says disputed).
const store_disputeOpen = (order: GigOrderRecord) => order.status === 'disputed';

export function orderView(db: Db, order: GigOrderRecord, now: number): GigOrderView {
  const base = baseOrderView(db, order, now);
  const gig = db.gigs.gigs.get(order.gigId)!;
  return { ...base, actions: workerActions(order, shiftOf(gig, order), now) };
}

export function employerOrderView(db: Db, order: GigOrderRecord, now: number): EmployerGigOrderView {
  const base = baseOrderView(db, order, now);
  const gig = db.gigs.gigs.get(order.gigId)!;
  const shift = shiftOf(gig, order);
  const worker = db.gigs.workers.get(order.workerId);
  const theirs = db.gigs.ordersByWorker.get(order.workerId) ?? [];
  const ratings = theirs.filter((o) => o.byEmployer).map((o) => o.byEmployer!.score);
  const state = liveState(order);
  return {
    ...base,
    worker: {
      name: maskedWorker(db, order.workerId),
      identity: worker?.identity ?? null,
      healthCertificate: worker?.healthCertificate ?? false,
      completed: theirs.filter((o) => o.slip).length,
      strikes: worker?.strikes.length ?? 0,
      ratingAvg: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
    },
    actions: {
      hire: state === 'applied' && now < shift.startAt && shift.hired < shift.headcount,
      decline: state === 'applied' && now < shift.startAt,
      cancelHire: state === 'hired' && now < shift.startAt && order.checkInAt === null,
      confirmHours: state === 'hired' && !order.slip && (order.checkOutAt !== null || (order.checkInAt !== null && now > shift.endAt)),
      answerObjection: objectionOpen(order),
      settle: state === 'hired' && !!order.confirmed && !order.slip && !objectionOpen(order),
      rate: (state === 'toRate' || (state === 'ended' && !!order.slip)) && !order.byEmployer,
    },
  };
}

export function disputeView(db: Db, id: string, now: number): GigDisputeView {
  const store = db.gigs;
  const d = store.disputes.get(id)!;
  const order = store.orders.get(d.orderId)!;
  refreshOrder(store, order, now);
  return {
    id: d.id,
    caseNo: d.caseNo,
    orderId: d.orderId,
    gigTitle: store.gigs.get(order.gigId)!.title,
    category: d.category,
    text: d.text,
    evidence: d.evidence,
    status: d.status,
    outcome: d.outcome,
    answer: d.answer && { ...d.answer, at: iso(d.answer.at) },
    decision: d.decision,
    timeline: d.timeline.map((t) => ({ status: t.status, at: iso(t.at) })),
    openedAt: iso(d.openedAt),
  };
}

export function profileOf(db: Db, workerId: string, now: number): GigProfile {
  const store = db.gigs;
  const orders = store.ordersByWorker.get(workerId) ?? [];
  for (const o of orders) refreshOrder(store, o, now);
  const worker = store.workers.get(workerId);
  const ratings = orders.filter((o) => o.byEmployer).map((o) => o.byEmployer!.score);
  const strikes = worker?.strikes ?? [];
  return {
    identity: worker?.identity ?? null,
    healthCertificate: worker?.healthCertificate ?? false,
    birthYear: worker?.birthYear ?? null,
    reliability: {
      score: Math.max(0, 100 - 10 * strikes.length),
      strikes: strikes.map((s) => ({
        orderId: s.orderId,
        gigTitle: store.gigs.get(store.orders.get(s.orderId)?.gigId ?? '')?.title ?? '',
        at: iso(s.at),
        reason: s.reason,
      })),
    },
    completed: orders.filter((o) => o.slip).length,
    ratingAvg: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
  };
}

export { isPublic };
