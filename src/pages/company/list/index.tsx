import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Button } from 'antd';
import CompanyCard from '@/features/companies/CompanyCard/index.tsx';
import FollowCompanyButton from '@/features/companies/CompanyCard/FollowCompanyButton.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { COMPANY_PAGE_SIZE } from '@/contract/pageValues.ts';
import { useIsSeeker } from '@/hooks/useSeekerGate.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T } from '@/locales/useT.tsx';
import { searchCompanies } from '@/services/company.ts';
import CompanyFilters from './CompanyFilters.tsx';
import { companyQuerySpec } from './companyQuery.ts';
import './companyList.css';

/**
 * 找公司: employers filtered by name, city, industry (two levels), stage and size, with the whole query and page
 * in the URL (reload and shared links show the same list). Each card leads to the company page and its jobs.
 */
export default function CompanyListPage() {
  const companies = useListQuery(companyQuerySpec, { fetch: searchCompanies, pageSize: COMPANY_PAGE_SIZE, scrollOnPage: true });
  const { filters, setFilters, clearFilters, filtered, data, loading } = companies;
  const isSeeker = useIsSeeker();

  return (
    <PageContainer title={false} className="company-list-page">
      <h1 className="company-list-title">
        <T id="menu.company" />
      </h1>
      <CompanyFilters value={filters} onChange={setFilters} />
      <section aria-labelledby="company-results-title">
        <div className="company-results-head">
          <h2 id="company-results-title" className="company-results-title">
            <T id="company.list.results" />
          </h2>
          {/* While a new query loads, the old count would describe the old filters. */}
          {data && !loading && (
            <span className="company-results-total" role="status">
              <T id="company.list.total" values={{ total: data.total }} />
            </span>
          )}
          {filtered && (
            <Button type="link" onClick={clearFilters}>
              <T id="shared.list.clearFilters" />
            </Button>
          )}
        </div>
        <ListState
          loading={loading}
          error={companies.error}
          empty={companies.list.length === 0}
          onRetry={companies.refresh}
          emptyId={filtered ? 'company.list.emptyFiltered' : 'company.list.empty'}
          emptyAction={filtered && <ClearFiltersButton onClick={clearFilters} />}
          paging={{ ...companies.paging, totalId: 'company.list.total' }}
        >
          <ul className="company-grid">
            {companies.list.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} actions={isSeeker && <FollowCompanyButton companyId={company.id} followed={company.followed} size="small" />} />
              </li>
            ))}
          </ul>
        </ListState>
      </section>
    </PageContainer>
  );
}
