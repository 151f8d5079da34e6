import type { GigOrderView } from '@/contract/gig.ts';
import BusinessDate from '@/components/BusinessDate.tsx';
import PlainTag from '@/components/PlainTag/index.tsx';
import { T, useT } from '@/locales/useT.tsx';
import { hoursOf } from './gigOrderValues.ts';
import SlipTable from './SlipTable.tsx';
import './gigOrder.css';

/** The part of an order both sides read alike. */
type OrderLike = Pick<
  GigOrderView,
  | 'shift'
  | 'status'
  | 'cancelledBy'
  | 'cancelReason'
  | 'reliabilityStrike'
  | 'checkInAt'
  | 'checkOutAt'
  | 'attendance'
  | 'hours'
  | 'objection'
  | 'slip'
  | 'ratings'
  | 'settleBy'
  | 'payTrack'
  | 'dispute'
>;

const ATTENDANCE_COLOR = { pending: undefined, normal: 'green', late: 'orange', early: 'orange', lateAndEarly: 'orange', missed: 'red' } as const;

/** A shift's day and hours as the API gives them (Beijing time), marked 跨天 when it ends the next day. */
export function ShiftTime({ shift }: { shift: GigOrderView['shift'] }) {
  const t = useT();
  return (
    <span>
      {shift.date} {shift.start}–{shift.end}
      {shift.overnight && ` (${t('dict.gigShiftKind.overnight')})`}
    </span>
  );
}

/**
 * What happened on an order: why it was cancelled, attendance from the punches, the hours (punched, then as
 * the employer confirmed or corrected them, with the reason the worker reads), an objection and its answer,
 * the settlement slip and both ratings.
 */
export default function OrderFacts({ order }: { order: OrderLike }) {
  const t = useT();
  const { hours, objection, ratings } = order;
  return (
    <dl className="gig-facts">
      {order.status === 'cancelled' && (
        <>
          <dt>{t('gig.order.cancelled')}</dt>
          <dd>
            {order.cancelledBy && t(`dict.gigCancelledBy.${order.cancelledBy}`)}
            {order.cancelReason && `：${order.cancelReason}`}
            {order.reliabilityStrike && (
              <>
                {' '}
                <PlainTag color="red">{t('gig.order.strike')}</PlainTag>
              </>
            )}
          </dd>
        </>
      )}
      {order.payTrack && (
        <>
          <dt>{t('gig.order.attendance')}</dt>
          <dd>
            <PlainTag color={ATTENDANCE_COLOR[order.attendance]}>{t(`dict.gigAttendance.${order.attendance}`)}</PlainTag>{' '}
            {order.checkInAt && <T id="gig.order.checkedIn" values={{ at: <BusinessDate value={order.checkInAt} form="dateTime" /> }} />}{' '}
            {order.checkOutAt && <T id="gig.order.checkedOut" values={{ at: <BusinessDate value={order.checkOutAt} form="dateTime" /> }} />}
          </dd>
        </>
      )}
      {(hours.punched || hours.confirmed) && (
        <>
          <dt>{t('gig.order.hours')}</dt>
          <dd>
            {hours.punched && (
              <span>{t('gig.order.punched', { hours: hoursOf(hours.punched.regularMinutes), overtime: hoursOf(hours.punched.overtimeMinutes) })}</span>
            )}
            {hours.confirmed && (
              <span className="gig-facts-line">
                {t('gig.order.confirmed', { hours: hoursOf(hours.confirmed.regularMinutes), overtime: hoursOf(hours.confirmed.overtimeMinutes) })}
                {hours.confirmed.pieces !== null && ` · ${t('gig.order.pieces', { n: hours.confirmed.pieces })}`}
                {hours.confirmed.reason && ` · ${t('gig.order.hoursReason', { reason: hours.confirmed.reason })}`}
                {' · '}
                {hours.workerConfirmedAt ? t('gig.order.workerConfirmed') : t('gig.order.workerToConfirm')}
              </span>
            )}
          </dd>
        </>
      )}
      {objection && (
        <>
          <dt>{t('gig.order.objection')}</dt>
          <dd>
            <span>{objection.text}</span>
            <span className="gig-facts-line">
              {objection.answeredAt
                ? t(objection.accepted ? 'gig.order.objectionAccepted' : 'gig.order.objectionRefused', { answer: objection.answer ?? '' })
                : t('gig.order.objectionWaiting')}
            </span>
          </dd>
        </>
      )}
      {order.dispute && (
        <>
          <dt>{t('gig.order.dispute')}</dt>
          <dd>
            {order.dispute.caseNo} · {t(`dict.gigDisputeStatus.${order.dispute.status}`)}
          </dd>
        </>
      )}
      {order.payTrack && !order.slip && (
        <>
          <dt>{t('gig.order.settleBy')}</dt>
          <dd>
            <BusinessDate value={order.settleBy} form="dateTime" />
          </dd>
        </>
      )}
      {order.slip && (
        <dd className="gig-facts-wide">
          <SlipTable slip={order.slip} />
        </dd>
      )}
      {(ratings.byWorker || ratings.byEmployer) && (
        <>
          <dt>{t('gig.order.ratings')}</dt>
          <dd>
            {ratings.byWorker && <span>{t('gig.order.byWorker', { score: ratings.byWorker.score, comment: ratings.byWorker.comment ?? '' })}</span>}
            {ratings.byEmployer && (
              <span className="gig-facts-line">
                {t('gig.order.byEmployer', { score: ratings.byEmployer.score, comment: ratings.byEmployer.comment ?? '' })}
              </span>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
