import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { FilterRow } from '@/components/FilterPanel/index.tsx';
import JobList from '@/components/JobList/index.tsx';
import { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { DEFAULT_PAGE_SIZE } from '@/constants/index.ts';
import type { JobCard } from '@/contract/job.ts';
import type { VeteranStatus } from '@/dicts/zone.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { queryVeteranJobs } from '@/services/zone.ts';
import type { VeteranListProps } from './listProps.ts';
import VeteranListFilters from './VeteranListFilters.tsx';

interface VeteranJobsTabProps extends VeteranListProps {
  /** The list is fetched again when it changes: a verified identity unlocks the reserved jobs. */
  identityStatus: VeteranStatus | undefined;
  onVerify: () => void;
}

/** Jobs that prefer veterans or are reserved for them; reserved ones say what unlocks them. */
export default function VeteranJobsTab({ identityStatus, onVerify, ...list }: VeteranJobsTabProps) {
  const { filters, page, setFilters, setPage, clear } = list;
  const signedIn = !!useInitialState().initialState.currentUser;
  const { keyword, city, only } = filters;
  const { data, loading, error, refresh } = useApiRequest(() => queryVeteranJobs({ keyword, city, only, current: page, pageSize: DEFAULT_PAGE_SIZE }), {
    refreshDeps: [keyword, city, only, page, identityStatus],
  });

  const lockedNote = (job: JobCard) =>
    job.locked && (
      <span className="vet-locked-note" data-testid="vet-locked-note">
        <LockOutlined aria-hidden /> <T id={identityStatus === 'pending' ? 'zone.vet.jobs.lockedPending' : 'zone.vet.jobs.locked'} />{' '}
        {identityStatus !== 'pending' && (
          <Button type="link" size="small" className="vet-inline-link" onClick={onVerify}>
            <T id={signedIn ? 'zone.vet.jobs.verify' : 'zone.vet.jobs.signInVerify'} />
          </Button>
        )}
      </span>
    );

  return (
    <>
      <VeteranListFilters filters={filters} setFilters={setFilters} clear={clear} labelId="zone.vet.jobs.filters" placeholderId="zone.vet.jobs.keyword">
        <FilterRow labelId="zone.vet.jobs.scope">
          <Checkbox checked={!!only} onChange={(e) => setFilters({ only: e.target.checked || undefined })}>
            <T id="zone.vet.jobs.only" />
          </Checkbox>
        </FilterRow>
      </VeteranListFilters>
      <section aria-labelledby="vet-jobs-title">
        <h2 id="vet-jobs-title" className="visually-hidden">
          <T id="zone.vet.tab.jobs" />
        </h2>
        <JobList
          data={data}
          loading={loading}
          error={error}
          onRetry={refresh}
          page={page}
          onPageChange={setPage}
          renderNote={lockedNote}
          emptyId="zone.vet.jobs.empty"
          emptyAction={<ClearFiltersButton onClick={clear} />}
        />
      </section>
    </>
  );
}
