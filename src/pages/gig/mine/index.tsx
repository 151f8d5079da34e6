import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { GIG_ORDER_TAB_VALUES, type GigOrderTab } from '@/dicts/gig.ts';
import { T, useT } from '@/locales/useT.tsx';
import DisputesTab from './DisputesTab.tsx';
import EarningsTab from './EarningsTab.tsx';
import OrdersTab from './OrdersTab.tsx';
import './mine.css';

const TABS = ['orders', 'earnings', 'disputes'] as const;
type MineTab = (typeof TABS)[number];
const isTab = (value: string | null): value is MineTab => (TABS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is GigOrderTab => (GIG_ORDER_TAB_VALUES as readonly (string | null)[]).includes(value);

/**
 * /myodd: the worker's gig orders by state (with counts), each with its pay track, attendance, hours, slip and
 * what may be done now (cancel, check in/out with the on-site code, object, confirm hours, rate, complain); the
 * earnings by week or month; the complaints with their case numbers. The tab and the state are in the URL.
 */
export default function MyGigsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: MineTab = isTab(params.get('tab')) ? (params.get('tab') as MineTab) : 'orders';
  const rawStatus = params.get('status');
  const status: GigOrderTab = isStatus(rawStatus) ? rawStatus : 'all';
  const open = (next: Record<string, string | undefined>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v && v !== 'orders' && v !== 'all')) as Record<string, string>, { replace: true });

  return (
    <PageContainer
      className="gig-mine-page"
      title={
        <h1>
          <T id="menu.myodd" />
        </h1>
      }
      content={<T id="gig.mine.intro" />}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => open({ tab: key })}
        aria-label={t('gig.mine.tabs')}
        destroyOnHidden
        items={[
          {
            key: 'orders',
            label: t('gig.mine.tab.orders'),
            children: <OrdersTab status={status} onStatus={(next) => open({ status: next })} onDisputes={() => open({ tab: 'disputes' })} />,
          },
          { key: 'earnings', label: t('gig.mine.tab.earnings'), children: <EarningsTab /> },
          { key: 'disputes', label: t('gig.mine.tab.disputes'), children: <DisputesTab /> },
        ]}
      />
    </PageContainer>
  );
}
