import CompanyCard from '@/components/CompanyCard/index.tsx';
import { FilterChipRow } from '@/components/FilterPanel/index.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { COMPANY_PAGE_SIZE } from '@/contract/jobValues.ts';
import { INDUSTRY_TREE_OPTIONS, type IndustryTop } from '@/dicts/company.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { queryVeteranCompanies } from '@/services/zone.ts';
import type { VeteranListProps } from './listProps.ts';
import VeteranListFilters from './VeteranListFilters.tsx';

const INDUSTRY_TOP_OPTIONS = INDUSTRY_TREE_OPTIONS.map(({ value, labelId }) => ({ value, labelId }));

/** Employers that hire veterans (拥军企业), with their open-job counts. */
export default function VeteranCompaniesTab({ filters, page, setFilters, setPage, clear }: VeteranListProps) {
  const { keyword, city, industry } = filters;
  const { data, loading, error, refresh } = useApiRequest(() => queryVeteranCompanies({ keyword, city, industry, current: page, pageSize: COMPANY_PAGE_SIZE }), {
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
                <CompanyCard company={company} />
              </div>
            ))}
          </div>
        </ListState>
      </section>
    </>
  );
}
