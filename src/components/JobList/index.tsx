import { memo, useEffect, useState, type ReactNode } from 'react';
import JobCard from '@/components/JobCard/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { PageResult } from '@/contract/envelope.ts';
import type { JobCard as Job } from '@/contract/job.ts';
import type { MessageId } from '@/locales/types.ts';

interface JobListProps {
  data: PageResult<Job> | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** 1-based page; with onPageChange, a pager is shown under the list. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Per-card buttons; `remove` drops the card from this list (e.g. after 不感兴趣). */
  renderActions?: (job: Job, remove: (id: string) => void) => ReactNode;
  renderNote?: (job: Job) => ReactNode;
  emptyId?: MessageId;
  emptyAction?: ReactNode;
}

/**
 * A paged list of job cards with its loading, empty and error states: /jobpost, company jobs, the zones.
 * Memoised: a page that passes it stable props (see /jobpost) does not render its cards again when the page
 * re-renders around it, as it does when a request starts and ends.
 */
export default memo(JobList);

function JobList({ data, loading, error, onRetry, page, onPageChange, renderActions, renderNote, emptyId, emptyAction }: JobListProps) {
  // Cards removed here (not interested) stay removed until the page changes.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setRemoved((prev) => (prev.size ? new Set() : prev)), [data]);
  const remove = (id: string) => setRemoved((prev) => new Set(prev).add(id));
  const jobs = (data?.list ?? []).filter((job) => !removed.has(job.id));

  return (
    <ListState
      loading={loading}
      error={error}
      empty={jobs.length === 0}
      onRetry={onRetry}
      emptyId={emptyId}
      emptyAction={emptyAction}
      paging={onPageChange && { result: data, page, onPageChange }}
    >
      <div role="list">
        {jobs.map((job) => (
          <div role="listitem" key={job.id}>
            <JobCard job={job} actions={renderActions?.(job, remove)} note={renderNote?.(job)} />
          </div>
        ))}
      </div>
    </ListState>
  );
}
