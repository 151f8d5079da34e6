import { Link } from 'react-router-dom';
import ListState from '@/components/ListState/index.tsx';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { PageResult } from '@/contract/envelope.ts';
import type { JobCard } from '@/contract/job.ts';
import { cityDict, educationDict, experienceDict, formatSalary, labelIdOf } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';

interface LatestJobListProps {
  data: PageResult<JobCard> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
}

/** The classic home's job list: one plain line per job (title, pay, employer, city, requirements, when). */
export default function LatestJobList({ data, loading, error, onRetry, page, onPageChange }: LatestJobListProps) {
  const t = useT();
  const jobs = data?.list ?? [];
  return (
    <ListState
      loading={loading}
      error={error}
      empty={jobs.length === 0}
      onRetry={onRetry}
      emptyId="home.original.empty"
      paging={{ result: data, page, onPageChange }}
      rows={6}
    >
      <ol className="original-jobs" data-testid="latest-jobs">
        {jobs.map((job) => (
          <li key={job.id} className="original-job">
            <Link className="original-job-title" to={paths.jobDetail(job.id)}>
              {job.title}
            </Link>
            <span className="original-job-salary">{formatSalary(job.salary, t)}</span>
            <Link className="original-job-company" to={paths.companyDetail(job.company.id)}>
              {job.company.name}
            </Link>
            <span className="original-job-meta">
              <T id={labelIdOf(cityDict, job.city, 'shared.unknown')} /> · <T id={labelIdOf(experienceDict, job.experience, 'shared.unknown')} /> ·{' '}
              <T id={labelIdOf(educationDict, job.education, 'shared.unknown')} />
            </span>
            <span className="original-job-time">
              <RelativeTime time={job.refreshedAt} />
            </span>
          </li>
        ))}
      </ol>
    </ListState>
  );
}
