import { Avatar, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { FilterChipRow } from '@/components/FilterPanel/index.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import type { CompanyCard } from '@/contract/company.ts';
import { cityDict } from '@/dicts/city.ts';
import { companySizeDict, industryDict, INDUSTRY_TREE_OPTIONS, stageDict, type IndustryTop } from '@/dicts/company.ts';
import { formatSalary } from '@/dicts/salary.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryVeteranCompanies } from '@/services/zone.ts';
import { mediaUrl } from '@/utils/media.ts';
import type { VeteranListProps } from './listProps.ts';
import VeteranListFilters from './VeteranListFilters.tsx';

/** One veteran-friendly employer: who they are, how many jobs are open, a few of them. */
function EmployerCard({ company }: { company: CompanyCard }) {
  const t = useT();
  const href = `/comdetail?id=${encodeURIComponent(company.id)}`;
  return (
    <article className="vet-employer" aria-labelledby={`vet-co-${company.id}`} data-testid="vet-employer">
      <div className="vet-employer-head">
        <Avatar shape="square" size={48} src={mediaUrl(company.logo)} alt="">
          {company.shortName.slice(0, 1)}
        </Avatar>
        <div className="vet-employer-name">
          <h3 id={`vet-co-${company.id}`}>
            <Link to={href}>{company.name}</Link>
          </h3>
          <div className="vet-employer-facts">
            <T id={labelIdOf(industryDict, company.industry, 'shared.unknown')} /> · <T id={labelIdOf(stageDict, company.stage, 'shared.unknown')} /> ·{' '}
            <T id={labelIdOf(companySizeDict, company.size, 'shared.unknown')} /> · <T id={labelIdOf(cityDict, company.city, 'shared.unknown')} />
          </div>
        </div>
      </div>
      <div className="vet-employer-tags">
        <Tag color="green">
          <T id="zone.vet.companies.badge" />
        </Tag>
        {company.verified && (
          <Tag color="blue">
            <T id="zone.vet.companies.verified" />
          </Tag>
        )}
      </div>
      {company.hotJobs.length > 0 && (
        <ul className="vet-employer-jobs" aria-label={t('zone.vet.companies.hotJobs')}>
          {company.hotJobs.map((job) => (
            <li key={job.id}>
              <Link to={`/jobdetail?id=${encodeURIComponent(job.id)}`}>{job.title}</Link>
              <span className="vet-salary">{formatSalary(job.salary, t)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={href} className="vet-employer-open" data-testid="vet-employer-open">
        <T id="zone.vet.companies.openJobs" values={{ count: company.openJobCount }} />
      </Link>
    </article>
  );
}

const INDUSTRY_TOP_OPTIONS = INDUSTRY_TREE_OPTIONS.map(({ value, labelId }) => ({ value, labelId }));

/** Employers that hire veterans (拥军企业), with their open-job counts. */
export default function VeteranCompaniesTab({ filters, page, setFilters, setPage, clear }: VeteranListProps) {
  const { keyword, city, industry } = filters;
  const { data, loading, error, refresh } = useApiRequest(() => queryVeteranCompanies({ keyword, city, industry, current: page, pageSize: 12 }), {
    refreshDeps: [keyword, city, industry?.join(','), page],
  });
  const list = data?.list ?? [];

  return (
    <>
      <VeteranListFilters filters={filters} setFilters={setFilters} clear={clear} labelId="zone.vet.companies.filters" placeholderId="zone.vet.companies.keyword">
        <FilterChipRow<IndustryTop> multiple labelId="zone.vet.companies.industry" options={INDUSTRY_TOP_OPTIONS} value={industry} onChange={(next) => setFilters({ industry: next })} />
      </VeteranListFilters>
      <section aria-labelledby="vet-companies-title">
        <h2 id="vet-companies-title" className="visually-hidden">
          <T id="zone.vet.tab.companies" />
        </h2>
        <ListState
          loading={loading}
          error={error}
          empty={list.length === 0}
          onRetry={refresh}
          emptyId="zone.vet.companies.empty"
          emptyAction={<ClearFiltersButton onClick={clear} />}
          paging={{ result: data, page, onPageChange: setPage }}
        >
          <div role="list" className="vet-employers">
            {list.map((company) => (
              <div role="listitem" key={company.id}>
                <EmployerCard company={company} />
              </div>
            ))}
          </div>
        </ListState>
      </section>
    </>
  );
}
