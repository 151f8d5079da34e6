import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { MAX_PAGE } from '@/contract/jobValues.ts';
import { useT } from '@/locales/useT.tsx';
import { decodeQuery, encodeQuery, int, type QuerySpec, type QueryValue } from '@/utils/queryCodec.ts';

const PAGE_KEY = 'page';
const pageSpec = { [PAGE_KEY]: int(1, MAX_PAGE) };

/**
 * Rules across fields that a per-field spec cannot express (a district must lie in the chosen city). Must be
 * a stable function (module level); it returns the value with the offending fields removed.
 */
export type Normalize<S extends QuerySpec> = (value: QueryValue<S>) => QueryValue<S>;

/** Fields a normalize step removed count as dropped, like any other invalid value from the URL. */
function normalized<S extends QuerySpec>(result: { value: QueryValue<S>; dropped: string[] }, normalize?: Normalize<S>) {
  if (!normalize) return result;
  const value = normalize(result.value);
  const removed = Object.keys(result.value).filter((key) => !(key in value));
  return { value, dropped: [...result.dropped, ...removed] };
}

/**
 * A list page's filters and page number, kept in the URL so reload, back/forward and a shared link all show
 * the same list. Invalid values from a hand-edited or outdated link are dropped (the rest is kept), the URL is
 * cleaned, and the user is told once; so are values an optional `normalize` step removes. Changing a filter
 * goes back to page 1.
 */
export interface UrlQueryOptions<S extends QuerySpec> {
  normalize?: Normalize<S>;
  /**
   * Keys of the URL that belong to the page, not to this list (a company page's `id` and `tab`): kept as they
   * are when the list's filters or page change. Must be stable (module level).
   */
  keep?: readonly string[];
}

export function useUrlQuery<S extends QuerySpec>(spec: S, options?: Normalize<S> | UrlQueryOptions<S>) {
  const { normalize, keep } = typeof options === 'function' ? { normalize: options, keep: undefined } : (options ?? {});
  const [params, setParams] = useSearchParams();
  const { message } = useFeedback();
  const t = useT();

  const decoded = useMemo(() => normalized(decodeQuery(spec, params), normalize), [spec, params, normalize]);
  const page = useMemo(() => decodeQuery(pageSpec, params), [params]);
  const filters = decoded.value;
  const current = page.value.page ?? 1;
  const droppedKey = [...decoded.dropped, ...page.dropped].join(',');

  const write = useCallback(
    (next: QueryValue<S>, nextPage: number, replace = false) => {
      setParams(
        (current) => {
          const search = new URLSearchParams();
          for (const key of keep ?? []) for (const value of current.getAll(key)) search.append(key, value);
          for (const [key, value] of encodeQuery(spec, next)) search.set(key, value);
          if (nextPage > 1) search.set(PAGE_KEY, String(nextPage));
          return search;
        },
        { replace },
      );
    },
    [spec, keep, setParams],
  );

  const warned = useRef('');
  useEffect(() => {
    if (!droppedKey || warned.current === droppedKey) return;
    warned.current = droppedKey;
    message.warning({ content: t('shared.query.dropped'), key: 'url-query-dropped' });
    write(filters, current, true);
  }, [droppedKey, filters, current, write, message, t]);

  const setFilters = useCallback((patch: QueryValue<S>) => write({ ...filters, ...patch }, 1), [filters, write]);
  const replaceFilters = useCallback((next: QueryValue<S>) => write(next, 1), [write]);
  const setPage = useCallback((next: number) => write(filters, next), [filters, write]);

  return { filters, page: current, setFilters, replaceFilters, setPage, dropped: decoded.dropped };
}
