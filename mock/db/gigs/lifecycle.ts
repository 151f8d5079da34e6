import {
  GIG_CHECKOUT_LATE_MINUTES,
  GIG_DISPUTE_ANSWER_HOURS,
  GIG_DISPUTE_CLOSE_DAYS,
  GIG_DISPUTE_DECISION_MS,
  GIG_RATING_DAYS,
} from '../../../src/contract/gig.ts';
import type { GigDisputeStatus } from '../../../src/dicts/gig.ts';
import type { GigDisputeRecord, GigOrderRecord, GigStore } from './types.ts';
import { shiftOf } from './records.ts';

/**
 * What happens to orders and disputes with time alone (the system's side of PRODUCT.md §2), applied when an
 * order or case is read, so nothing scans every order on each request:
 * - a sign-up still waiting when its shift starts is cancelled by the system (not hired in time);
 * - a hired worker who never checked in by the end of the check-out window is a no-show: cancelled by the
 *   system, and a strike on their reliability;
 * - a settled order the sides have not both rated ends after GIG_RATING_DAYS;
 * - a complaint unanswered for GIG_DISPUTE_ANSWER_HOURS goes to the platform, which decides
 *   GIG_DISPUTE_DECISION_MS after stepping in; a decided case closes after GIG_DISPUTE_CLOSE_DAYS.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function refreshOrder(store: GigStore, order: GigOrderRecord, now: number) {
  if (order.disputeId) refreshDispute(store, store.disputes.get(order.disputeId)!, now);
  const gig = store.gigs.get(order.gigId)!;
  const shift = shiftOf(gig, order);
  if (order.status === 'applied' && now >= shift.startAt) cancel(order, 'system', '班次开始前未被录用，报名已自动取消', shift.startAt);
  else if (order.status === 'hired' && order.checkInAt === null && now > shift.endAt + GIG_CHECKOUT_LATE_MINUTES * MINUTE) {
    const at = shift.endAt + GIG_CHECKOUT_LATE_MINUTES * MINUTE;
    cancel(order, 'system', '未到岗（全程未签到），按爽约处理', at);
    order.strike = true;
    store.workers.get(order.workerId)?.strikes.unshift({ orderId: order.id, at, reason: '未到岗' });
  } else if (order.status === 'toRate' && order.slip && now > order.slip.settledAt + GIG_RATING_DAYS * DAY) order.status = 'ended';
}

function cancel(order: GigOrderRecord, by: 'system', reason: string, at: number) {
  order.status = 'cancelled';
  order.cancelledBy = by;
  order.cancelReason = reason;
  order.cancelledAt = at;
}

export function moveDispute(store: GigStore, dispute: GigDisputeRecord, status: GigDisputeStatus, at: number) {
  dispute.status = status;
  dispute.timeline.push({ status, at });
  if (status === 'resolved' || status === 'upheld' || status === 'withdrawn') {
    dispute.outcome = status;
    // Decided: the order carries on from where it was.
    const order = store.orders.get(dispute.orderId)!;
    if (order.status === 'disputed') {
      order.status = order.statusBeforeDispute ?? 'hired';
      order.statusBeforeDispute = null;
    }
  }
}

export function refreshDispute(store: GigStore, dispute: GigDisputeRecord, now: number) {
  if (dispute.status === 'complaint' && now > dispute.openedAt + GIG_DISPUTE_ANSWER_HOURS * HOUR)
    moveDispute(store, dispute, 'intervening', dispute.openedAt + GIG_DISPUTE_ANSWER_HOURS * HOUR);
  if (dispute.status === 'intervening') {
    const since = dispute.timeline.at(-1)!.at;
    if (now >= since + GIG_DISPUTE_DECISION_MS) {
      dispute.decision = dispute.answer
        ? '平台已核对双方陈述、考勤记录和结算单：请雇主在 3 日内按核实的工时补足差额，双方如仍有异议可申请劳动仲裁。'
        : '雇主未在规定时间内答复，平台已核对考勤记录：请雇主按考勤记录结算，逾期将记入雇主信用。';
      moveDispute(store, dispute, 'resolved', since + GIG_DISPUTE_DECISION_MS);
    }
  }
  if (dispute.outcome && dispute.status !== 'closed' && now > dispute.timeline.at(-1)!.at + GIG_DISPUTE_CLOSE_DAYS * DAY)
    moveDispute(store, dispute, 'closed', dispute.timeline.at(-1)!.at + GIG_DISPUTE_CLOSE_DAYS * DAY);
}
