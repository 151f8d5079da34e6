import ListFilters from '@/features/search/ListFilters.tsx';
import PositionFilterRow from '@/features/search/PositionFilterRow.tsx';
import { JOB_FILTERS } from '@/contract/filters/job.ts';
import type { JobQuery } from '@/components/JobFilters/jobQuery.ts';
import type { FilterKey } from '@/components/JobFilters/selectedFilters.ts';

export interface JobFilterPanelProps {
  value: JobQuery;
  /** Called with the changed keys only; the caller merges them (useUrlQuery's setFilters does). */
  onChange: (patch: JobQuery) => void;
  /** Rows to leave out, e.g. a company's own job list has no company-size or stage row. */
  hide?: readonly FilterKey[];
  /** "Hide jobs I have contacted" only means something to a signed-in job seeker. */
  showContacted?: boolean;
}

/**
 * Every /jobpost filter from PRODUCT.md §0, drawn from the job filter descriptions (src/contract/filters/
 * job.ts): the everyday rows always visible, the rest behind "更多筛选".
 */
export default function JobFilterPanel({ value, onChange, hide = [], showContacted = false }: JobFilterPanelProps) {
  return (
    <ListFilters
      defs={JOB_FILTERS}
      labelId="job.filter.title"
      value={value}
      onChange={onChange}
      hide={showContacted ? hide : [...hide, 'hideContacted']}
      custom={{ position: <PositionFilterRow categoryList labelId="job.filter.position" value={value} onChange={(patch) => onChange(patch as JobQuery)} /> }}
    />
  );
}
