import CompanyCard from '@/features/companies/CompanyCard/index.tsx';
import ListFilters from '@/features/search/ListFilters.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { VETERAN_COMPANY_FILTERS } from '@/contract/filters/veteran.ts';
import { COMPANY_PAGE_SIZE } from '@/contract/pageValues.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T } from '@/locales/useT.tsx';
import { queryVeteranCompanies } from '@/services/zone.ts';
import { companiesParams, veteranQuerySpec } from './veteranQuery.ts';

/** Employers that hire veterans (拥军企业), with their open-job counts. */
export default function VeteranCompaniesTab() {
  const companies = useListQuery(veteranQuerySpec, { fetch: queryVeteranCompanies, params: companiesParams, pageSize: COMPANY_PAGE_SIZE, notFilters: ['tab'] });

  return (
    <>
      <ListFilters
        defs={VETERAN_COMPANY_FILTERS}
        labelId="zone.vet.companies.filters"
        value={companies.filters}
        onChange={companies.setFilters}
        onClear={companies.clearFilters}
        filtered={companies.filtered}
      />
      <section aria-labelledby="vet-companies-title">
        <h2 id="vet-companies-title" className="visually-hidden">
          <T id="zone.vet.tab.companies" />
        </h2>
        <ListState
          loading={companies.loading}
          error={companies.error}
          empty={companies.list.length === 0}
          onRetry={companies.refresh}
          emptyId="zone.vet.companies.empty"
          emptyAction={<ClearFiltersButton onClick={companies.clearFilters} />}
          paging={companies.paging}
        >
          <div role="list" className="vet-employers">
            {companies.list.map((company) => (
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
