import type { MutableRefObject } from 'react';
import type { Plugin } from 'ahooks/lib/useRequest/src/types';

/**
 * Keeps in `ref` whether the request's latest run is waiting for its answer. Set when the request is sent
 * (`onRequest`: a run a cache answers sends nothing), cleared when that run ends or is cancelled. A superseded
 * run's end is not reported (ahooks drops its answer), so the flag follows the run whose answer will be shown.
 * A quiet refresh (./refreshOnReturn.ts) counts: `loading` stays off for it, but its answer replaces the data all
 * the same.
 */
export const inFlightPlugin =
  (ref: MutableRefObject<boolean>): Plugin<unknown, unknown[]> =>
  () => ({
    onRequest: () => {
      ref.current = true;
      return {};
    },
    onFinally: () => {
      ref.current = false;
    },
    onCancel: () => {
      ref.current = false;
    },
  });
