import { Alert, Tag } from 'antd';
import { Link } from 'react-router-dom';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { JobDetail } from '@/contract/job.ts';
import { JobBadges, JobRequirements, JobTags } from '@/components/JobCard/JobFacts.tsx';
import { formatSalary, jobStatusDict, labelIdOf } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import JobActionsBar from './JobActionsBar.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';

/** The top of a job: what it is, what it pays, whether it is still open, and what you can do about it. */
export default function JobHeader({ job }: { job: JobDetail }) {
  const t = useT();
  const statusLabel = t(labelIdOf(jobStatusDict, job.status, 'shared.unknown'));
  return (
    <header className="job-detail-header">
      {job.status !== 'open' && (
        <Alert
          className="job-detail-banner"
          type="warning"
          showIcon
          role="alert"
          message={<T id={job.status === 'closed' ? 'job.detail.closedBanner' : 'job.detail.expiredBanner'} />}
          description={
            <Link to="/jobpost">
              <T id="job.detail.findOthers" />
            </Link>
          }
        />
      )}
      {job.locked && (
        <Alert
          className="job-detail-banner"
          type="info"
          showIcon
          message={<T id="job.locked.title" />}
          description={
            <>
              <T id="job.locked.body" />{' '}
              <Link to="/veterans">
                <T id="job.locked.link" />
              </Link>
            </>
          }
        />
      )}
      <div className="job-detail-title-row">
        <h1 className="job-detail-title" id="job-detail-title">
          {job.title}
        </h1>
        <Tag color={job.status === 'open' ? 'green' : 'default'} className="job-detail-status" data-testid="job-status">
          {statusLabel}
        </Tag>
        <span className="job-detail-salary">{formatSalary(job.salary, t)}</span>
      </div>
      <p className="job-detail-reqs">
        <JobRequirements job={job} />
        <span>
          <T id="job.detail.headcount" values={{ count: job.headcount }} />
        </span>
      </p>
      <div className="job-detail-tags">
        <JobBadges job={job} />
        <JobTags job={job} benefitColor="blue" />
      </div>
      <p className="job-detail-muted job-detail-dates">
        <T id="job.detail.updated" values={{ time: <RelativeTime time={job.refreshedAt} /> }} />
        {' · '}
        <T id="job.detail.expires" values={{ date: <BusinessDate value={job.expiresAt} /> }} />
      </p>
      <JobActionsBar job={job} />
    </header>
  );
}
