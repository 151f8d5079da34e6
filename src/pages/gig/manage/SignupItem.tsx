import { Button } from 'antd';
import { useState } from 'react';
import OrderFacts, { ShiftTime } from '@/components/GigOrder/OrderFacts.tsx';
import PayTrack from '@/components/GigOrder/PayTrack.tsx';
import RatingDialog from '@/components/GigOrder/RatingDialog.tsx';
import { ORDER_STATUS_COLOR } from '@/components/GigOrder/gigOrderValues.ts';
import PlainTag from '@/components/PlainTag/index.tsx';
import type { EmployerGigOrderView, OwnGigView } from '@/contract/gig.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { useT } from '@/locales/useT.tsx';
import { hireGigWorker, rateGigWorker } from '@/services/gigManage.ts';
import CancelHireDialog from './CancelHireDialog.tsx';
import { DeclineDialog, HoursDialog, ObjectionAnswerDialog, SettleDialog } from './ManageDialogs.tsx';

type Dialog = 'decline' | 'cancelHire' | 'hours' | 'objection' | 'settle' | 'rate' | null;

/** One worker's order on a shift: who they are on the platform, where the order stands, and the employer's next step. */
export default function SignupItem({ order, gig, onChanged }: { order: EmployerGigOrderView; gig: OwnGigView; onChanged: () => void }) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const hire = useSubmit(() => hireGigWorker(order.id), { success: 'gig.manage.hired', onSuccess: onChanged });
  const { worker, actions } = order;
  const titleId = `signup-${order.id}`;
  return (
    <li className="gig-order" aria-labelledby={titleId}>
      <div className="gig-order-head">
        <h3 id={titleId} className="gig-order-title">
          {worker.name}
        </h3>
        <PlainTag color={ORDER_STATUS_COLOR[order.status]}>{t(`dict.gigOrderStatus.${order.status}`)}</PlainTag>
        <span className="gig-order-no">{t('gig.order.no', { no: order.no })}</span>
      </div>
      <p className="gig-order-meta">
        <ShiftTime shift={order.shift} /> · {worker.identity ? t(`dict.gigIdentity.${worker.identity}`) : t('gig.manage.identityUnknown')}
        {worker.healthCertificate && ` · ${t('gig.manage.healthCertificate')}`} ·{' '}
        {t('gig.manage.workerRecord', { completed: worker.completed, strikes: worker.strikes })}
        {worker.ratingAvg !== null && ` · ${t('gig.manage.workerRating', { score: worker.ratingAvg.toFixed(1) })}`}
      </p>
      <PayTrack track={order.payTrack} />
      <OrderFacts order={order} />
      <div className="gig-order-actions">
        {actions.hire && (
          <Button type="primary" loading={hire.submitting} onClick={() => void hire.submit(undefined)} aria-describedby={titleId}>
            {t('gig.manage.hire')}
          </Button>
        )}
        {actions.decline && (
          <Button onClick={() => setDialog('decline')} aria-describedby={titleId}>
            {t('gig.manage.decline')}
          </Button>
        )}
        {actions.cancelHire && (
          <Button danger onClick={() => setDialog('cancelHire')} aria-describedby={titleId}>
            {t('gig.manage.cancelHire')}
          </Button>
        )}
        {actions.confirmHours && (
          <Button type="primary" onClick={() => setDialog('hours')} aria-describedby={titleId}>
            {t(order.hours.confirmed ? 'gig.manage.correctHours' : 'gig.manage.confirmHours')}
          </Button>
        )}
        {actions.answerObjection && (
          <Button type="primary" onClick={() => setDialog('objection')} aria-describedby={titleId}>
            {t('gig.manage.answerObjection')}
          </Button>
        )}
        {actions.settle && (
          <Button type="primary" onClick={() => setDialog('settle')} aria-describedby={titleId}>
            {t('gig.manage.settle')}
          </Button>
        )}
        {actions.rate && (
          <Button onClick={() => setDialog('rate')} aria-describedby={titleId}>
            {t('gig.manage.rate')}
          </Button>
        )}
      </div>
      {dialog === 'decline' && <DeclineDialog order={order} onDone={onChanged} onClose={close} />}
      {dialog === 'cancelHire' && <CancelHireDialog order={order} onDone={onChanged} onClose={close} />}
      {dialog === 'hours' && <HoursDialog order={order} gig={gig} onDone={onChanged} onClose={close} />}
      {dialog === 'objection' && <ObjectionAnswerDialog order={order} onDone={onChanged} onClose={close} />}
      {dialog === 'settle' && <SettleDialog order={order} gig={gig} onDone={onChanged} onClose={close} />}
      {dialog === 'rate' && (
        <RatingDialog
          titleId="gig.manage.rateTitle"
          submit={(values, options) => rateGigWorker(order.id, values, options)}
          onDone={onChanged}
          onClose={close}
        />
      )}
    </li>
  );
}
