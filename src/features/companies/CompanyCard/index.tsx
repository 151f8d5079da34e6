import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CompanyBadges, CompanyProfile } from '@/components/CompanyFacts/index.tsx';
import LogoTile from '@/components/LogoTile/index.tsx';
import type { CompanyCard as Company } from '@/contract/company.ts';
import { formatSalary } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import './companyCard.css';

interface CompanyCardProps {
  company: Company;
  /** E.g. the follow button. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * One employer in a list (/company, the veterans zone …): who they are (logo, name, verified, industry, stage,
 * size, city), how much they are hiring, and up to three of their hot jobs with pay, each a link.
 */
export default function CompanyCard({ company, actions, headingLevel = 3 }: CompanyCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="company-card" aria-labelledby={`company-${company.id}`} data-testid="company-card">
      <div className="company-card-head">
        <LogoTile name={company.shortName || company.name} src={company.logo} size={56} />
        <div className="company-card-who">
          <Heading className="company-card-name" id={`company-${company.id}`}>
            <Link to={paths.companyDetail(company.id)}>{company.name}</Link>
          </Heading>
          <div className="company-card-badges">
            <CompanyBadges company={company} />
          </div>
          <CompanyProfile company={company} city={company.city} className="company-card-facts" />
        </div>
        {actions && <div className="company-card-actions">{actions}</div>}
      </div>
      <div className="company-card-jobs">
        <Link to={paths.companyDetail(company.id, 'jobs')} className="company-card-count">
          <T id="company.card.openJobs" values={{ count: company.openJobCount }} />
        </Link>
        {company.hotJobs.length > 0 && (
          <ul aria-label={t('company.card.hotJobs')}>
            {company.hotJobs.slice(0, 3).map((job) => (
              <li key={job.id}>
                <Link to={paths.jobDetail(job.id)}>{job.title}</Link>
                <span className="company-card-salary">{formatSalary(job.salary, t)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
