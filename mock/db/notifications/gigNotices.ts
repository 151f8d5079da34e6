import type { Db } from '../index.ts';
import type { GigOrderRecord } from '../gigs/types.ts';
import { inBeijing } from '../recruiting/labels.ts';
import { candidateName } from './notices.ts';
import { notify } from './store.ts';

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
  return { gig, when: inBeijing(shift.startAt).format('M月D日 HH:mm'), employerName: employer?.name ?? '', companyId: employer?.companyId ?? null };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const mine = (status: string) => `/myodd?status=${status}`;
const manage = (gigId: string) => `/gigmanage?gig=${gigId}`;

export function notifyGigSignUp(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, companyId } = facts(db, order);
  if (!companyId) return;
  const how = order.status === 'hired' ? '（报名即录用，已占用名额）' : '，请及时处理';
  notify(
    db,
    { companyId },
    {
      category: 'applicants',
      title: '收到新的零工报名',
      body: `${candidateName(db, order.workerId)}报名了「${gig.title}」${when} 的班次${how}`,
      link: manage(gig.id),
    },
    now,
  );
}

export function notifyGigHired(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  notify(
    db,
    { seekerId: order.workerId },
    {
      category: 'application',
      title: '零工录用通知',
      body: `${employerName}录用了你：「${gig.title}」${when} 开工，请按时到岗并向现场负责人获取签到码。集合地点：${gig.address}`,
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
      title: '零工报名未通过',
      body: `${employerName}未录用你报名的「${gig.title}」${when} 的班次，原因：${order.cancelReason ?? '未说明'}。看看其他零工吧`,
      link: mine('cancelled'),
    },
    now,
  );
}

export function notifyGigSettled(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  const slip = order.slip!;
  const deductions = slip.deductionsFen > 0 ? `（应发 ${yuan(slip.grossFen)} 元，扣款 ${yuan(slip.deductionsFen)} 元）` : '';
  notify(
    db,
    { seekerId: order.workerId },
    {
      category: 'application',
      title: '零工工资已结算',
      body: `${employerName}已结算「${gig.title}」${when} 的工资：实发 ${yuan(slip.netFen)} 元${deductions}。可在我的零工查看工资条并评价雇主`,
      link: mine('toRate'),
    },
    now,
  );
}

/** The employer cancelled a sign-up or a hire (one worker's, or all of them by closing the gig). */
export function notifyGigCancelledByEmployer(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, employerName } = facts(db, order);
  const what = order.hiredAt !== null ? '录用' : '报名';
  notify(
    db,
    { seekerId: order.workerId },
    {
      category: 'application',
      title: '零工已被雇主取消',
      body: `${employerName}取消了你在「${gig.title}」${when} 的${what}，原因：${order.cancelReason ?? '未说明'}。此次取消不影响你的信用`,
      link: mine('cancelled'),
    },
    now,
  );
}

export function notifyGigCancelledByWorker(db: Db, order: GigOrderRecord, now: number) {
  const { gig, when, companyId } = facts(db, order);
  if (!companyId) return;
  const what = order.hiredAt !== null ? '已录用的班次，名额已空出' : '报名';
  notify(
    db,
    { companyId },
    {
      category: 'applicants',
      title: '工人取消了零工',
      body: `${candidateName(db, order.workerId)}取消了「${gig.title}」${when} 的${what}${order.cancelReason ? `，原因：${order.cancelReason}` : ''}`,
      link: manage(gig.id),
    },
    now,
  );
}
