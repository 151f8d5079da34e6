import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Skeleton } from 'antd';
import { memo } from 'react';
import { useSearchParams } from 'react-router-dom';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import { JOB_ID } from '@/constants/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { JobDetail } from '@/contract/job.ts';
import { getJob, prefetchedJob } from '@/services/job.ts';
import CompanyCard from './CompanyCard.tsx';
import JobHeader from './JobHeader.tsx';
import JobSections from './JobSections.tsx';
import PaySection from './PaySection.tsx';
import RecruiterCard from './RecruiterCard.tsx';
import SafetyNotice from './SafetyNotice.tsx';
import SimilarJobs from './SimilarJobs.tsx';
import './jobDetail.css';

/** Job ids are short ASCII codes (`j2779`); anything else in the URL cannot name a job. */

/** The page's shape while the job loads: header and body cards beside the recruiter and company cards. */
const skeleton = (
  <div className="job-detail-layout">
    <div className="job-detail-main">
      <div className="job-detail-header">
        <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 3 }} />
      </div>
      <div className="job-detail-card">
        <Skeleton active paragraph={{ rows: 7 }} />
      </div>
    </div>
    <div className="job-detail-aside">
      <div className="job-detail-card">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
      <div className="job-detail-card">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    </div>
  </div>
);

/**
 * The job itself, beside its recruiter and company. Memoised: the request re-renders the page when it starts
 * and ends (on a landing visit the job is already on screen, from start-up's prefetch), and the page's
 * thousand-odd elements need not render again for the same job.
 */
const JobDetailBody = memo(function JobDetailBody({ job }: { job: JobDetail }) {
  const t = useT();
  return (
    <div className="job-detail-layout">
      <article className="job-detail-main" aria-labelledby="job-detail-title">
        <JobHeader job={job} />
        <JobSections job={job} />
        <SafetyNotice />
        <PaySection job={job} />
        <SimilarJobs jobId={job.id} />
      </article>
      <aside className="job-detail-aside" aria-label={t('job.detail.aside')}>
        <RecruiterCard recruiter={job.recruiter} />
        <CompanyCard company={job.company} employer={job.employer} />
      </aside>
    </div>
  );
});

/**
 * /jobdetail?id=: everything about one job a seeker needs to decide (PRODUCT.md §1), the actions on it, the
 * recruiter and company behind it, a safety notice, similar jobs and an after-tax pay calculator.
 */
export default function JobDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = JOB_ID.test(id);
  const {
    data: job,
    loading,
    error,
    refresh,
  } = useApiRequest(() => getJob(id), { ready: valid, refreshDeps: [id], initialData: valid ? prefetchedJob(id) : undefined });

  // useRequest keeps the previous job while the next id loads: only this id's job counts as loaded.
  const view = detailView({ invalid: !valid, loading, error, data: job?.id === id ? job : undefined });
  // The job's title is the page's h1 once it shows; until then (loading, not found, failed) the route's name is.
  const title =
    view.kind === 'ready' ? (
      <T id="menu.jobdetail" />
    ) : (
      <h1>
        <T id="menu.jobdetail" />
      </h1>
    );

  return (
    <PageContainer title={title} className="job-detail-page">
      <DetailState
        view={view}
        skeleton={skeleton}
        notFoundId="job.detail.notFound"
        back={{ to: '/jobpost', labelId: 'job.detail.backToList' }}
        onRetry={refresh}
      >
        {(job) => <JobDetailBody key={job.id} job={job} />}
      </DetailState>
    </PageContainer>
  );
}
