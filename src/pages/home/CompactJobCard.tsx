import { Link } from 'react-router-dom';
import type { JobCard } from '@/contract/job.ts';
import { JobRequirements } from '@/components/JobCard/JobFacts.tsx';
import LogoTile from '@/components/LogoTile/index.tsx';
import { formatSalary } from '@/dicts/index.ts';
import { useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';

/** A job in the home page's grids: title and pay first, then where and what it asks, then the employer. */
export default function CompactJobCard({ job }: { job: JobCard }) {
  const t = useT();
  return (
    <article className="home-job" aria-labelledby={`home-job-${job.id}`} data-testid="home-job">
      <div className="home-job-head">
        <h3 id={`home-job-${job.id}`} className="home-job-title">
          <Link to={paths.jobDetail(job.id)}>{job.title}</Link>
        </h3>
        <span className="home-job-salary">{formatSalary(job.salary, t)}</span>
      </div>
      <p className="home-job-reqs">
        <JobRequirements job={{ ...job, businessArea: '' }} withJobType={false} />
      </p>
      <Link className="home-job-company" to={paths.companyDetail(job.company.id)}>
        <LogoTile name={job.company.shortName || job.company.name} src={job.company.logo} size={24} />
        <span>{job.company.shortName || job.company.name}</span>
      </Link>
    </article>
  );
}
