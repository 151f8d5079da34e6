import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Button, Radio } from 'antd';
import { useCallback, useMemo } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import NotInterestedButton from '@/features/jobs/JobActions/NotInterestedButton.tsx';
import SaveJobButton from '@/features/jobs/JobActions/SaveJobButton.tsx';
import JobFilterPanel from '@/features/search/JobFilterPanel.tsx';
import { consistentDistrict, jobQuerySpec, type JobQuery } from '@/components/JobFilters/jobQuery.ts';
import SelectedFilters from '@/components/JobFilters/SelectedFilters.tsx';
import { clearFilters } from '@/components/JobFilters/selectedFilters.ts';
import JobList from '@/components/JobList/index.tsx';
import { ClearFiltersButton } from '@/components/ListState/index.tsx';
import type { JobCard as JobCardData } from '@/contract/job.ts';
import { jobSortDict, type JobSort } from '@/dicts/index.ts';
import { useIsSeeker } from '@/hooks/useSeekerGate.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { prefetchedJobSearch, searchJobs } from '@/services/job.ts';
import SearchBar from './SearchBar.tsx';
import SkipToResults, { RESULTS_ID } from './SkipToResults.tsx';
import SubscribeButton from './SubscribeButton.tsx';
import './jobList.css';

/** "Hide contacted" means nothing to a visitor (e.g. from a link a seeker shared): neither sent nor shown. */
const forViewer = (filters: JobQuery, isSeeker: boolean): JobQuery => (isSeeker || !filters.hideContacted ? filters : { ...filters, hideContacted: undefined });

/**
 * /jobpost: job search. The whole query (keyword, every filter, sort, page) lives in the URL, so reload,
 * back/forward and a shared link show the same list; a seeker saves or dismisses jobs from the cards and can
 * subscribe to the search.
 */
export default function JobSearchPage() {
  const isSeeker = useIsSeeker();
  // Save and not-interested are seeker actions: a visitor is asked to sign in, an employer does not see them.
  const canAct = useInitialState().initialState.currentUser?.role !== 'enterprise';
  const t = useT();
  const jobs = useListQuery(jobQuerySpec, {
    normalize: consistentDistrict,
    params: (filters) => forViewer(filters, isSeeker),
    fetch: searchJobs,
    initialData: prefetchedJobSearch,
    notFilters: ['sort'],
    scrollOnPage: true,
  });
  const { filters, setFilters, replaceFilters, data, loading, error } = jobs;
  // Stable while the URL's query and the results are (filters are memoised on the URL), so the list's cards do
  // not render again when a request starts or ends around them (JobList is memoised).
  const query = useMemo(() => forViewer(filters, isSeeker), [filters, isSeeker]);
  const emptyAction = useMemo(() => <ClearFiltersButton onClick={() => replaceFilters(clearFilters(query))} />, [query, replaceFilters]);
  const { removeItem, restoreItem } = jobs;
  const renderActions = useCallback(
    (job: JobCardData) =>
      canAct ? (
        <>
          <SaveJobButton jobId={job.id} saved={!!job.viewer?.saved} size="small" />
          <NotInterestedButton jobId={job.id} onDone={removeItem} onUndo={restoreItem} size="small" />
        </>
      ) : null,
    [canAct, removeItem, restoreItem],
  );
  // The seeker's privacy setting hid agency posts because this search did not say either way (the API says so).
  const agenciesHidden = !!data && 'agenciesHiddenByDefault' in data && data.agenciesHiddenByDefault === true;

  return (
    <PageContainer
      className="job-list-page"
      title={
        <h1>
          <T id="menu.jobpost" />
        </h1>
      }
    >
      <SearchBar keyword={query.keyword} onSearch={(keyword) => setFilters({ keyword })} />
      <SkipToResults />
      <JobFilterPanel value={{ ...query, hideAgencies: query.hideAgencies ?? (agenciesHidden || undefined) }} onChange={setFilters} showContacted={isSeeker} />
      <SelectedFilters value={query} onReplace={replaceFilters} extra={<SubscribeButton query={query} />} />
      <section aria-labelledby={RESULTS_ID}>
        <div className="job-list-toolbar">
          <h2 id={RESULTS_ID} className="job-list-total" aria-live="polite" tabIndex={-1}>
            {/* While a new query loads, the old count would describe the old filters. */}
            {data && !error && !loading ? <T id="job.list.total" values={{ total: data.total }} /> : <T id="job.list.results" />}
          </h2>
          {/* On the count's line, so the note moves nothing when it appears. */}
          {agenciesHidden && (
            <span className="job-list-default-note" data-testid="agencies-hidden">
              <T id="job.list.agenciesHidden" />
              <Button type="link" size="small" onClick={() => setFilters({ hideAgencies: false })}>
                <T id="job.list.showAgencies" />
              </Button>
            </span>
          )}
          <div className="job-list-sort">
            <span id="job-list-sort-label">
              <T id="job.list.sort" />
            </span>
            <Radio.Group
              aria-labelledby="job-list-sort-label"
              optionType="button"
              size="small"
              value={query.sort ?? 'recommend'}
              options={jobSortDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))}
              onChange={(e) => setFilters({ sort: e.target.value === 'recommend' ? undefined : (e.target.value as JobSort) })}
            />
          </div>
        </div>
        <JobList {...jobs.resultProps} emptyId="job.list.empty" emptyAction={emptyAction} renderActions={renderActions} />
      </section>
    </PageContainer>
  );
}
