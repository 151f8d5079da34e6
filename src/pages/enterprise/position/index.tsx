import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { APPLICANT_TAG_MAX_LENGTH } from '@/contract/applicantValues.ts';
import { APPLICATION_STATUS_VALUES, POSITION_TAB_VALUES, type ApplicationStatus, type PositionTab } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useLiveReview } from '@/features/chat/live/useLiveReview.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryOwnCompany } from '@/services/hiring.ts';
import { ListSkeleton } from '@/components/ListState/index.tsx';
import { preloadOnIntent } from '@/utils/preloadOnIntent.ts';
import type { ApplicantsFilter } from './ApplicantsTab.tsx';
import { targetOf } from './editTarget.ts';
import JobEditor from './JobEditor.tsx';
import { JobsTab } from './JobsTab.tsx';
import './position.css';

/**
 * The applicants tab and its dialogs (interview times, offers, refusals: antd's DatePicker, Form, Modal) load when
 * the tab is first shown or pointed at, not with the posts a recruiter lands on.
 */
const loadApplicantsTab = () => import('./ApplicantsTab.tsx');
const ApplicantsTab = lazy(() => loadApplicantsTab().then((m) => ({ default: m.ApplicantsTab })));

const isStatus = (value: string | null): value is ApplicationStatus => (APPLICATION_STATUS_VALUES as readonly (string | null)[]).includes(value);
const isJobState = (value: string | null): value is PositionTab => (POSITION_TAB_VALUES as readonly (string | null)[]).includes(value);

/**
 * /position: the company's jobs and the people who applied to them. The tab, the job state, the post being
 * edited and the applicants' filters live in the URL (`?state=pending`, `?edit=j12`, `?copy=j3`,
 * `?tab=applicants&job=j12&status=delivered&tag=重点关注`), so a reload or a shared link keeps them.
 */
export default function PositionPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'applicants' ? 'applicants' : 'jobs';
  const jobId = /^j\d{1,7}$/.test(params.get('job') ?? '') ? params.get('job')! : undefined;
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const tag = params.get('tag')?.trim().slice(0, APPLICANT_TAG_MAX_LENGTH) || undefined;
  const rawState = params.get('state');
  const jobState: PositionTab = isJobState(rawState) ? rawState : 'open';
  const target = targetOf(params.get('edit'), params.get('copy'));
  const [version, setVersion] = useState(0);
  const company = useApiRequest(queryOwnCompany);
  // A certification decided while the page is open lifts (or explains) the block at once.
  useLiveReview(company.refresh, !!company.data && !company.data.canPublish);
  const blocked = company.data && !company.data.canPublish;
  const jobsParams = (next: Record<string, string | undefined>) =>
    setParams(
      Object.fromEntries(Object.entries({ state: jobState === 'open' ? undefined : jobState, ...next }).filter(([, v]) => v)) as Record<string, string>,
      { replace: true },
    );

  const showApplicants = (filter: ApplicantsFilter) =>
    setParams(
      Object.fromEntries(Object.entries({ tab: 'applicants', job: filter.jobId, status: filter.status, tag: filter.tag }).filter(([, v]) => v)) as Record<
        string,
        string
      >,
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
      {blocked && (
        <Alert
          type="warning"
          showIcon
          className="hiring-publish-blocked"
          message={<T id="hiring.post.blocked" values={{ status: t(`dict.certificationStatus.${company.data!.certification.status}`) }} />}
          action={<Link to="/companyInformation">{t('hiring.post.blockedLink')}</Link>}
        />
      )}
      <Tabs
        className="hiring-tabs"
        activeKey={tab}
        aria-label={t('hiring.tabs.label')}
        onChange={(key) => (key === 'applicants' ? showApplicants({}) : setParams({}, { replace: true }))}
        destroyOnHidden
        items={[
          {
            key: 'jobs',
            label: t('hiring.tab.jobs'),
            children: (
              <JobsTab
                state={jobState}
                version={version}
                onState={(next) => jobsParams({ state: next === 'open' ? undefined : next })}
                onApplicants={(id) => showApplicants({ jobId: id })}
                onEdit={({ id, copy }) => jobsParams({ edit: id, copy })}
              />
            ),
          },
          {
            key: 'applicants',
            label: <span {...preloadOnIntent(loadApplicantsTab)}>{t('hiring.tab.applicants')}</span>,
            children: (
              <Suspense fallback={<ListSkeleton />}>
                <ApplicantsTab jobId={jobId} status={status} tag={tag} onFilter={showApplicants} />
              </Suspense>
            ),
          },
        ]}
      />
      {target && (
        <JobEditor
          target={target}
          onClose={() => jobsParams({})}
          onSaved={(job) => {
            setVersion((v) => v + 1);
            setParams(job.status === 'open' ? {} : { state: job.status }, { replace: true });
          }}
        />
      )}
    </PageContainer>
  );
}
