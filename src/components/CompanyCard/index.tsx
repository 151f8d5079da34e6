import { SafetyCertificateFilled } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyCard as Company } from '@/contract/company.ts';
import { cityDict, companySizeDict, formatSalary, industryDict, labelIdOf, stageDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';
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
  const detail = `/comdetail?id=${encodeURIComponent(company.id)}`;
  return (
    <article className="company-card" aria-labelledby={`company-${company.id}`} data-testid="company-card">
      <div className="company-card-head">
        <Avatar shape="square" size={56} src={mediaUrl(company.logo)} alt="">
          {company.shortName.slice(0, 1)}
        </Avatar>
        <div className="company-card-who">
          <Heading className="company-card-name" id={`company-${company.id}`}>
            <Link to={detail}>{company.name}</Link>
          </Heading>
          <div className="company-card-badges">
            {company.verified && (
              <Tag color="blue" icon={<SafetyCertificateFilled />}>
                <T id="company.badge.verified" />
              </Tag>
            )}
            {company.veteranFriendly && (
              <Tag color="green">
                <T id="company.badge.veteranFriendly" />
              </Tag>
            )}
          </div>
          <p className="company-card-facts">
            <T id={labelIdOf(industryDict, company.industry, 'shared.unknown')} /> · <T id={labelIdOf(stageDict, company.stage, 'shared.unknown')} /> ·{' '}
            <T id={labelIdOf(companySizeDict, company.size, 'shared.unknown')} /> · <T id={labelIdOf(cityDict, company.city, 'shared.unknown')} />
          </p>
        </div>
        {actions && <div className="company-card-actions">{actions}</div>}
      </div>
      <div className="company-card-jobs">
        <Link to={`${detail}&tab=jobs`} className="company-card-count">
          <T id="company.card.openJobs" values={{ count: company.openJobCount }} />
        </Link>
        {company.hotJobs.length > 0 && (
          <ul aria-label={t('company.card.hotJobs')}>
            {company.hotJobs.slice(0, 3).map((job) => (
              <li key={job.id}>
                <Link to={`/jobdetail?id=${encodeURIComponent(job.id)}`}>{job.title}</Link>
                <span className="company-card-salary">{formatSalary(job.salary, t)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
