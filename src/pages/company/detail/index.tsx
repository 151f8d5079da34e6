import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import type { CompanyDetail as Company, FollowResult } from '@/contract/company.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getCompany } from '@/services/company.ts';
import CompanyHeader from './CompanyHeader.tsx';
import CompanyJobsTab from './CompanyJobsTab.tsx';
import { parseCompanyId, parseCompanyTab, type CompanyTab } from './companyTabs.ts';
import OverviewTab from './OverviewTab.tsx';
import RegistrationTab from './RegistrationTab.tsx';
import './comdetail.css';

/** The page's h1 stays (hidden) when there is no company to name; the visible state says what happened. */
const routeHeading = (
  <h1 className="visually-hidden">
    <T id="menu.comdetail" />
  </h1>
);

const back = { to: '/company', labelId: 'company.detail.backToList' } as const;

const skeleton = (
  <div className="comdetail-card">
    <Skeleton active avatar paragraph={{ rows: 3 }} />
    <Skeleton active paragraph={{ rows: 6 }} />
  </div>
);

/**
 * 公司详情 (/comdetail?id=…&tab=…): who the employer is and how to act on it (follow, report, share), then three
 * tabs kept in the URL: overview, open jobs with their own filters, and business registration.
 */
export default function CompanyDetailPage() {
  const [params] = useSearchParams();
  const id = parseCompanyId(params.get('id'));
  return (
    <PageContainer title={false}>
      <CompanyDetail key={id ?? ''} id={id} />
    </PageContainer>
  );
}

function CompanyDetail({ id }: { id: string | null }) {
  const userId = useInitialState().initialState.currentUser?.id;
  const { data, loading, error, refresh } = useApiRequest(() => getCompany(id ?? ''), { ready: !!id, refreshDeps: [id, userId] });
  return (
    <DetailState
      view={detailView({ invalid: !id, loading, error, data })}
      skeleton={skeleton}
      notFoundId="company.detail.notFound"
      back={back}
      onRetry={refresh}
      heading={routeHeading}
    >
      {(company) => <CompanyView data={company} />}
    </DetailState>
  );
}

function CompanyView({ data }: { data: Company }) {
  const [params, setParams] = useSearchParams();
  const tab = parseCompanyTab(params.get('tab'));
  const t = useT();
  const [follow, setFollow] = useState<FollowResult | null>(null);

  const company = follow ? { ...data, followed: follow.followed, followerCount: follow.followerCount } : data;
  const selectTab = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const tabItems: { key: CompanyTab; label: string; children: ReactNode }[] = [
    { key: 'overview', label: t('company.tab.overview'), children: <OverviewTab company={company} /> },
    { key: 'jobs', label: t('company.tab.jobs', { count: company.openJobCount }), children: <CompanyJobsTab companyId={company.id} /> },
    { key: 'registration', label: t('company.tab.registration'), children: <RegistrationTab registration={company.registration} /> },
  ];

  return (
    <article className="comdetail" aria-labelledby="comdetail-name">
      <CompanyHeader company={company} onFollowChange={setFollow} />
      <div className="comdetail-card">
        <Tabs activeKey={tab} onChange={selectTab} items={tabItems} />
      </div>
    </article>
  );
}
