import { Link } from 'react-router-dom';
import { CompanyBadges, CompanyProfile, useRegistrationFacts } from '@/components/CompanyFacts/index.tsx';
import LogoTile from '@/components/LogoTile/index.tsx';
import type { CompanySummary, EmployerProfile } from '@/contract/job.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { Fact } from './JobSections.tsx';

/** The employer (单位情况, required on every post) and its business registration (工商信息). */
export default function CompanyCard({ company, employer }: { company: CompanySummary; employer: EmployerProfile }) {
  const registration = useRegistrationFacts(employer.registration);
  const companyLink = paths.companyDetail(company.id);
  return (
    <section className="job-detail-card" aria-labelledby="job-company-title">
      <h2 id="job-company-title" className="visually-hidden">
        <T id="job.company.title" />
      </h2>
      <Link to={companyLink} className="job-detail-company">
        <LogoTile name={company.shortName || company.name} src={company.logo} size={56} />
        <span className="job-detail-company-name">{company.name}</span>
      </Link>
      <div className="job-detail-badges">
        <CompanyBadges company={company} />
      </div>
      <CompanyProfile company={company} city={employer.city} className="job-detail-muted" />
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
      <dl className="job-detail-facts" data-testid="job-company-registration">
        {registration.map((f) => (
          <Fact key={f.key} labelId={f.labelId}>
            {f.value}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
