import { useEffect, useRef } from 'react';
import { subscribeLive } from '@/features/chat/live/shared.ts';
import type { StreamEvent } from '@/contract/chat.ts';

/** Events in a burst (a bulk move, a card update with its notice) make one read. */
export const LIVE_REFRESH_WAIT_MS = 200;

/**
 * Reads a page's data again when the live stream says it changed (an answer to an interview, a reviewer's
 * decision), without a reload: `matches` picks the events that concern the page, `reload` reads the data and
 * should put it on screen quietly (fetch, then `mutate`), not through a loading state. A reopened stream may
 * have missed events, so each reopening after the first reads again too (the link also polls through it while
 * the stream cannot open).
 */
export function useLiveRefresh(matches: (event: StreamEvent) => boolean, reload: () => void) {
  const latest = useRef({ matches, reload });
  latest.current = { matches, reload };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.reload(), LIVE_REFRESH_WAIT_MS);
    };
    const stop = subscribeLive({
      onEvent: (event) => {
        if (latest.current.matches(event)) soon();
      },
      onResync: () => {
        // The first opening comes with the page's own first read.
        if (opened) soon();
        opened = true;
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
}
