import { PageContainer } from '@ant-design/pro-layout';
import { Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import { ErrorState } from '@/components/ListState/index.tsx';
import NotFoundState from '@/components/NotFoundState/index.tsx';
import type { FollowResult } from '@/contract/company.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getCompany } from '@/services/company.ts';
import { RequestError } from '@/services/request/errors.ts';
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

const notFound = (
  <>
    {routeHeading}
    <NotFoundState titleId="company.detail.notFound" backTo="/company" backId="company.detail.backToList" />
  </>
);

/**
 * 公司详情 (/comdetail?id=…&tab=…): who the employer is and how to act on it (follow, report, share), then three
 * tabs kept in the URL: overview, open jobs with their own filters, and business registration.
 */
export default function CompanyDetailPage() {
  const [params] = useSearchParams();
  const id = parseCompanyId(params.get('id'));
  return <PageContainer title={false}>{id ? <CompanyDetail key={id} id={id} /> : notFound}</PageContainer>;
}

function CompanyDetail({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const tab = parseCompanyTab(params.get('tab'));
  const t = useT();
  const userId = useInitialState().initialState.currentUser?.id;
  const { data, loading, error, refresh } = useApiRequest(() => getCompany(id), { refreshDeps: [id, userId] });
  const [follow, setFollow] = useState<FollowResult | null>(null);

  if (error && !loading) {
    if (error instanceof RequestError && error.status === 404) return notFound;
    return (
      <>
        {routeHeading}
        <ErrorState titleId="company.detail.error" onRetry={refresh} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {routeHeading}
        <div role="status" aria-live="polite" className="comdetail-card">
          <span className="visually-hidden">
            <T id="shared.list.loading" />
          </span>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </>
    );
  }

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
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          items={tabItems}
        />
      </div>
    </article>
  );
}
