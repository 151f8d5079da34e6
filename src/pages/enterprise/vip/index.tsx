import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Card, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import type { Membership, OrderView, PlanOffer } from '@/contract/membership.ts';
import { findOption, membershipStatusDict, planDict, type PaidPlan, type PlanTerm } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { usePermissions } from '@/hooks/usePermissions.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { MessageId } from '@/locales/types.ts';
import { placeOrder, queryMembership, queryPlans } from '@/services/hiring.ts';
import { Orders, PayDialog } from './Orders.tsx';
import PlanCards from './PlanCards.tsx';
import QuotaBoard from '@/components/QuotaBoard/index.tsx';
import UsageLog from './UsageLog.tsx';
import './vip.css';

const STATUS_COLORS = { free: 'default', active: 'green', expiring: 'orange' } as const;

/**
 * /enterprisevip: the company's plan and quotas, the plans to buy (upgrade pays the difference, renewal extends),
 * the simulated payment, orders with invoices, and the usage log. A sub-account sees the plan, the quotas and its
 * own uses, and why the rest is not there (src/contract/permissions.ts).
 */
export default function EnterpriseVipPage() {
  // Colleagues spend the quotas: fresh on return.
  const membership = useApiRequest(queryMembership, { refreshOnReturn: true });
  const plans = useApiRequest(queryPlans, { cacheKey: 'plans' });
  const data = membership.data && plans.data ? { membership: membership.data, plans: plans.data } : undefined;
  return (
    <PageContainer
      className="vip-page"
      title={
        <h1>
          <T id="menu.enterprisevip" />
        </h1>
      }
    >
      <DetailState
        view={detailView({ loading: (membership.loading || plans.loading) && !data, error: membership.error ?? plans.error, data })}
        notFoundId="shared.detail.failed"
        back={{ to: '/enterprisecenter', labelId: 'menu.enterprisecenter' }}
        onRetry={() => {
          membership.refresh();
          plans.refresh();
        }}
        skeleton={<Skeleton active paragraph={{ rows: 14 }} />}
      >
        {(d: { membership: Membership; plans: PlanOffer[] }) => <Vip membership={d.membership} plans={d.plans} onChange={membership.mutate} />}
      </DetailState>
    </PageContainer>
  );
}

/** A section's title, a heading under the page's h1 (the plans inside are h3s), so the outline has no gap. */
function CardTitle({ id }: { id: MessageId }) {
  return (
    <h2 className="vip-card-title">
      <T id={id} />
    </h2>
  );
}

function Vip({ membership, plans, onChange }: { membership: Membership; plans: PlanOffer[]; onChange: (m: Membership) => void }) {
  const t = useT();
  // A sub-account sees the plan, the quotas and its own uses; buying, orders and invoices are the main account's.
  const { canBuyPlans, denial } = usePermissions();
  const [ordering, setOrdering] = useState(false);
  const [paying, setPaying] = useState<OrderView | null>(null);
  const order = async (plan: PaidPlan, term: PlanTerm) => {
    setOrdering(true);
    try {
      const next = await placeOrder({ plan, term });
      onChange(next);
      setPaying(next.orders.find((o) => o.status === 'unpaid') ?? null);
    } catch {
      // The request module has said why (e.g. an unpaid order waits).
    } finally {
      setOrdering(false);
    }
  };
  return (
    <div className="vip-body">
      <Card
        title={<CardTitle id="hiring.vip.current.title" />}
        extra={
          <Tag color={STATUS_COLORS[membership.status]} data-testid="membership-status">
            {t(findOption(membershipStatusDict, membership.status)!.labelId)}
          </Tag>
        }
      >
        <p className="vip-current" data-testid="membership-plan">
          {membership.expiresAt ? (
            <T
              id="hiring.vip.current.paid"
              values={{ plan: t(findOption(planDict, membership.plan)!.labelId), date: <BusinessDate value={membership.expiresAt} /> }}
            />
          ) : (
            <T id="hiring.vip.current.free" />
          )}
        </p>
        {membership.status === 'expiring' && <Alert type="warning" showIcon message={<T id="hiring.vip.current.expiring" />} />}
        {membership.lapsed && membership.plan === 'free' && (
          <Alert
            type="info"
            showIcon
            message={
              <T
                id="hiring.vip.current.lapsed"
                values={{ plan: t(findOption(planDict, membership.lapsed.plan)!.labelId), date: <BusinessDate value={membership.lapsed.at} /> }}
              />
            }
          />
        )}
        <QuotaBoard quotas={membership.quotas} renewsMonthly={membership.plan === 'free'} />
      </Card>
      {canBuyPlans ? (
        <>
          <Card title={<CardTitle id="hiring.vip.plans.title" />}>
            <PlanCards offers={plans} membership={membership} ordering={ordering} onOrder={(plan, term) => void order(plan, term)} />
          </Card>
          <Card title={<CardTitle id="hiring.vip.orders.title" />}>
            <Orders membership={membership} onChange={onChange} />
          </Card>
        </>
      ) : (
        <Alert type="info" showIcon message={<T id={denial('canBuyPlans')!.messageId} />} data-testid="plans-denied" />
      )}
      <Card
        title={<CardTitle id={canBuyPlans ? 'hiring.vip.usage.title' : 'hiring.vip.usage.ownTitle'} />}
        extra={!canBuyPlans && <span className="vip-usage-hint">{t('hiring.vip.usage.ownHint')}</span>}
      >
        <UsageLog membership={membership} />
      </Card>
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
    </div>
  );
}
