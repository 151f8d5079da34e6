import { Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { yuan, hoursOf } from '@/components/GigOrder/gigOrderValues.ts';
import ListState from '@/components/ListState/index.tsx';
import type { GigEarnings } from '@/contract/gig.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryGigEarnings } from '@/services/gigOrders.ts';
import { CHART_BOX, chartBars } from './earningsChart.ts';

/** Earnings by week or month: the totals, a small bar chart (plain SVG) and the same figures as a table. */
export default function EarningsTab() {
  const t = useT();
  const [by, setBy] = useState<GigEarnings['by']>('week');
  const earnings = useApiRequest(() => queryGigEarnings(by), { refreshDeps: [by] });
  const data = earnings.data;
  return (
    <section className="gig-earnings" aria-labelledby="gig-earnings-title">
      <div className="gig-earnings-head">
        <h2 id="gig-earnings-title">{t('gig.earnings.title')}</h2>
        <Radio.Group
          optionType="button"
          aria-label={t('gig.earnings.by')}
          value={by}
          onChange={(e) => setBy(e.target.value as GigEarnings['by'])}
          options={[
            { value: 'week', label: t('gig.earnings.week') },
            { value: 'month', label: t('gig.earnings.month') },
          ]}
        />
      </div>
      <ListState loading={earnings.loading} error={earnings.error} empty={!data} onRetry={earnings.refresh} rows={1}>
        {data ? <Earnings data={data} /> : <Skeleton active />}
      </ListState>
    </section>
  );
}

function Earnings({ data }: { data: GigEarnings }) {
  const t = useT();
  const bars = chartBars(data);
  const money = (fen: number) => t('gig.order.money', { amount: yuan(fen) });
  return (
    <>
      <p className="gig-earnings-totals">
        <T id="gig.earnings.total" values={{ amount: <strong>{money(data.totalNetFen)}</strong> }} />
        {' · '}
        <T id="gig.earnings.pending" values={{ amount: <strong>{money(data.pendingFen)}</strong> }} />
      </p>
      <svg
        className="gig-earnings-chart"
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        role="img"
        aria-label={t(data.by === 'week' ? 'gig.earnings.chartWeek' : 'gig.earnings.chartMonth', { n: data.buckets.length })}
      >
        {bars.map((bar) => (
          <g key={bar.label}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} className={bar.netFen ? 'gig-bar' : 'gig-bar gig-bar-empty'}>
              <title>{`${bar.label}: ${money(bar.netFen)}`}</title>
            </rect>
            <text x={bar.x + bar.width / 2} y={CHART_BOX.height - 4} textAnchor="middle" className="gig-bar-label">
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
      <table className="gig-earnings-table">
        <caption className="visually-hidden">{t('gig.earnings.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(data.by === 'week' ? 'gig.earnings.week' : 'gig.earnings.month')}</th>
            <th scope="col">{t('gig.earnings.orders')}</th>
            <th scope="col">{t('gig.earnings.hours')}</th>
            <th scope="col">{t('gig.earnings.net')}</th>
          </tr>
        </thead>
        <tbody>
          {data.buckets.map((bucket, i) => (
            <tr key={bucket.from}>
              <th scope="row">{bars[i].label}</th>
              <td>{bucket.orders}</td>
              <td>{hoursOf(bucket.minutes)}</td>
              <td>{money(bucket.netFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
