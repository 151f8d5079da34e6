import { useCallback, useRef } from 'react';
import type { PageResult } from '@/contract/envelope.ts';
import { isFiltered } from '@/contract/filters/define.ts';
import { DEFAULT_PAGE_SIZE } from '@/contract/jobValues.ts';
import type { QuerySpec, QueryValue } from '@/utils/queryCodec.ts';
import { useApiRequest } from './useApiRequest.ts';
import { useUrlQuery, type Normalize } from './useUrlQuery.ts';

export interface ListQueryOptions<S extends QuerySpec, P extends object, R> {
  /** One page of the list; `params` are the API parameters derived from the URL. */
  fetch: (params: P & { current: number; pageSize: number }) => Promise<PageResult<R>>;
  /** The page of results start-up prefetched for these parameters, if it has arrived (useApiRequest's initialData). */
  initialData?: (params: P & { current: number; pageSize: number }) => PageResult<R> | undefined;
  /** What of the URL query goes to the API, when not all of it as it is (a tab becomes a parameter). */
  params?: (filters: QueryValue<S>) => P;
  pageSize?: number;
  normalize?: Normalize<S>;
  /** URL keys of the page around the list (a company page's `id` and `tab`), kept when the list changes. */
  keep?: readonly string[];
  /** Keys that say how to read the list, not what to list (a tab, the sort): clearing keeps them. */
  notFilters?: readonly (keyof S & string)[];
  /** Something outside the URL that changes the answer (a verified identity unlocks reserved jobs). */
  refreshOn?: unknown;
  /** Moving to another page starts at the top of the window (long lists). */
  scrollOnPage?: boolean;
}

/**
 * A list page's whole state in one place, the way refine's list hooks join them: the query and page from the
 * URL (useUrlQuery), the request they make (refetched whenever the derived API parameters change, so no page
 * writes refresh dependencies by hand), paging, and what ListState / JobList need to show it. `removeItem`
 * drops a result from the page shown (and from its total); `restoreItem` puts it back (an undo).
 */
export function useListQuery<S extends QuerySpec, R extends { id: string }, P extends object = QueryValue<S>>(spec: S, options: ListQueryOptions<S, P, R>) {
  const { fetch, params: toParams, pageSize = DEFAULT_PAGE_SIZE, normalize, keep, notFilters = [], refreshOn, scrollOnPage = false, initialData } = options;
  const url = useUrlQuery(spec, { normalize, keep });
  const { filters, page, replaceFilters } = url;

  const params = { ...(toParams ? toParams(filters) : (filters as unknown as P)), current: page, pageSize };
  const key = JSON.stringify(params);
  const request = useApiRequest(() => fetch(params), { refreshDeps: [key, refreshOn], initialData: initialData?.(params) });
  const { data, mutate } = request;

  const kept = Object.fromEntries(notFilters.flatMap((k) => (filters[k] === undefined ? [] : [[k, filters[k]]]))) as QueryValue<S>;
  const filtered = isFiltered(filters, notFilters);
  const keptKey = JSON.stringify(kept);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `kept` is rebuilt each render; its content is keptKey
  const clearFilters = useCallback(() => replaceFilters(kept), [keptKey, replaceFilters]);

  const { setPage: writePage } = url;
  const setPage = useCallback(
    (next: number) => {
      writePage(next);
      if (scrollOnPage) window.scrollTo({ top: 0 });
    },
    [writePage, scrollOnPage],
  );

  // What removeItem took out, so restoreItem can put it back where it was (until the next load).
  const removed = useRef(new Map<string, { item: R; index: number }>());
  const removeItem = useCallback(
    (id: string) => {
      const index = data?.list.findIndex((item) => item.id === id) ?? -1;
      if (!data || index < 0) return;
      removed.current.set(id, { item: data.list[index], index });
      mutate((prev) => prev && { ...prev, list: prev.list.filter((i) => i.id !== id), total: Math.max(0, prev.total - 1) });
    },
    [data, mutate],
  );
  /** Changes one item in place (a mark, a flag the API confirmed) without reloading the page. */
  const updateItem = useCallback(
    (id: string, patch: Partial<R>) => mutate((prev) => prev && { ...prev, list: prev.list.map((i) => (i.id === id ? { ...i, ...patch } : i)) }),
    [mutate],
  );
  const restoreItem = useCallback(
    (id: string) => {
      const entry = removed.current.get(id);
      if (!entry) return;
      removed.current.delete(id);
      const { item, index } = entry;
      mutate((prev) =>
        prev && !prev.list.some((i) => i.id === id)
          ? { ...prev, list: [...prev.list.slice(0, index), item, ...prev.list.slice(index)], total: prev.total + 1 }
          : prev,
      );
    },
    [mutate],
  );

  return {
    ...url,
    setPage,
    clearFilters,
    /** Any filter set (not counting the keys in `notFilters`): the empty state then offers to clear them. */
    filtered,
    data,
    list: data?.list ?? [],
    loading: request.loading,
    error: request.error,
    refresh: request.refresh,
    removeItem,
    restoreItem,
    updateItem,
    /** ListState's paging prop. */
    paging: { result: data, page, onPageChange: setPage },
    /** What a paged result view takes (JobList, the classic home's list): data, states, retry and paging. */
    resultProps: { data, loading: request.loading, error: request.error, onRetry: request.refresh, page, onPageChange: setPage },
  };
}
