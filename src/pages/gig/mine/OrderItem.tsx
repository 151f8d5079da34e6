import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GigOrderView } from '@/contract/gig.ts';
import OrderFacts, { ShiftTime } from '@/components/GigOrder/OrderFacts.tsx';
import PayTrack from '@/components/GigOrder/PayTrack.tsx';
import RatingDialog from '@/components/GigOrder/RatingDialog.tsx';
import { ORDER_STATUS_COLOR, yuan } from '@/components/GigOrder/gigOrderValues.ts';
import PlainTag from '@/components/PlainTag/index.tsx';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { confirmGigHours, rateGigEmployer } from '@/services/gigOrders.ts';
import { CancelDialog, CodeDialog, DisputeDialog, ObjectionDialog } from './OrderDialogs.tsx';

type Dialog = 'cancel' | 'checkin' | 'checkout' | 'object' | 'rate' | 'dispute' | null;

/** One order: the gig and shift, its state, the pay track beside it, what happened, and what the worker may do now. */
export default function OrderItem({ order, onChanged, onDisputes }: { order: GigOrderView; onChanged: () => void; onDisputes: () => void }) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const confirm = useSubmit(() => confirmGigHours(order.id), { success: 'gig.mine.hoursConfirmed', onSuccess: onChanged });
  const { actions, gig } = order;
  const titleId = `order-${order.id}`;
  return (
    <li className="gig-order" aria-labelledby={titleId}>
      <div className="gig-order-head">
        <h2 id={titleId} className="gig-order-title">
          <Link to={paths.gigDetail(gig.id)}>{gig.title}</Link>
        </h2>
        <PlainTag color={ORDER_STATUS_COLOR[order.status]}>{t(`dict.gigOrderStatus.${order.status}`)}</PlainTag>
        <span className="gig-order-no">{t('gig.order.no', { no: order.no })}</span>
      </div>
      <p className="gig-order-meta">
        <ShiftTime shift={order.shift} /> · {gig.employer.name} · {gig.address}
      </p>
      <p className="gig-order-meta">
        {t(`gig.order.pay.${gig.pay.basis}`, { amount: yuan(gig.pay.amountFen) })} · {t(`dict.gigSettlement.${gig.settlement}`)}
      </p>
      <PayTrack track={order.payTrack} />
      <OrderFacts order={order} />
      <div className="gig-order-actions">
        {actions.checkIn && (
          <Button type="primary" onClick={() => setDialog('checkin')}>
            {t('gig.mine.checkIn')}
          </Button>
        )}
        {actions.checkOut && (
          <Button type="primary" onClick={() => setDialog('checkout')}>
            {t('gig.mine.checkOut')}
          </Button>
        )}
        {actions.confirmHours && (
          <Button type="primary" loading={confirm.submitting} onClick={() => void confirm.submit(undefined)}>
            {t('gig.mine.confirmHours')}
          </Button>
        )}
        {actions.object && <Button onClick={() => setDialog('object')}>{t('gig.mine.object')}</Button>}
        {actions.rate && (
          <Button type="primary" onClick={() => setDialog('rate')}>
            {t('gig.mine.rate')}
          </Button>
        )}
        {actions.cancel && <Button onClick={() => setDialog('cancel')}>{t('gig.mine.cancel')}</Button>}
        {actions.dispute && <Button onClick={() => setDialog('dispute')}>{t('gig.mine.dispute')}</Button>}
        {order.dispute && <Button onClick={onDisputes}>{t('gig.mine.seeCase')}</Button>}
      </div>
      {dialog === 'cancel' && <CancelDialog order={order} onDone={onChanged} onClose={close} />}
      {(dialog === 'checkin' || dialog === 'checkout') && <CodeDialog order={order} kind={dialog} onDone={onChanged} onClose={close} />}
      {dialog === 'object' && <ObjectionDialog order={order} onDone={onChanged} onClose={close} />}
      {dialog === 'dispute' && <DisputeDialog order={order} onDone={onChanged} onClose={close} />}
      {dialog === 'rate' && (
        <RatingDialog
          titleId="gig.mine.rateTitle"
          submit={(values, options) => rateGigEmployer(order.id, values, options)}
          onDone={onChanged}
          onClose={close}
        />
      )}
    </li>
  );
}
