import { PageContainer } from '@ant-design/pro-layout';
import { Button } from 'antd';
import CompanyCard from '@/components/CompanyCard/index.tsx';
import FollowCompanyButton from '@/components/CompanyCard/FollowCompanyButton.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { COMPANY_PAGE_SIZE } from '@/contract/jobValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useIsSeeker } from '@/hooks/useSeekerGate.ts';
import { useUrlQuery } from '@/hooks/useUrlQuery.ts';
import { T } from '@/locales/useT.tsx';
import { searchCompanies } from '@/services/company.ts';
import CompanyFilters from './CompanyFilters.tsx';
import { companyQuerySpec, hasCompanyFilters } from './companyQuery.ts';
import './companyList.css';

/**
 * 找公司: employers filtered by name, city, industry (two levels), stage and size, with the whole query and page
 * in the URL (reload and shared links show the same list). Each card leads to the company page and its jobs.
 */
export default function CompanyListPage() {
  const { filters, page, setFilters, replaceFilters, setPage } = useUrlQuery(companyQuerySpec);
  const isSeeker = useIsSeeker();
  const queryKey = JSON.stringify([filters, page]);
  const { data, loading, error, refresh } = useApiRequest(() => searchCompanies({ ...filters, current: page, pageSize: COMPANY_PAGE_SIZE }), { refreshDeps: [queryKey] });
  const companies = data?.list ?? [];
  const filtered = hasCompanyFilters(filters);
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

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
            <Button type="link" onClick={() => replaceFilters({})}>
              <T id="shared.list.clearFilters" />
            </Button>
          )}
        </div>
        <ListState
          loading={loading}
          error={error}
          empty={companies.length === 0}
          onRetry={refresh}
          emptyId={filtered ? 'company.list.emptyFiltered' : 'company.list.empty'}
          emptyAction={filtered && <ClearFiltersButton onClick={() => replaceFilters({})} />}
          paging={{ result: data, page, onPageChange: changePage, totalId: 'company.list.total' }}
        >
          <ul className="company-grid">
            {companies.map((company) => (
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
