import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { MAX_PAGE } from '@/contract/jobValues.ts';
import { useT } from '@/locales/useT.tsx';
import { decodeQuery, encodeQuery, int, type QuerySpec, type QueryValue } from '@/utils/queryCodec.ts';

const PAGE_KEY = 'page';
const pageSpec = { [PAGE_KEY]: int(1, MAX_PAGE) };

/**
 * A list page's filters and page number, kept in the URL so reload, back/forward and a shared link all show
 * the same list. Invalid values from a hand-edited or outdated link are dropped (the rest is kept), the URL is
 * cleaned, and the user is told once. Changing a filter goes back to page 1.
 */
export function useUrlQuery<S extends QuerySpec>(spec: S) {
  const [params, setParams] = useSearchParams();
  const { message } = useFeedback();
  const t = useT();

  const decoded = useMemo(() => decodeQuery(spec, params), [spec, params]);
  const page = useMemo(() => decodeQuery(pageSpec, params), [params]);
  const filters = decoded.value;
  const current = page.value.page ?? 1;
  const droppedKey = [...decoded.dropped, ...page.dropped].join(',');

  const write = useCallback(
    (next: QueryValue<S>, nextPage: number, replace = false) => {
      const search = encodeQuery(spec, next);
      if (nextPage > 1) search.set(PAGE_KEY, String(nextPage));
      setParams(search, { replace });
    },
    [spec, setParams],
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
