import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getOverview } from '@/services/center.ts';
import { AccountTab } from './AccountTab.tsx';
import { ApplicationsTab } from './ApplicationsTab.tsx';
import { FollowsTab, ReportsTab, SavedTab, ViewsTab } from './ListTabs.tsx';
import { OverviewCard } from './OverviewCard.tsx';
import { CENTER_TABS, isCenterTab, type CenterTab } from './tabs.ts';
import './center.css';

/**
 * /percenter: the job seeker's own page — resume completeness, seeking status and counters on top; below, the
 * applications with their progress, who viewed the resume, saved jobs, followed companies, reports and the
 * account's settings (number, password, export, deletion).
 */
export default function PersonalCentrePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CenterTab = isCenterTab(requested) ? requested : 'applications';
  const overview = useApiRequest(getOverview);
  const view = detailView({ loading: overview.loading, error: overview.error, data: overview.data });
  const openTab = (next: CenterTab) => setParams(next === 'applications' ? {} : { tab: next }, { replace: true });

  const panels: Record<CenterTab, () => React.ReactNode> = {
    applications: () => <ApplicationsTab onChanged={overview.refresh} />,
    views: () => <ViewsTab />,
    saved: () => <SavedTab />,
    follows: () => <FollowsTab />,
    reports: () => <ReportsTab />,
    account: () => overview.data && <AccountTab overview={overview.data} onChanged={overview.refresh} />,
  };

  return (
    <PageContainer
      className="center-page"
      title={
        <h1>
          <T id="menu.percenter" />
        </h1>
      }
    >
      <DetailState
        view={view}
        notFoundId="shared.detail.failed"
        back={{ to: '/', labelId: 'menu.home' }}
        onRetry={overview.refresh}
        skeleton={<Skeleton active paragraph={{ rows: 4 }} className="center-overview" />}
      >
        {(data) => <OverviewCard overview={data} onChanged={overview.mutate} onOpenTab={openTab} />}
      </DetailState>
      <Tabs
        className="center-tabs"
        activeKey={tab}
        onChange={(key) => openTab(key as CenterTab)}
        aria-label={t('center.tabs.label')}
        destroyOnHidden
        items={CENTER_TABS.map((key) => ({ key, label: t(`center.tab.${key}`), children: panels[key]() }))}
      />
    </PageContainer>
  );
}
