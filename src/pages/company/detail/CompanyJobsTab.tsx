import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { FilterChipRow, FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import SaveJobButton from '@/components/JobActions/SaveJobButton.tsx';
import JobList from '@/components/JobList/index.tsx';
import type { CompanyJobsQuery } from '@/contract/company.ts';
import { DEFAULT_PAGE_SIZE } from '@/contract/jobValues.ts';
import { cityDict, jobCategoryDict, jobTypeDict, type CityCode, type JobCategory, type JobType } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryCompanyJobs } from '@/services/company.ts';

type JobsFilters = Pick<CompanyJobsQuery, 'jobType' | 'category' | 'city'>;

/** 在招职位: this employer's open jobs, newest first, with a few in-company filters and paging. */
export default function CompanyJobsTab({ companyId }: { companyId: string }) {
  const t = useT();
  const [filters, setFilters] = useState<JobsFilters>({});
  const [page, setPage] = useState(1);
  const change = (patch: JobsFilters) => {
    setFilters((prev) => ({ ...prev, ...patch }));
    setPage(1);
  };
  const key = JSON.stringify([companyId, filters, page]);
  const { data, loading, error, refresh } = useApiRequest(() => queryCompanyJobs(companyId, { ...filters, current: page, pageSize: DEFAULT_PAGE_SIZE }), { refreshDeps: [key] });
  const cityOptions = useMemo(() => cityDict.options.map((o) => ({ value: o.value, label: t(o.labelId) })), [t]);
  const filtered = !!(filters.city || filters.jobType?.length || filters.category?.length);

  return (
    <section aria-labelledby="comdetail-jobs">
      <h2 id="comdetail-jobs">
        <T id="company.jobs.title" />
      </h2>
      <FilterPanel labelId="company.jobs.filter">
        <FilterChipRow<JobType> labelId="company.jobs.jobType" multiple options={jobTypeDict.options} value={filters.jobType} onChange={(jobType) => change({ jobType })} />
        <FilterChipRow<JobCategory> labelId="company.jobs.category" multiple options={jobCategoryDict.options} value={filters.category} onChange={(category) => change({ category })} />
        <FilterRow labelId="company.jobs.city">
          <Select<CityCode>
            className="comdetail-jobs-city"
            aria-label={t('company.jobs.city')}
            placeholder={t('shared.filter.any')}
            value={filters.city}
            allowClear
            showSearch
            optionFilterProp="label"
            options={cityOptions}
            onChange={(city) => change({ city })}
          />
        </FilterRow>
      </FilterPanel>
      <JobList
        data={data}
        loading={loading}
        error={error}
        onRetry={refresh}
        page={page}
        onPageChange={setPage}
        emptyId={filtered ? 'company.jobs.emptyFiltered' : 'company.jobs.empty'}
        renderActions={(job) => job.viewer && <SaveJobButton jobId={job.id} saved={job.viewer.saved} size="small" />}
      />
    </section>
  );
}
