import { Alert, Tag } from 'antd';
import { Link } from 'react-router-dom';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { JobDetail } from '@/contract/job.ts';
import {
  benefitDict,
  cityDict,
  districtDict,
  educationDict,
  experienceDict,
  formatSalary,
  isAgency,
  jobStatusDict,
  jobTypeDict,
  labelIdOf,
  publisherTypeDict,
} from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import JobActionsBar from './JobActionsBar.tsx';
import { Day } from './JobSections.tsx';

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
        <h1 className="job-detail-title" id="job-detail-title">{job.title}</h1>
        <Tag color={job.status === 'open' ? 'green' : 'default'} className="job-detail-status" data-testid="job-status">
          {statusLabel}
        </Tag>
        <span className="job-detail-salary">{formatSalary(job.salary, t)}</span>
      </div>
      <p className="job-detail-reqs">
        <span>{[t(labelIdOf(cityDict, job.city, 'shared.unknown')), t(labelIdOf(districtDict, job.district, 'shared.unknown')), job.businessArea].filter(Boolean).join(' · ')}</span>
        <span>
          <T id={labelIdOf(experienceDict, job.experience, 'shared.unknown')} />
        </span>
        <span>
          <T id={labelIdOf(educationDict, job.education, 'shared.unknown')} />
        </span>
        <span>
          <T id={labelIdOf(jobTypeDict, job.jobType, 'shared.unknown')} />
        </span>
        <span>
          <T id="job.detail.headcount" values={{ count: job.headcount }} />
        </span>
      </p>
      <div className="job-detail-tags">
        {isAgency(job.publisherType) && (
          <Tag color="orange">
            <T id={labelIdOf(publisherTypeDict, job.publisherType, 'shared.unknown')} />
          </Tag>
        )}
        {job.veteransOnly ? (
          <Tag color="green">
            <T id="shared.job.veteransOnly" />
          </Tag>
        ) : (
          job.veteransPreferred && (
            <Tag color="green">
              <T id="shared.job.veteransPreferred" />
            </Tag>
          )
        )}
        {job.tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
        {job.benefits.map((b) => (
          <Tag key={b} bordered={false} color="blue">
            <T id={labelIdOf(benefitDict, b, 'shared.unknown')} />
          </Tag>
        ))}
      </div>
      <p className="job-detail-muted job-detail-dates">
        <T id="job.detail.updated" values={{ time: <RelativeTime time={job.refreshedAt} /> }} />
        {' · '}
        <T id="job.detail.expires" values={{ date: <Day iso={job.expiresAt} /> }} />
      </p>
      <JobActionsBar job={job} />
    </header>
  );
}
