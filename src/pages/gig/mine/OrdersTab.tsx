import { Radio } from 'antd';
import { useState } from 'react';
import ListState from '@/components/ListState/index.tsx';
import { GIG_ORDER_TAB_VALUES, type GigOrderTab } from '@/dicts/gig.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import { queryMyGigOrders } from '@/services/gigOrders.ts';
import OrderItem from './OrderItem.tsx';

const PAGE_SIZE = 10;

/** The orders of one state (or all), with each state's count in its button. */
export default function OrdersTab({ status, onStatus, onDisputes }: { status: GigOrderTab; onStatus: (status: GigOrderTab) => void; onDisputes: () => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  // Employers hire, decline, confirm hours and settle while the worker is away.
  const orders = useApiRequest(() => queryMyGigOrders({ status: status === 'all' ? undefined : status, current: page, pageSize: PAGE_SIZE }), {
    refreshDeps: [status, page],
    refreshOnReturn: true,
  });
  const counts = orders.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const list = orders.data?.list ?? [];
  return (
    <>
      <Radio.Group
        className="gig-mine-states"
        optionType="button"
        aria-label={t('gig.mine.states')}
        value={status}
        onChange={(e) => {
          setPage(1);
          onStatus(e.target.value as GigOrderTab);
        }}
        options={GIG_ORDER_TAB_VALUES.map((value) => {
          const n = value === 'all' ? total : counts?.[value];
          const label = value === 'all' ? t('gig.mine.all') : t(`dict.gigOrderStatus.${value}`);
          return { value, label: n === undefined ? label : t('gig.mine.stateCount', { label, n }) };
        })}
      />
      <ListState
        loading={orders.loading}
        error={orders.error}
        empty={!list.length}
        onRetry={orders.refresh}
        emptyId="gig.mine.empty"
        paging={{ result: orders.data, page, onPageChange: setPage }}
      >
        <ul className="gig-orders">
          {list.map((order) => (
            <OrderItem key={order.id} order={order} onChanged={orders.refresh} onDisputes={onDisputes} />
          ))}
        </ul>
      </ListState>
    </>
  );
}
