import type { StreamClosed, StreamEvent, StreamTicket } from '@/contract/chat.ts';
import { STREAM_CLOSED_EVENT, STREAM_EVENT_TYPES } from '@/contract/chatValues.ts';

/**
 * The live link of the chat pages: a Server-Sent Events stream opened with a single-use ticket (bought through
 * the request module, which signs it), reopened with backoff when it drops, and polling (through the request
 * module, via `onResync`) while it cannot be opened. Every (re)opening asks the page to catch up (`onResync`:
 * fetch what came after the last seq held), so a sleep or a network loss leaves no gap; the merge by seq leaves
 * no duplicate.
 *
 * The server may end the stream with a reason (`event: closed`). `sessionEnded`: reopen at once; buying the
 * ticket then answers 401 and the request module signs the tab out (unless this tab signed out itself: `signedIn`). `superseded` (the user opened more streams
 * than the API allows, this was the oldest): poll instead, and do not reopen by itself, or the tabs would keep
 * closing each other's streams; coming back online tries again.
 */

export type LiveMode = 'connecting' | 'live' | 'polling';

export interface LiveHandlers {
  onEvent: (event: StreamEvent) => void;
  /** Fetch what may have been missed (on each opening, and on each poll). */
  onResync: () => void;
  onMode?: (mode: LiveMode) => void;
}

/** What the link uses of an EventSource (a fake one in the unit tests). */
export interface EventSourceLike {
  onopen: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  addEventListener(type: StreamEvent['type'] | StreamClosed['type'], listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export interface LiveDeps {
  ticket: () => Promise<StreamTicket>;
  url: (ticket: string) => string;
  open: (url: string) => EventSourceLike;
  /**
   * Whether this tab still holds a session. Signing out ends it before the listeners unmount (in the render that
   * follows), and the server closes the stream with `sessionEnded` meanwhile: the link then stays closed rather
   * than buy a ticket without a token. Absent: always.
   */
  signedIn?: () => boolean;
  /** Where `online` is announced (window); absent in tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Waits before reopening after the 1st, 2nd … failure; after the last, poll until a reopening succeeds. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const POLL_MS = 3000;
/** While polling, how often to try the stream again. */
export const REOPEN_WHILE_POLLING_MS = 15_000;

export function connectLive(handlers: LiveHandlers, deps: LiveDeps): () => void {
  let source: EventSourceLike | null = null;
  let failures = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let mode: LiveMode | null = null;

  const setMode = (next: LiveMode) => {
    if (next !== mode) handlers.onMode?.((mode = next));
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  async function open() {
    clearTimeout(retry);
    if (stopped || deps.signedIn?.() === false) return;
    if (!poll) setMode('connecting');
    let ticket: StreamTicket;
    try {
      ticket = await deps.ticket();
    } catch {
      return failed();
    }
    if (stopped) return;
    const es = deps.open(deps.url(ticket.ticket));
    source = es;
    es.onopen = () => {
      failures = 0;
      stopPolling();
      setMode('live');
      handlers.onResync();
    };
    es.onerror = () => {
      es.close();
      if (source === es) source = null;
      failed();
    };
    for (const type of STREAM_EVENT_TYPES) {
      es.addEventListener(type, (ev) => {
        try {
          handlers.onEvent(JSON.parse(ev.data as string) as StreamEvent);
        } catch {
          // A malformed event is dropped; the next catch-up brings the state back.
        }
      });
    }
    es.addEventListener(STREAM_CLOSED_EVENT, (ev) => {
      let reason: StreamClosed['reason'] | undefined;
      try {
        reason = (JSON.parse(ev.data as string) as StreamClosed).reason;
      } catch {
        // Unreadable: treated as a drop.
      }
      es.close();
      if (source === es) source = null;
      // The oldest of the user's streams: poll, with no reopening timer (only `online` tries again).
      if (reason === 'superseded') {
        clearTimeout(retry);
        startPolling();
      } else if (reason === 'sessionEnded') void open();
      else failed();
    });
  }

  function startPolling() {
    if (poll) return;
    setMode('polling');
    handlers.onResync();
    poll = setInterval(handlers.onResync, POLL_MS);
  }

  function failed() {
    if (stopped) return;
    failures += 1;
    if (failures <= RETRY_DELAYS_MS.length) {
      retry = setTimeout(() => void open(), RETRY_DELAYS_MS[failures - 1]);
      return;
    }
    startPolling();
    retry = setTimeout(() => void open(), REOPEN_WHILE_POLLING_MS);
  }

  // Back on the network: try at once rather than wait out the backoff.
  const online = () => {
    if (!source) {
      failures = 0;
      void open();
    }
  };
  deps.target?.addEventListener('online', online);
  void open();

  return () => {
    stopped = true;
    clearTimeout(retry);
    stopPolling();
    source?.close();
    deps.target?.removeEventListener('online', online);
  };
}
