import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { FilterChipRow, FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import { KEYWORD_MAX } from '@/contract/jobValues.ts';
import {
  POPULAR_CITIES,
  classYearDict,
  cityDict,
  dailyPayDict,
  internDaysDict,
  jobSortDict,
  majorDict,
  permanentOfferDict,
  type CampusBatch,
  type CityCode,
  type ClassYear,
  type DailyPayBand,
  type InternDays,
  type JobSort,
  type MajorCategory,
  type PermanentOfferChance,
} from '@/dicts/index.ts';
import { useT } from '@/locales/useT.tsx';
import { batchOptionsOf, tabOf, type CampusQuery } from './campusQuery.ts';

const popularCityOptions = cityDict.options.filter((o) => POPULAR_CITIES.includes(o.value));

interface CampusFiltersProps {
  query: CampusQuery;
  onChange: (patch: CampusQuery) => void;
}

/** 届别, 批次, 专业, 城市 on both tabs; 天/周, 日薪, 转正机会 on the internship tab only. */
export default function CampusFilters({ query, onChange }: CampusFiltersProps) {
  const t = useT();
  const tab = tabOf(query);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  // The URL is the source of truth: back/forward or a calendar link changes the keyword from outside.
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);

  return (
    <FilterPanel labelId="campus.filter.title">
      <FilterRow labelId="campus.filter.keyword">
        <Input.Search
          aria-label={t('campus.filter.keyword')}
          placeholder={t('campus.filter.keywordPlaceholder')}
          value={keyword}
          maxLength={KEYWORD_MAX}
          allowClear
          enterButton={t('campus.filter.search')}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 420 }}
        />
      </FilterRow>
      <FilterChipRow<ClassYear> labelId="campus.filter.classYear" multiple options={classYearDict.options} value={query.classYear} onChange={(classYear) => onChange({ classYear })} />
      <FilterChipRow<CampusBatch> labelId="campus.filter.batch" multiple options={batchOptionsOf(tab)} value={query.batch} onChange={(batch) => onChange({ batch })} />
      <FilterChipRow<MajorCategory> labelId="campus.filter.major" multiple options={majorDict.options} value={query.major} onChange={(major) => onChange({ major })} />
      <FilterChipRow<CityCode> labelId="campus.filter.city" options={popularCityOptions} value={query.city} onChange={(city) => onChange({ city })} />
      {tab === 'internship' && (
        <>
          <FilterChipRow<InternDays> labelId="campus.filter.daysPerWeek" multiple options={internDaysDict.options} value={query.daysPerWeek} onChange={(daysPerWeek) => onChange({ daysPerWeek })} />
          <FilterChipRow<DailyPayBand> labelId="campus.filter.dailyPay" multiple options={dailyPayDict.options} value={query.dailyPay} onChange={(dailyPay) => onChange({ dailyPay })} />
          <FilterChipRow<PermanentOfferChance>
            labelId="campus.filter.permanentOffer"
            multiple
            options={permanentOfferDict.options}
            value={query.permanentOffer}
            onChange={(permanentOffer) => onChange({ permanentOffer })}
          />
        </>
      )}
      <FilterRow labelId="campus.filter.sort">
        <Select<JobSort>
          aria-label={t('campus.filter.sort')}
          value={query.sort ?? 'recommend'}
          onChange={(sort) => onChange({ sort: sort === 'recommend' ? undefined : sort })}
          options={jobSortDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))}
          style={{ width: 140 }}
        />
      </FilterRow>
    </FilterPanel>
  );
}
