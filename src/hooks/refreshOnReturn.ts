import { useEffect, useRef } from 'react';
import type { Plugin } from 'ahooks/lib/useRequest/src/types';
import { FOCUS_REFRESH_TIMESPAN_MS } from '@/constants/index.ts';

/**
 * Refresh on return (SPEC §9's refreshOnWindowFocus, at most every FOCUS_REFRESH_TIMESPAN_MS): a request that
 * opts in (`useApiRequest(…, { refreshOnReturn: true })`) is sent again when the user comes back to the tab or
 * the window, so data that other people change (applicants, conversations, notices …) is not left as it was
 * when they went away.
 *
 * ahooks' own refreshOnWindowFocus would do the sending, but its refresh is like any other: `loading` turns on
 * (lists dim, skeletons may return) and a failure replaces what was on screen with an error state. This one is
 * quiet: the data on screen stays, not loading, until the new answer replaces it; if the refresh fails, the
 * page keeps what it showed (the request module's notification still says what went wrong).
 */
export interface RefreshOnReturnOption {
  refreshOnReturn?: boolean;
}

/** The user is back: the window got focus or the tab became visible, and the browser is online. */
function subscribeReturn(listener: () => void): () => void {
  const onReturn = () => {
    if (document.visibilityState === 'hidden' || navigator.onLine === false) return;
    listener();
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}

export const useRefreshOnReturnPlugin: Plugin<unknown, unknown[]> = (fetchInstance, options) => {
  const enabled = (options as RefreshOnReturnOption).refreshOnReturn === true;
  /** The next run is the return's refresh. */
  const returning = useRef(false);
  /** The run that is the return's refresh (its count), and the error shown before it. */
  const quietRun = useRef<{ count: number; error: Error | undefined } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let resting: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeReturn(() => {
      // Coming back fires focus and visibilitychange together: one refresh per timespan. A request already on
      // its way (the page's own) answers with data as fresh as a refresh would.
      if (resting !== undefined || fetchInstance.state.loading) return;
      resting = setTimeout(() => (resting = undefined), FOCUS_REFRESH_TIMESPAN_MS);
      returning.current = true;
      fetchInstance.refresh();
    });
    return () => {
      unsubscribe();
      clearTimeout(resting);
    };
  }, [enabled, fetchInstance]);

  return {
    onBefore: () => {
      const quiet = returning.current && fetchInstance.state.data !== undefined;
      returning.current = false;
      quietRun.current = quiet ? { count: fetchInstance.count, error: fetchInstance.state.error } : null;
      return quiet ? { loading: false } : {};
    },
    onError: () => {
      const run = quietRun.current;
      if (run && run.count === fetchInstance.count) fetchInstance.setState({ error: run.error });
    },
  };
};
