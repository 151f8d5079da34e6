import { Checkbox, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { FilterChipRow, FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import { KEYWORD_MAX } from '@/contract/jobValues.ts';
import { cityDict, companySizeDict, INDUSTRY_TREE_OPTIONS, POPULAR_CITIES, stageDict, type CityCode, type CompanySize, type FinancingStage, type IndustryTop } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { industrySelection, selectIndustryTop, toggleIndustrySub, type CompanyQuery } from './companyQuery.ts';

const POPULAR_CITY_OPTIONS = cityDict.options.filter((o) => POPULAR_CITIES.includes(o.value));
const INDUSTRY_TOP_OPTIONS = INDUSTRY_TREE_OPTIONS.map(({ value, labelId }) => ({ value, labelId }));

interface CompanyFiltersProps {
  value: CompanyQuery;
  /** Called with the changed keys only (useUrlQuery's setFilters merges them and goes back to page 1). */
  onChange: (patch: CompanyQuery) => void;
}

/** /company filters: name keyword, city (popular chips + every city), industry in two levels, stage, size, 拥军企业. */
export default function CompanyFilters({ value, onChange }: CompanyFiltersProps) {
  const t = useT();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  useEffect(() => setKeyword(value.keyword ?? ''), [value.keyword]);

  const { top, subs } = industrySelection(value.industry);
  const subOptions = INDUSTRY_TREE_OPTIONS.find((o) => o.value === top)?.children ?? [];
  const otherCityOptions = useMemo(
    () => cityDict.options.filter((o) => !POPULAR_CITIES.includes(o.value)).map((o) => ({ value: o.value, label: t(o.labelId) })),
    [t],
  );
  const otherCity = value.city && !POPULAR_CITIES.includes(value.city) ? value.city : undefined;

  return (
    <FilterPanel
      labelId="company.filter.title"
      extra={
        <Checkbox checked={!!value.veteranFriendly} onChange={(e) => onChange({ veteranFriendly: e.target.checked || undefined })}>
          <T id="company.filter.veteranFriendly" />
        </Checkbox>
      }
    >
      <FilterRow labelId="company.filter.keyword">
        <Input.Search
          className="company-keyword"
          aria-label={t('company.filter.keyword')}
          placeholder={t('company.filter.keywordPlaceholder')}
          value={keyword}
          maxLength={KEYWORD_MAX}
          allowClear
          enterButton={t('company.filter.search')}
          onChange={(e) => {
            setKeyword(e.target.value);
            // Clearing the box (its × button) clears the filter at once.
            if (!e.target.value && value.keyword) onChange({ keyword: undefined });
          }}
          onSearch={(text) => onChange({ keyword: text.trim() || undefined })}
        />
      </FilterRow>
      <div className="company-city-row">
        <FilterChipRow labelId="company.filter.city" options={POPULAR_CITY_OPTIONS} value={value.city} onChange={(city) => onChange({ city })} />
        <Select<CityCode>
          className="company-city-more"
          aria-label={t('company.filter.otherCity')}
          placeholder={t('company.filter.otherCity')}
          value={otherCity}
          allowClear
          showSearch
          optionFilterProp="label"
          options={otherCityOptions}
          onChange={(city) => onChange({ city })}
        />
      </div>
      <FilterChipRow<IndustryTop> labelId="company.filter.industry" options={INDUSTRY_TOP_OPTIONS} value={top} onChange={(next) => onChange({ industry: selectIndustryTop(next) })} />
      {top && (
        <FilterRow labelId="company.filter.subIndustry">
          <button type="button" className="filter-chip" aria-pressed={subs.length === 0} onClick={() => onChange({ industry: selectIndustryTop(top) })}>
            <T id="company.filter.allOf" values={{ name: t(INDUSTRY_TOP_OPTIONS.find((o) => o.value === top)!.labelId) }} />
          </button>
          {subOptions.map((o) => (
            <button key={o.value} type="button" className="filter-chip" aria-pressed={subs.includes(o.value)} onClick={() => onChange({ industry: toggleIndustrySub(value.industry, o.value) })}>
              <T id={o.labelId} />
            </button>
          ))}
        </FilterRow>
      )}
      <FilterChipRow<FinancingStage> labelId="company.filter.stage" multiple options={stageDict.options} value={value.stage} onChange={(stage) => onChange({ stage })} />
      <FilterChipRow<CompanySize> labelId="company.filter.size" multiple options={companySizeDict.options} value={value.size} onChange={(size) => onChange({ size })} />
    </FilterPanel>
  );
}
