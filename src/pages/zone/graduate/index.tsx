import { PageContainer } from '@ant-design/pro-layout';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import JobList from '@/components/JobList/index.tsx';
import SaveJobButton from '@/components/JobActions/SaveJobButton.tsx';
import { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { DEFAULT_PAGE_SIZE } from '@/constants/index.ts';
import { CAMPUS_KIND_VALUES, campusKindDict, labelIdOf, type CampusKind } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useUrlQuery } from '@/hooks/useUrlQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryCampusJobs } from '@/services/zone.ts';
import CampusCalendar from './CampusCalendar.tsx';
import CampusFilters from './CampusFilters.tsx';
import CampusNote from './CampusNote.tsx';
import CampusSafety from './CampusSafety.tsx';
import { campusJobsParams, campusQuerySpec, switchTab, tabOf } from './campusQuery.ts';
import './graduate.css';

/**
 * /graduate (校园招聘): campus-hiring and internship tabs with their filters in the URL, the 网申 deadline
 * calendar beside the list, and a warning about the scams aimed at students.
 */
export default function GraduatePage() {
  const t = useT();
  const { filters, page, setFilters, replaceFilters, setPage } = useUrlQuery(campusQuerySpec);
  const tab = tabOf(filters);
  const params = useMemo(() => campusJobsParams(filters, page, DEFAULT_PAGE_SIZE), [filters, page]);
  const paramsKey = JSON.stringify(params);
  const jobs = useApiRequest(() => queryCampusJobs(params), { refreshDeps: [paramsKey] });
  const now = useMemo(() => Date.now(), [jobs.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const hasFilters = Object.keys(filters).some((k) => k !== 'tab');

  return (
    <PageContainer
      title={
        <h1 className="graduate-title">
          <T id="menu.graduate" />
        </h1>
      }
      content={<T id="campus.intro" />}
    >
      <CampusSafety />
      <div className="graduate-layout">
        <div className="graduate-main">
          <Tabs
            activeKey={tab}
            onChange={(next) => replaceFilters(switchTab(filters, next as CampusKind))}
            items={CAMPUS_KIND_VALUES.map((kind) => ({ key: kind, label: t(labelIdOf(campusKindDict, kind, 'shared.unknown')) }))}
          />
          <CampusFilters query={filters} onChange={setFilters} />
          <section aria-labelledby="graduate-results">
            <h2 id="graduate-results" className="graduate-results-title">
              <T id={tab === 'internship' ? 'campus.results.internship' : 'campus.results.campus'} />
              {jobs.data && (
                <span className="graduate-results-total">
                  <T id="shared.list.total" values={{ total: jobs.data.total }} />
                </span>
              )}
            </h2>
            <JobList
              data={jobs.data}
              loading={jobs.loading}
              error={jobs.error}
              onRetry={jobs.refresh}
              page={page}
              onPageChange={setPage}
              renderNote={(job) => <CampusNote job={job} now={now} />}
              renderActions={(job) => <SaveJobButton jobId={job.id} saved={job.viewer?.saved ?? false} size="small" />}
              emptyId={hasFilters ? 'campus.results.emptyFiltered' : 'campus.results.empty'}
              emptyAction={
                hasFilters && (
                  <ClearFiltersButton onClick={() => replaceFilters({ tab: filters.tab })} />
                )
              }
            />
          </section>
        </div>
        <aside className="graduate-side" aria-label={t('campus.side')}>
          <CampusCalendar kind={tab} classYear={filters.classYear?.length === 1 ? filters.classYear[0] : undefined} city={filters.city} />
        </aside>
      </div>
    </PageContainer>
  );
}
