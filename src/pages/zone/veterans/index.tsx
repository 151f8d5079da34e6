import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useUrlQuery } from '@/hooks/useUrlQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import VeteranCompaniesTab from './VeteranCompaniesTab.tsx';
import VeteranIdentityTab from './VeteranIdentityTab.tsx';
import VeteranJobsTab from './VeteranJobsTab.tsx';
import VeteranPoliciesTab from './VeteranPoliciesTab.tsx';
import VeteranStatusBanner from './VeteranStatusBanner.tsx';
import { useVeteranIdentity } from './useVeteranIdentity.ts';
import { tabQuery, veteranQuerySpec, type VeteranQuery, type VeteranTab } from './veteranQuery.ts';
import './veterans.css';

/**
 * /veterans: jobs that prefer or are reserved for veterans, veteran-friendly employers, policies and
 * services, and the identity check that unlocks the reserved jobs. The tab and each list's filters live in
 * the URL.
 */
export default function VeteransPage() {
  const { filters, replaceFilters } = useUrlQuery(veteranQuerySpec);
  const tab: VeteranTab = filters.tab ?? 'jobs';
  const identity = useVeteranIdentity();
  const t = useT();

  const goTo = (next: VeteranTab, extra?: VeteranQuery) => replaceFilters(tabQuery(next, extra));

  const content: Record<VeteranTab, ReactNode> = {
    jobs: <VeteranJobsTab identityStatus={identity.data?.status} onVerify={() => goTo('identity')} />,
    companies: <VeteranCompaniesTab />,
    policies: <VeteranPoliciesTab />,
    identity: <VeteranIdentityTab identity={identity} onShowJobs={() => goTo('jobs', { only: true })} />,
  };

  return (
    <PageContainer title={false} className="vet-page">
      <header className="vet-page-head">
        <h1>
          <T id="menu.veterans" />
        </h1>
        <p className="vet-page-intro">
          <T id="zone.vet.intro" />
        </p>
        {tab !== 'identity' && <VeteranStatusBanner identity={identity} onVerify={() => goTo('identity')} />}
      </header>
      {/* Only the open tab is rendered, so only its data is fetched. */}
      <Tabs
        activeKey={tab}
        onChange={(key) => goTo(key as VeteranTab)}
        items={[
          { key: 'jobs', label: t('zone.vet.tab.jobs') },
          { key: 'companies', label: t('zone.vet.tab.companies') },
          { key: 'policies', label: t('zone.vet.tab.policies') },
          { key: 'identity', label: t('zone.vet.tab.identity') },
        ].map((item) => ({ ...item, children: item.key === tab ? content[tab] : null }))}
      />
    </PageContainer>
  );
}
