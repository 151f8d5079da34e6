import { PageContainer } from '@ant-design/pro-layout';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUS_VALUES, type ApplicationStatus } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { ApplicantsTab } from './ApplicantsTab.tsx';
import { JobsTab } from './JobsTab.tsx';
import './position.css';

const isStatus = (value: string | null): value is ApplicationStatus => (APPLICATION_STATUS_VALUES as readonly (string | null)[]).includes(value);

/**
 * /position: the company's jobs and the people who applied to them. The tab and the applicants' filters live
 * in the URL (`?tab=applicants&job=j12&status=delivered`), so a reload or a shared link keeps them.
 */
export default function PositionPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'applicants' ? 'applicants' : 'jobs';
  const jobId = /^j\d{1,7}$/.test(params.get('job') ?? '') ? params.get('job')! : undefined;
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;

  const showApplicants = (filter: { jobId?: string; status?: ApplicationStatus }) =>
    setParams(
      Object.fromEntries(Object.entries({ tab: 'applicants', job: filter.jobId, status: filter.status }).filter(([, v]) => v)) as Record<string, string>,
      { replace: true },
    );

  return (
    <PageContainer
      className="hiring-page"
      title={
        <h1>
          <T id="menu.position" />
        </h1>
      }
    >
      <Tabs
        className="hiring-tabs"
        activeKey={tab}
        aria-label={t('hiring.tabs.label')}
        onChange={(key) => (key === 'applicants' ? showApplicants({}) : setParams({}, { replace: true }))}
        destroyOnHidden
        items={[
          { key: 'jobs', label: t('hiring.tab.jobs'), children: <JobsTab onApplicants={(id) => showApplicants({ jobId: id })} /> },
          { key: 'applicants', label: t('hiring.tab.applicants'), children: <ApplicantsTab jobId={jobId} status={status} onFilter={showApplicants} /> },
        ]}
      />
    </PageContainer>
  );
}
