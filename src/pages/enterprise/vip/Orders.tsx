import { Alert, Button, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { Membership, OrderView } from '@/contract/membership.ts';
import { findOption, orderStatusDict, PAYMENT_CHANNEL_VALUES, paymentChannelDict, planDict, planTermDict, type PaymentChannel } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { cancelOrder, payOrder } from '@/services/hiring.ts';
import InvoiceDialog from './InvoiceDialog.tsx';
import '@/components/RecordList/index.ts';

const STATUS_COLORS = { unpaid: 'orange', paid: 'green', cancelled: 'default', lapsed: 'default' } as const;

/** 支付: the demo's payment step, which says plainly that nothing is charged. */
export function PayDialog({ order, onClose, onPaid }: { order: OrderView; onClose: () => void; onPaid: (m: Membership) => void }) {
  const t = useT();
  const [channel, setChannel] = useState<PaymentChannel>('wechat');
  const pay = useSubmit((c: PaymentChannel, options) => payOrder(order.id, c, options), { success: 'hiring.vip.pay.done', onSuccess: onPaid });
  return (
    <Modal
      open
      title={t('hiring.vip.pay.title')}
      okText={t('hiring.vip.pay.confirm')}
      cancelText={t('shared.cancel')}
      confirmLoading={pay.submitting}
      onOk={() => void pay.submit(channel)}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon message={<T id="hiring.vip.pay.simulated" />} className="vip-pay-notice" />
      <dl className="vip-pay-summary">
        <dt>
          <T id="hiring.vip.orders.id" />
        </dt>
        <dd>{order.id}</dd>
        <dt>
          <T id="hiring.vip.orders.item" />
        </dt>
        <dd>
          {t(findOption(planDict, order.plan)!.labelId)} · {t(findOption(planTermDict, order.term)!.labelId)}
        </dd>
        {order.credit > 0 && (
          <>
            <dt>
              <T id="hiring.vip.orders.credit" />
            </dt>
            <dd>
              <T id="hiring.vip.plan.price" values={{ price: order.credit }} />
            </dd>
          </>
        )}
        <dt>
          <T id="hiring.vip.orders.amount" />
        </dt>
        <dd className="vip-pay-amount">
          <T id="hiring.vip.plan.price" values={{ price: order.amount }} />
        </dd>
      </dl>
      <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value as PaymentChannel)} aria-label={t('hiring.vip.pay.channel')}>
        {PAYMENT_CHANNEL_VALUES.map((value) => (
          <Radio key={value} value={value}>
            {t(findOption(paymentChannelDict, value)!.labelId)}
          </Radio>
        ))}
      </Radio.Group>
      <FormError error={pay.error} />
    </Modal>
  );
}

/** 订单: unpaid ones can be paid or cancelled; paid ones can ask for an invoice. */
export function Orders({ membership, onChange }: { membership: Membership; onChange: (m: Membership) => void }) {
  const t = useT();
  const [paying, setPaying] = useState<OrderView | null>(null);
  const [invoicing, setInvoicing] = useState<OrderView | null>(null);
  if (!membership.orders.length) {
    return (
      <p className="vip-empty">
        <T id="hiring.vip.orders.empty" />
      </p>
    );
  }
  return (
    <>
      <ul className="record-list">
        {membership.orders.map((order) => (
          <li key={order.id} className="record-item" data-order-id={order.id} data-status={order.status}>
            <div className="record-item-main">
              <div className="record-item-title">
                {t(findOption(planDict, order.plan)!.labelId)} · {t(findOption(planTermDict, order.term)!.labelId)}
                <Tag color={STATUS_COLORS[order.status]}>{t(findOption(orderStatusDict, order.status)!.labelId)}</Tag>
              </div>
              <p className="record-item-meta">
                {order.id} · <T id="hiring.vip.plan.price" values={{ price: order.amount }} /> ·{' '}
                <BusinessDate value={order.paidAt ?? order.createdAt} form="dateTime" />
                {order.channel && <> · {t(findOption(paymentChannelDict, order.channel)!.labelId)}</>}
                {order.invoice && (
                  <>
                    {' · '}
                    <T id="hiring.vip.invoice.requested" values={{ email: order.invoice.email }} />
                  </>
                )}
              </p>
            </div>
            <div className="record-item-actions">
              {order.status === 'unpaid' && (
                <>
                  <Button size="small" type="primary" onClick={() => setPaying(order)}>
                    <T id="hiring.vip.orders.pay" />
                  </Button>
                  <Button size="small" onClick={() => void cancelOrder(order.id).then(onChange)}>
                    <T id="hiring.vip.orders.cancel" />
                  </Button>
                </>
              )}
              {order.status === 'paid' && !order.invoice && (
                <Button size="small" onClick={() => setInvoicing(order)}>
                  <T id="hiring.vip.invoice.title" />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {paying && (
        <PayDialog
          order={paying}
          onClose={() => setPaying(null)}
          onPaid={(m) => {
            setPaying(null);
            onChange(m);
          }}
        />
      )}
      {invoicing && (
        <InvoiceDialog
          order={invoicing}
          onClose={() => setInvoicing(null)}
          onDone={(m) => {
            setInvoicing(null);
            onChange(m);
          }}
        />
      )}
    </>
  );
}
