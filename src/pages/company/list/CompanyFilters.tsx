import { FilterChipRow, FilterRow } from '@/components/FilterPanel/index.tsx';
import ListFilters from '@/features/search/ListFilters.tsx';
import { COMPANY_FILTERS } from '@/contract/filters/company.ts';
import { INDUSTRY_TREE_OPTIONS, type IndustryTop } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { industrySelection, selectIndustryTop, toggleIndustrySub, type CompanyQuery } from './companyQuery.ts';

const INDUSTRY_TOP_OPTIONS = INDUSTRY_TREE_OPTIONS.map(({ value, labelId }) => ({ value, labelId }));

interface CompanyFiltersProps {
  value: CompanyQuery;
  /** Called with the changed keys only (useUrlQuery's setFilters merges them and goes back to page 1). */
  onChange: (patch: CompanyQuery) => void;
}

/**
 * /company filters, drawn from the company filter descriptions: name keyword (with suggestions), city, stage,
 * size, 拥军企业; the industry's two levels (one industry, then some of its sub-industries) are drawn here.
 */
export default function CompanyFilters({ value, onChange }: CompanyFiltersProps) {
  return (
    <ListFilters
      defs={COMPANY_FILTERS}
      labelId="company.filter.title"
      value={value}
      onChange={onChange}
      custom={{ industry: <IndustryRows value={value} onChange={onChange} /> }}
    />
  );
}

function IndustryRows({ value, onChange }: CompanyFiltersProps) {
  const t = useT();
  const { top, subs } = industrySelection(value.industry);
  const subOptions = INDUSTRY_TREE_OPTIONS.find((o) => o.value === top)?.children ?? [];
  return (
    <>
      <FilterChipRow<IndustryTop>
        labelId="company.filter.industry"
        options={INDUSTRY_TOP_OPTIONS}
        value={top}
        onChange={(next) => onChange({ industry: selectIndustryTop(next) })}
      />
      {top && (
        <FilterRow labelId="company.filter.subIndustry">
          <button type="button" className="filter-chip" aria-pressed={subs.length === 0} onClick={() => onChange({ industry: selectIndustryTop(top) })}>
            <T id="company.filter.allOf" values={{ name: t(INDUSTRY_TOP_OPTIONS.find((o) => o.value === top)!.labelId) }} />
          </button>
          {subOptions.map((o) => (
            <button
              key={o.value}
              type="button"
              className="filter-chip"
              aria-pressed={subs.includes(o.value)}
              onClick={() => onChange({ industry: toggleIndustrySub(value.industry, o.value) })}
            >
              <T id={o.labelId} />
            </button>
          ))}
        </FilterRow>
      )}
    </>
  );
}
