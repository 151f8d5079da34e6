import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import ListFilters from '@/features/search/ListFilters.tsx';
import JobList from '@/components/JobList/index.tsx';
import { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { VETERAN_JOB_FILTERS } from '@/contract/filters/veteran.ts';
import type { JobCard } from '@/contract/job.ts';
import type { VeteranStatus } from '@/dicts/zone.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T } from '@/locales/useT.tsx';
import { queryVeteranJobs } from '@/services/zone.ts';
import { jobsParams, veteranQuerySpec } from './veteranQuery.ts';

interface VeteranJobsTabProps {
  /** The list is fetched again when it changes: a verified identity unlocks the reserved jobs. */
  identityStatus: VeteranStatus | undefined;
  onVerify: () => void;
}

/** Jobs that prefer veterans or are reserved for them; reserved ones say what unlocks them. */
export default function VeteranJobsTab({ identityStatus, onVerify }: VeteranJobsTabProps) {
  const jobs = useListQuery(veteranQuerySpec, { fetch: queryVeteranJobs, params: jobsParams, notFilters: ['tab'], refreshOn: identityStatus });
  const signedIn = !!useInitialState().initialState.currentUser;

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
      <ListFilters
        defs={VETERAN_JOB_FILTERS}
        labelId="zone.vet.jobs.filters"
        value={jobs.filters}
        onChange={jobs.setFilters}
        onClear={jobs.clearFilters}
        filtered={jobs.filtered}
      />
      <section aria-labelledby="vet-jobs-title">
        <h2 id="vet-jobs-title" className="visually-hidden">
          <T id="zone.vet.tab.jobs" />
        </h2>
        <JobList {...jobs.resultProps} renderNote={lockedNote} emptyId="zone.vet.jobs.empty" emptyAction={<ClearFiltersButton onClick={jobs.clearFilters} />} />
      </section>
    </>
  );
}
