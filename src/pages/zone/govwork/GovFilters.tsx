import { Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { FilterChipRow, FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import { EDUCATION_LEVELS, KEYWORD_MAX } from '@/contract/jobValues.ts';
import { educationDict, type EducationLevel } from '@/dicts/job.ts';
import type { DictOption } from '@/dicts/types.ts';
import { govExamDict, govRegistrationDict, type GovExamType, type GovRegistrationStatus } from '@/dicts/zone.ts';
import { T, useT } from '@/locales/useT.tsx';
import { REGION_GROUPS, type GovQuery } from './govQuery.ts';

interface GovFiltersProps {
  filters: GovQuery;
  onChange: (patch: GovQuery) => void;
  onClear: () => void;
}

const EDUCATION_OPTIONS = educationDict.options.filter((o): o is DictOption<EducationLevel> => (EDUCATION_LEVELS as readonly string[]).includes(o.value));

/** Exam type, registration status, region, education and keyword for the announcement list. */
export default function GovFilters({ filters, onChange, onClear }: GovFiltersProps) {
  const t = useT();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  // The URL is the source of truth: back/forward or "clear" updates the box.
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const regionOptions = useMemo(
    () => [
      { value: 'national', label: t('zone.gov.region.national') },
      ...REGION_GROUPS.map((g) => ({
        label: t(g.labelId),
        title: t(g.labelId),
        options: [
          { value: g.province, label: t('zone.gov.region.wholeProvince', { name: t(g.labelId) }) },
          ...g.cities.map((c) => ({ value: c.value, label: t(c.labelId) })),
        ],
      })),
    ],
    [t],
  );

  const hasFilters = Object.values(filters).some((v) => v !== undefined);

  return (
    <FilterPanel
      labelId="zone.gov.filters"
      extra={
        <>
          <Input.Search
            aria-label={t('zone.gov.keyword')}
            placeholder={t('zone.gov.keyword.placeholder')}
            value={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton={t('zone.gov.search')}
            style={{ maxWidth: 420 }}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
          />
          {hasFilters && (
            <button type="button" className="gov-link-button" onClick={onClear}>
              <T id="shared.list.clearFilters" />
            </button>
          )}
        </>
      }
    >
      <FilterChipRow<GovExamType> multiple labelId="zone.gov.examType" options={govExamDict.options} value={filters.examType} onChange={(examType) => onChange({ examType })} />
      <FilterChipRow<GovRegistrationStatus> multiple labelId="zone.gov.status" options={govRegistrationDict.options} value={filters.status} onChange={(status) => onChange({ status })} />
      <FilterChipRow<EducationLevel> labelId="zone.gov.education" options={EDUCATION_OPTIONS} value={filters.education} onChange={(education) => onChange({ education })} />
      <FilterRow labelId="zone.gov.region">
        <Select
          aria-label={t('zone.gov.region')}
          placeholder={t('zone.gov.region.placeholder')}
          value={filters.region}
          options={regionOptions}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 240 }}
          onChange={(region?: string) => onChange({ region: region || undefined })}
        />
      </FilterRow>
    </FilterPanel>
  );
}
