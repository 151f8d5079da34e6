import { getToken } from '@/services/session.ts';
import { dropNullish } from './form.ts';

/**
 * GET requests a landing page will send, started at start-up, while the page's code is still downloading
 * (src/app/firstPagePrefetch.ts says which). When the page then asks for the same path and parameters,
 * `api.get` hands it the response already on its way instead of sending the request again.
 *
 * Visitors only: a request started and consumed without a session carries no token either way, so it is
 * exactly the request the page would have sent. A prefetched request that fails is forgotten silently and the
 * page sends its own (its error handling is the page's, unchanged). One not asked for within a minute is
 * dropped.
 */
type Outcome = { ok: true; value: unknown } | { ok: false };

const started = new Map<string, Promise<Outcome>>();
/** The responses of those that have arrived, until taken: a page's first render can show them at once. */
const arrived = new Map<string, unknown>();
const UNUSED_TTL_MS = 60_000;

function keyOf(url: string, params?: object): string {
  const clean = params ? dropNullish(params as Record<string, unknown>) : {};
  const sorted = Object.keys(clean)
    .sort()
    .map((k) => [k, clean[k]]);
  return `${url}?${JSON.stringify(sorted)}`;
}

export function prefetchGet(url: string, params: object | undefined, send: () => Promise<unknown>): void {
  if (getToken()) return;
  const key = keyOf(url, params);
  if (started.has(key)) return;
  const outcome: Promise<Outcome> = send().then(
    (value) => {
      if (started.get(key) === outcome) arrived.set(key, value);
      return { ok: true, value };
    },
    () => ({ ok: false }),
  );
  started.set(key, outcome);
  setTimeout(() => {
    if (started.get(key) !== outcome) return;
    started.delete(key);
    arrived.delete(key);
  }, UNUSED_TTL_MS);
}

/** The prefetched response for this GET, taken (used once), or undefined to send the request as usual. */
export function takePrefetched(url: string, params?: object): Promise<Outcome> | undefined {
  if (getToken()) return undefined;
  const key = keyOf(url, params);
  const outcome = started.get(key);
  started.delete(key);
  arrived.delete(key);
  return outcome;
}

/**
 * The prefetched response for this GET if it has already arrived, without taking it: what a page's first
 * render shows while its own request (which then takes this same response) is under way.
 */
export function peekPrefetched<T>(url: string, params?: object): T | undefined {
  if (getToken()) return undefined;
  return arrived.get(keyOf(url, params)) as T | undefined;
}

/** Settles once every prefetch started so far has, however it went: start-up waits for it before the first render. */
export function prefetchesSettled(): Promise<void> {
  return Promise.all(started.values()).then(() => undefined);
}
