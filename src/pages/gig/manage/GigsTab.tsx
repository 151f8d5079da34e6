import { Button, Radio } from 'antd';
import { useState } from 'react';
import { yuan } from '@/components/GigOrder/gigOrderValues.ts';
import ListState from '@/components/ListState/index.tsx';
import PlainTag from '@/components/PlainTag/index.tsx';
import type { OwnGigView } from '@/contract/gig.ts';
import { GIG_ORDER_STATUS_VALUES, GIG_STATUS_VALUES, type GigStatus } from '@/dicts/gig.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useT } from '@/locales/useT.tsx';
import { queryOwnGigs } from '@/services/gigManage.ts';

const PAGE_SIZE = 10;
export const GIG_STATUS_COLOR: Record<GigStatus, 'blue' | 'green' | 'orange' | 'red' | undefined> = {
  pending: 'blue',
  rejected: 'red',
  open: 'green',
  full: 'orange',
  closed: undefined,
  ended: undefined,
};
const COVER_COLOR = { full: 'green', partial: 'orange', none: 'red' } as const;

/** The company's gigs, all or one state (with counts), each with its escrow and its orders by state. */
export default function GigsTab({
  status,
  version,
  onStatus,
  onOpen,
}: {
  status: GigStatus | undefined;
  version: number;
  onStatus: (status: GigStatus | undefined) => void;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const gigs = useApiRequest(() => queryOwnGigs({ status, current: page, pageSize: PAGE_SIZE }), {
    refreshDeps: [status, page, version],
    refreshOnReturn: true,
  });
  const counts = gigs.data?.counts;
  const list = gigs.data?.list ?? [];
  return (
    <>
      <Radio.Group
        className="gig-manage-states"
        optionType="button"
        aria-label={t('gig.manage.states')}
        value={status ?? 'all'}
        onChange={(e) => {
          setPage(1);
          onStatus(e.target.value === 'all' ? undefined : (e.target.value as GigStatus));
        }}
        options={['all' as const, ...GIG_STATUS_VALUES].map((value) => {
          const label = value === 'all' ? t('gig.mine.all') : t(`dict.gigStatus.${value}`);
          const n = counts && (value === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[value]);
          return { value, label: n === undefined ? label : t('gig.mine.stateCount', { label, n }) };
        })}
      />
      <ListState
        loading={gigs.loading}
        error={gigs.error}
        empty={!list.length}
        onRetry={gigs.refresh}
        emptyId="gig.manage.empty"
        paging={{ result: gigs.data, page, onPageChange: setPage }}
      >
        <ul className="gig-manage-list">
          {list.map((gig) => (
            <GigRow key={gig.id} gig={gig} onOpen={() => onOpen(gig.id)} />
          ))}
        </ul>
      </ListState>
    </>
  );
}

function GigRow({ gig, onOpen }: { gig: OwnGigView; onOpen: () => void }) {
  const t = useT();
  const titleId = `gig-${gig.id}`;
  const orders = GIG_ORDER_STATUS_VALUES.filter((s) => gig.orderCounts[s] > 0);
  return (
    <li className="gig-manage-item" aria-labelledby={titleId}>
      <div className="gig-manage-main">
        <div className="gig-order-head">
          <h2 id={titleId} className="gig-order-title">
            {gig.title}
          </h2>
          <PlainTag color={GIG_STATUS_COLOR[gig.status]}>{t(`dict.gigStatus.${gig.status}`)}</PlainTag>
          {gig.urgent && <PlainTag color="red">{t('gig.manage.urgent')}</PlainTag>}
        </div>
        <p className="gig-order-meta">
          {t(`dict.gigCategory.${gig.category}`)} · {gig.firstDate === gig.lastDate ? gig.firstDate : `${gig.firstDate} – ${gig.lastDate}`} ·{' '}
          {t('gig.manage.shifts', { n: gig.shifts.length })} · {t(`gig.order.pay.${gig.pay.basis}`, { amount: yuan(gig.pay.amountFen) })} ·{' '}
          {t(`dict.gigSettlement.${gig.settlement}`)}
        </p>
        <p className="gig-order-meta">
          <PlainTag color={COVER_COLOR[gig.escrowDetail.cover]}>{t(`gig.manage.cover.${gig.escrowDetail.cover}`)}</PlainTag>
          {t('gig.manage.escrowLine', { held: yuan(gig.escrowDetail.heldFen), needed: yuan(gig.escrowDetail.neededFen) })}
          {orders.length > 0 &&
            ` · ${orders.map((s) => t('gig.mine.stateCount', { label: t(`dict.gigOrderStatus.${s}`), n: gig.orderCounts[s] })).join(' · ')}`}
        </p>
        {gig.rejectReason && <p className="gig-manage-reject">{t('gig.manage.rejected', { reason: gig.rejectReason })}</p>}
      </div>
      <Button onClick={onOpen} aria-describedby={titleId}>
        {t('gig.manage.open')}
      </Button>
    </li>
  );
}
