import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { FilterChipRow, FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import {
  benefitDict,
  cityDict,
  companySizeDict,
  districtDict,
  educationDict,
  experienceDict,
  INDUSTRY_TREE_OPTIONS,
  jobCategoryDict,
  jobTypeDict,
  POPULAR_CITIES,
  postedWithinDict,
  publisherTypeDict,
  restScheduleDict,
  salaryBandDict,
  stageDict,
  type Benefit,
  type CityCode,
  type CompanySize,
  type Education,
  type Experience,
  type FinancingStage,
  type Industry,
  type JobCategory,
  type JobType,
  type PublisherType,
  type RestSchedule,
  type SalaryBand,
} from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { JobQuery } from './jobQuery.ts';
import { advancedCount, type FilterKey } from './selectedFilters.ts';
import './jobFilters.css';

export interface JobFilterPanelProps {
  value: JobQuery;
  /** Called with the changed keys only; the caller merges them (useUrlQuery's setFilters does). */
  onChange: (patch: JobQuery) => void;
  /** Rows to leave out, e.g. a company's own job list has no company-size or stage row. */
  hide?: readonly FilterKey[];
  /** "Hide jobs I have contacted" only means something to a signed-in job seeker. */
  showContacted?: boolean;
}

const POPULAR_CITY_OPTIONS = cityDict.options.filter((o) => POPULAR_CITIES.includes(o.value));

/**
 * Every /jobpost filter from PRODUCT.md §0 as chip rows: the everyday ones always visible, the rest behind
 * "更多筛选" (opened by itself when one of them is set, so a shared link never hides what filters it).
 */
export default function JobFilterPanel({ value, onChange, hide = [], showContacted = false }: JobFilterPanelProps) {
  const t = useT();
  const advancedSet = advancedCount(value);
  const [open, setOpen] = useState(advancedSet > 0);
  const advancedId = useId();
  const shown = (key: FilterKey) => !hide.includes(key);

  const cityOptions = useMemo(() => cityDict.options.map((o) => ({ value: o.value, label: t(o.labelId) })), [t]);
  const industryOptions = useMemo(
    () =>
      INDUSTRY_TREE_OPTIONS.map((top) => ({
        label: t(top.labelId),
        title: t(top.labelId),
        options: [
          { value: top.value as Industry, label: t('job.filter.industryAll', { name: t(top.labelId) }) },
          ...top.children.map((sub) => ({ value: sub.value as Industry, label: t(sub.labelId) })),
        ],
      })),
    [t],
  );
  const districtOptions = value.city ? districtDict.options.filter((o) => o.city === value.city) : [];

  return (
    <FilterPanel
      labelId="job.filter.title"
      extra={
        <>
          {shown('hideAgencies') && (
            <Checkbox checked={!!value.hideAgencies} onChange={(e) => onChange({ hideAgencies: e.target.checked || undefined })}>
              <T id="job.filter.hideAgencies" />
            </Checkbox>
          )}
          {showContacted && shown('hideContacted') && (
            <Checkbox checked={!!value.hideContacted} onChange={(e) => onChange({ hideContacted: e.target.checked || undefined })}>
              <T id="job.filter.hideContacted" />
            </Checkbox>
          )}
          <Button
            type="link"
            className="job-filter-more"
            aria-expanded={open}
            aria-controls={advancedId}
            onClick={() => setOpen(!open)}
            icon={open ? <UpOutlined /> : <DownOutlined />}
            iconPosition="end"
          >
            <T id={open ? 'job.filter.less' : 'job.filter.more'} />
            {advancedSet > 0 && <Badge count={advancedSet} size="small" color="#1d4fa8" />}
          </Button>
        </>
      }
    >
      {shown('city') && (
        <FilterRow labelId="job.filter.city">
          <button type="button" className="filter-chip" aria-pressed={!value.city} onClick={() => onChange({ city: undefined, district: undefined })}>
            <T id="shared.filter.any" />
          </button>
          {POPULAR_CITY_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              className="filter-chip"
              aria-pressed={value.city === o.value}
              onClick={() => onChange({ city: value.city === o.value ? undefined : o.value, district: undefined })}
            >
              <T id={o.labelId} />
            </button>
          ))}
          <Select
            className="job-filter-select"
            showSearch
            allowClear
            optionFilterProp="label"
            aria-label={t('job.filter.otherCity')}
            placeholder={t('job.filter.otherCity')}
            value={value.city && !POPULAR_CITIES.includes(value.city) ? value.city : undefined}
            options={cityOptions}
            onChange={(city: CityCode | undefined) => onChange({ city, district: undefined })}
          />
        </FilterRow>
      )}
      {shown('district') && value.city && (
        <FilterChipRow labelId="job.filter.district" options={districtOptions} value={value.district} onChange={(district) => onChange({ district })} />
      )}
      {shown('category') && (
        <FilterChipRow<JobCategory> multiple labelId="job.filter.category" options={jobCategoryDict.options} value={value.category} onChange={(category) => onChange({ category })} />
      )}
      {shown('salary') && (
        <FilterChipRow<SalaryBand> multiple labelId="job.filter.salary" options={salaryBandDict.options} value={value.salary} onChange={(salary) => onChange({ salary })} />
      )}
      {shown('experience') && (
        <FilterChipRow<Experience> multiple labelId="job.filter.experience" options={experienceDict.options} value={value.experience} onChange={(experience) => onChange({ experience })} />
      )}
      {shown('education') && (
        <FilterChipRow<Education> multiple labelId="job.filter.education" options={educationDict.options} value={value.education} onChange={(education) => onChange({ education })} />
      )}
      {shown('jobType') && (
        <FilterChipRow<JobType> multiple labelId="job.filter.jobType" options={jobTypeDict.options} value={value.jobType} onChange={(jobType) => onChange({ jobType })} />
      )}
      <div id={advancedId} hidden={!open}>
        {open && (
          <>
            {shown('industry') && (
              <FilterRow labelId="job.filter.industry">
                <Select
                  className="job-filter-select job-filter-select-wide"
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  maxTagCount="responsive"
                  aria-label={t('job.filter.industry')}
                  placeholder={t('shared.filter.any')}
                  value={value.industry ?? []}
                  options={industryOptions}
                  onChange={(industry: Industry[]) => onChange({ industry: industry.length ? industry : undefined })}
                />
              </FilterRow>
            )}
            {shown('companySize') && (
              <FilterChipRow<CompanySize>
                multiple
                labelId="job.filter.companySize"
                options={companySizeDict.options}
                value={value.companySize}
                onChange={(companySize) => onChange({ companySize })}
              />
            )}
            {shown('stage') && (
              <FilterChipRow<FinancingStage> multiple labelId="job.filter.stage" options={stageDict.options} value={value.stage} onChange={(stage) => onChange({ stage })} />
            )}
            {shown('restSchedule') && (
              <FilterChipRow<RestSchedule>
                multiple
                labelId="job.filter.restSchedule"
                options={restScheduleDict.options}
                value={value.restSchedule}
                onChange={(restSchedule) => onChange({ restSchedule })}
              />
            )}
            {shown('benefits') && (
              <FilterChipRow<Benefit> multiple labelId="job.filter.benefits" options={benefitDict.options} value={value.benefits} onChange={(benefits) => onChange({ benefits })} />
            )}
            {shown('publisherType') && (
              <FilterChipRow<PublisherType>
                multiple
                labelId="job.filter.publisherType"
                options={publisherTypeDict.options}
                value={value.publisherType}
                onChange={(publisherType) => onChange({ publisherType })}
              />
            )}
            {shown('postedWithin') && (
              <FilterChipRow labelId="job.filter.postedWithin" options={postedWithinDict.options} value={value.postedWithin} onChange={(postedWithin) => onChange({ postedWithin })} />
            )}
          </>
        )}
      </div>
    </FilterPanel>
  );
}
