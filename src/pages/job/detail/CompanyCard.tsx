import { SafetyCertificateFilled } from '@ant-design/icons';
import { Avatar } from 'antd';
import { Link } from 'react-router-dom';
import type { CompanySummary, EmployerProfile } from '@/contract/job.ts';
import { companySizeDict, industryDict, labelIdOf, stageDict } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';
import { Day, Fact } from './JobSections.tsx';

/** The employer (单位情况, required on every post) and its business registration (工商信息). */
export default function CompanyCard({ company, employer }: { company: CompanySummary; employer: EmployerProfile }) {
  const reg = employer.registration;
  const companyLink = `/comdetail?id=${encodeURIComponent(company.id)}`;
  return (
    <section className="job-detail-card" aria-labelledby="job-company-title">
      <h2 id="job-company-title" className="visually-hidden">
        <T id="job.company.title" />
      </h2>
      <Link to={companyLink} className="job-detail-company">
        <Avatar shape="square" size={56} src={mediaUrl(company.logo)} alt="">
          {company.shortName.slice(0, 1)}
        </Avatar>
        <span className="job-detail-company-name">{company.name}</span>
      </Link>
      {company.verified && (
        <div className="job-detail-verified">
          <SafetyCertificateFilled aria-hidden /> <T id="job.company.verified" />
        </div>
      )}
      <p className="job-detail-muted">
        <T id={labelIdOf(industryDict, company.industry, 'shared.unknown')} /> · <T id={labelIdOf(stageDict, company.stage, 'shared.unknown')} /> ·{' '}
        <T id={labelIdOf(companySizeDict, company.size, 'shared.unknown')} />
      </p>
      <p>
        <Link to={companyLink}>
          <T id="job.company.openJobs" values={{ count: employer.openJobCount }} />
        </Link>
      </p>
      {employer.about && <p className="job-detail-about">{employer.about}</p>}
      {employer.address && (
        <p className="job-detail-muted">
          <T id="job.company.address" values={{ address: employer.address }} />
        </p>
      )}
      <h3>
        <T id="job.company.registration" />
      </h3>
      <dl className="job-detail-facts">
        <Fact labelId="job.company.legalRepresentative">{reg.legalRepresentative}</Fact>
        <Fact labelId="job.company.registeredCapital">
          <T id="job.company.capital" values={{ amount: reg.registeredCapital }} />
        </Fact>
        <Fact labelId="job.company.founded">
          <Day iso={reg.founded} />
        </Fact>
        <Fact labelId="job.company.entityType">{reg.entityType}</Fact>
        <Fact labelId="job.company.operatingStatus">{reg.operatingStatus}</Fact>
        <Fact labelId="job.company.creditCode">{reg.creditCode}</Fact>
      </dl>
      <h4 className="job-detail-subhead">
        <T id="job.company.businessScope" />
      </h4>
      <p className="job-detail-muted">{reg.businessScope}</p>
    </section>
  );
}
