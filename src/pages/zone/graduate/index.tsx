import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import ListFilters from '@/features/search/ListFilters.tsx';
import JobList from '@/components/JobList/index.tsx';
import SaveJobButton from '@/features/jobs/JobActions/SaveJobButton.tsx';
import { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { CAMPUS_FILTERS } from '@/contract/filters/campus.ts';
import { CAMPUS_KIND_VALUES, campusKindDict, labelIdOf, type CampusKind } from '@/dicts/index.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryCampusJobs } from '@/services/zone.ts';
import CampusCalendar from './CampusCalendar.tsx';
import CampusNote from './CampusNote.tsx';
import CampusSafety from './CampusSafety.tsx';
import { campusApiQuery, campusQuerySpec, switchTab, tabOf } from './campusQuery.ts';
import './graduate.css';

/**
 * /graduate (校园招聘): campus-hiring and internship tabs with their filters in the URL, the 网申 deadline
 * calendar beside the list, and a warning about the scams aimed at students.
 */
export default function GraduatePage() {
  const t = useT();
  const jobs = useListQuery(campusQuerySpec, { fetch: queryCampusJobs, params: campusApiQuery, notFilters: ['tab'] });
  const { filters, setFilters, replaceFilters, clearFilters, filtered } = jobs;
  const tab = tabOf(filters);
  const now = useMemo(() => Date.now(), [jobs.data]); // eslint-disable-line react-hooks/exhaustive-deps

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
          <ListFilters defs={CAMPUS_FILTERS} labelId="campus.filter.title" value={filters} onChange={setFilters} />
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
              {...jobs.resultProps}
              renderNote={(job) => <CampusNote job={job} now={now} />}
              renderActions={(job) => <SaveJobButton jobId={job.id} saved={job.viewer?.saved ?? false} size="small" />}
              emptyId={filtered ? 'campus.results.emptyFiltered' : 'campus.results.empty'}
              emptyAction={filtered && <ClearFiltersButton onClick={clearFilters} />}
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
