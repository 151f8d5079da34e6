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
  const outcome = send().then(
    (value): Outcome => ({ ok: true, value }),
    (): Outcome => ({ ok: false }),
  );
  started.set(key, outcome);
  setTimeout(() => {
    if (started.get(key) === outcome) started.delete(key);
  }, UNUSED_TTL_MS);
}

/** The prefetched response for this GET, taken (used once), or undefined to send the request as usual. */
export function takePrefetched(url: string, params?: object): Promise<Outcome> | undefined {
  if (getToken()) return undefined;
  const key = keyOf(url, params);
  const outcome = started.get(key);
  started.delete(key);
  return outcome;
}
