import { useRequest } from 'ahooks';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { Options, Plugin, Result } from 'ahooks/lib/useRequest/src/types';
import { CACHE_TIME_MS } from '@/constants/index.ts';
import { inFlightPlugin } from './inFlight.ts';
import { useRefreshOnReturnPlugin } from './refreshOnReturn.ts';

/**
 * A failed request is already shown to the user, by the request module's notification or by the page's own
 * error state (ListState, ErrorState …); ahooks would also log it to the console, so the default is quiet.
 */
const shownElsewhere = () => {};

export interface ApiRequestOptions<TData, TParams extends unknown[]> extends Omit<Options<TData, TParams>, 'refreshOnWindowFocus' | 'focusTimespan'> {
  /**
   * Data the first render can show already: a landing page's response prefetched at start-up (e.g.
   * `prefetchedJob(id)`). Read once, at mount; shown, not loading, until the first request answers (which,
   * taking the same prefetched response, answers with this very object, so nothing re-renders for it).
   */
  initialData?: TData;
  /**
   * Send the request again when the user comes back to the window or tab, at most every 5 s (SPEC §9's focus
   * refresh; ./refreshOnReturn.ts), quietly: what is on screen stays until the new answer replaces it. Turn it
   * on for data that other people change while the user is away: applicants and posts on /position, the
   * conversation list, notices, the seeker's applications, quotas. Off (the default) where a refetch would
   * cost the user their place: search results they have scrolled, a form being filled, a resume being read.
   */
  refreshOnReturn?: boolean;
}

const plugins = [useRefreshOnReturnPlugin];

export interface ApiRequest<TData, TParams extends unknown[]> extends Result<TData, TParams> {
  /**
   * Puts a change the live link brought (a new notice, a conversation's last message) on the data held. While an
   * answer is on its way it runs the request again instead: that answer was written before the event, and
   * would replace the data with the change lost (the newer run's answer is the one shown, ahooks drops the other).
   */
  applyLive: (change: (data: TData | undefined) => TData | undefined) => void;
}

/**
 * ahooks' useRequest with the app's defaults (SPEC §9): cache time 5 min (with a `cacheKey`), a quiet refresh
 * when the user comes back at most every 5 s (with `refreshOnReturn`), errors not logged twice. Every page
 * fetches through it; a page's own options win.
 */
export function useApiRequest<TData, TParams extends unknown[]>(
  service: (...args: TParams) => Promise<TData>,
  { initialData, ...options }: ApiRequestOptions<TData, TParams> = {},
  extraPlugins: Plugin<TData, TParams>[] = [],
): ApiRequest<TData, TParams> {
  const [initial] = useState(initialData);
  const inFlight = useRef(false);
  // The plugins run as hooks: the list has the same length on every render of a component.
  const allPlugins = [...(plugins as unknown as Plugin<TData, TParams>[]), inFlightPlugin(inFlight) as unknown as Plugin<TData, TParams>, ...extraPlugins];
  const requested = useRequest(service, { cacheTime: CACHE_TIME_MS, onError: shownElsewhere, ...options }, allPlugins);
  const { mutate, refresh } = requested;
  const applyLive = useCallback((change: (data: TData | undefined) => TData | undefined) => (inFlight.current ? refresh() : mutate(change)), [mutate, refresh]);
  const showInitial = initial !== undefined && requested.data === undefined && requested.error === undefined;
  const result = showInitial ? { ...requested, data: initial, loading: false } : requested;
  // A response arrives outside any event, so React would render what it brings (a page of job cards, say) in
  // one task that blocks input. Deferred, that render is a transition React splits into short tasks. `loading`
  // is not deferred: it turns on at once, and stays on until the data shown is the latest (so a list stays
  // dimmed and aria-busy until its new items are on screen, never showing old items as if they were current).
  // (Not `params`: ahooks hands out a new empty array on every render until the first run.)
  const { data, error } = result;
  const current = useMemo(() => ({ data, error }), [data, error]);
  const shown = useDeferredValue(current);
  return { ...result, ...shown, loading: result.loading || shown.data !== data || shown.error !== error, applyLive };
}
