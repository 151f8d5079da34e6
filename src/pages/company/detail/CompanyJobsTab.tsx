import ListFilters from '@/features/search/ListFilters.tsx';
import SaveJobButton from '@/features/jobs/JobActions/SaveJobButton.tsx';
import JobList from '@/components/JobList/index.tsx';
import { COMPANY_JOB_FILTERS } from '@/contract/filters/company.ts';
import { specOf } from '@/contract/filters/define.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T } from '@/locales/useT.tsx';
import { queryCompanyJobs } from '@/services/company.ts';

const jobsQuerySpec = specOf(COMPANY_JOB_FILTERS);
/** The company page's own keys: the list's filters and page sit beside them in the URL. */
const PAGE_KEYS = ['id', 'tab'] as const;

/** 在招职位: this employer's open jobs, newest first, with a few in-company filters (in the URL) and paging. */
export default function CompanyJobsTab({ companyId }: { companyId: string }) {
  const jobs = useListQuery(jobsQuerySpec, { fetch: (params) => queryCompanyJobs(companyId, params), keep: PAGE_KEYS, refreshOn: companyId });

  return (
    <section aria-labelledby="comdetail-jobs">
      <h2 id="comdetail-jobs">
        <T id="company.jobs.title" />
      </h2>
      <ListFilters defs={COMPANY_JOB_FILTERS} labelId="company.jobs.filter" value={jobs.filters} onChange={jobs.setFilters} />
      <JobList
        {...jobs.resultProps}
        emptyId={jobs.filtered ? 'company.jobs.emptyFiltered' : 'company.jobs.empty'}
        renderActions={(job) => job.viewer && <SaveJobButton jobId={job.id} saved={job.viewer.saved} size="small" />}
      />
    </section>
  );
}
