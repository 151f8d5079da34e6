import type { VeteranQuery } from './veteranQuery.ts';

/** What a list tab gets from the page: its filters and page in the URL, and how to change them. */
export interface VeteranListProps {
  filters: VeteranQuery;
  page: number;
  setFilters: (patch: VeteranQuery) => void;
  setPage: (page: number) => void;
  clear: () => void;
}
