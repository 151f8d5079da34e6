import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import LogoTile from '@/components/LogoTile/index.tsx';
import PlainTag from '@/components/PlainTag/index.tsx';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { JobCard as Job } from '@/contract/job.ts';
import { activityDict, companySizeDict, formatSalary, industryDict, jobStatusDict, labelIdOf, stageDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { JobBadges, JobRequirements, JobTags } from './JobFacts.tsx';
import './jobCard.css';

interface JobCardProps {
  job: Job;
  /** Buttons for the viewer (save, not interested …), shown at the card's end. */
  actions?: ReactNode;
  /** A line above the title, e.g. why a recommendation matched. */
  note?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * One job in any list: what a seeker scans before opening it. Title, structured salary, where, what is
 * required, who publishes it (an agency says so), the company and how responsive the recruiter is.
 */
export default function JobCard({ job, actions, note, headingLevel = 3 }: JobCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const { company, recruiter } = job;
  const inactive = job.status !== 'open';

  return (
    <article className={`job-card${inactive ? ' job-card-inactive' : ''}`} aria-labelledby={`job-${job.id}`} data-testid="job-card">
      <div className="job-card-main">
        {note && <div className="job-card-note">{note}</div>}
        <div className="job-card-head">
          <Heading className="job-card-title" id={`job-${job.id}`}>
            <Link to={paths.jobDetail(job.id)}>{job.title}</Link>
          </Heading>
          <span className="job-card-salary">{formatSalary(job.salary, t)}</span>
        </div>
        <div className="job-card-reqs">
          <JobRequirements job={job} />
        </div>
        <div className="job-card-tags">
          {inactive && (
            <PlainTag>
              <T id={labelIdOf(jobStatusDict, job.status, 'shared.unknown')} />
            </PlainTag>
          )}
          <JobBadges job={job} />
          <JobTags job={job} maxTags={4} maxBenefits={3} />
        </div>
        <div className="job-card-recruiter">
          <LogoTile kind="avatar" name={recruiter.name} src={recruiter.avatar} size={24} />
          <span>
            {recruiter.name} · {recruiter.title}
          </span>
          <span className={`job-card-activity job-card-activity-${recruiter.activity}`}>
            <T id={labelIdOf(activityDict, recruiter.activity, 'shared.unknown')} />
          </span>
          <span>
            <T id="shared.job.replyRate" values={{ rate: Math.round(recruiter.replyRate * 100) }} />
          </span>
          <span className="job-card-time">
            {job.refreshedAt > job.postedAt ? (
              <T id="shared.job.refreshed" values={{ time: <RelativeTime time={job.refreshedAt} /> }} />
            ) : (
              <T id="shared.job.posted" values={{ time: <RelativeTime time={job.postedAt} /> }} />
            )}
          </span>
        </div>
      </div>
      <div className="job-card-side">
        <Link to={paths.companyDetail(company.id)} className="job-card-company">
          <LogoTile name={company.shortName || company.name} src={company.logo} size={40} />
          <span className="job-card-company-name">{company.shortName || company.name}</span>
        </Link>
        <div className="job-card-company-facts">
          <T id={labelIdOf(industryDict, company.industry, 'shared.unknown')} /> · <T id={labelIdOf(stageDict, company.stage, 'shared.unknown')} /> ·{' '}
          <T id={labelIdOf(companySizeDict, company.size, 'shared.unknown')} />
        </div>
        {actions && <div className="job-card-actions">{actions}</div>}
      </div>
    </article>
  );
}
