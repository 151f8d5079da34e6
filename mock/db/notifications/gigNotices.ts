import type { Db } from '../index.ts';
import type { GigOrderRecord } from '../gigs/types.ts';
import { clause, minute, msg } from '../../core/serverText.ts';
import { candidateName } from './notices.ts';
import { noticeMessage, notify } from './store.ts';

/**
 * What a gig order's steps tell the other side, through the notice centre like an application's (issue 27): the
 * worker hears of a hire, a decline, a settlement and a cancellation by the employer (投递反馈, /myodd); the
 * company hears of a sign-up and of a worker cancelling (新投递, /gigmanage). A merchant's or a private
 * employer's gig has no company inbox: only the worker is told.
 */

function facts(db: Db, order: GigOrderRecord) {
  const gig = db.gigs.gigs.get(order.gigId)!;
  const shift = gig.shifts.find((s) => s.id === order.shiftId)!;
  const employer = db.gigs.employers.get(gig.employerId);
  return { gig, when: minute(shift.startAt), employerName: employer?.name ?? '', companyId: employer?.companyId ?? null };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
/** The reason given, or 未说明. */
const reasonOf = (order: GigOrderRecord) => order.cancelReason ?? msg('part.unstated');
const mine = (status: string) => `/myodd?status=${status}`;
const manage = (gigId: string) => `/gigmanage?gig=${gigId}`;

export function notifyGigSignUp(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, companyId } = facts(db, order);
  if (!companyId) return;
  const how = msg(order.status === 'hired' ? 'part.gigHiredOnSignUp' : 'part.gigPleaseHandle');
  const message = noticeMessage('notice.gigSignUp', { worker: candidateName(db, order.workerId), gig: gig.title, at: when, how });
  notify(db, { companyId }, { category: 'applicants', message, link: manage(gig.id) }, now);
}

export function notifyGigHired(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  notify(
    db,
    { seekerId: order.workerId },
    {
      category: 'application',
      message: noticeMessage('notice.gigHired', { employer: employerName, gig: gig.title, at: when, address: gig.address }),
      link: mine('hired'),
    },
    now,
  );
}

export function notifyGigDeclined(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  notify(
    db,
    { seekerId: order.workerId },
    {
      category: 'application',
      message: noticeMessage('notice.gigDeclined', { employer: employerName, gig: gig.title, at: when, reason: reasonOf(order) }),
      link: mine('cancelled'),
    },
    now,
  );
}

export function notifyGigSettled(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  const slip = order.slip!;
  const deductions = clause(slip.deductionsFen > 0, 'part.gigDeductions', { gross: yuan(slip.grossFen), deductions: yuan(slip.deductionsFen) });
  const message = noticeMessage('notice.gigSettled', { employer: employerName, gig: gig.title, at: when, net: yuan(slip.netFen), deductions });
  notify(db, { seekerId: order.workerId }, { category: 'application', message, link: mine('toRate') }, now);
}

/** The employer cancelled a sign-up or a hire (one worker's, or all of them by closing the gig). */
export function notifyGigCancelledByEmployer(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  const what = msg(order.hiredAt !== null ? 'part.gigHire' : 'part.gigSignUp');
  const message = noticeMessage('notice.gigCancelledByEmployer', { employer: employerName, gig: gig.title, at: when, what, reason: reasonOf(order) });
  notify(db, { seekerId: order.workerId }, { category: 'application', message, link: mine('cancelled') }, now);
}

export function notifyGigCancelledByWorker(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, companyId } = facts(db, order);
  if (!companyId) return;
  const what = msg(order.hiredAt !== null ? 'part.gigHiredShiftFreed' : 'part.gigSignUp');
  const reason = clause(order.cancelReason, 'part.reason', { reason: order.cancelReason ?? '' });
  const message = noticeMessage('notice.gigCancelledByWorker', { worker: candidateName(db, order.workerId), gig: gig.title, at: when, what, reason });
  notify(db, { companyId }, { category: 'applicants', message, link: manage(gig.id) }, now);
}
