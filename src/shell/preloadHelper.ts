/**
 * The build's preload helper: what every lazy import (a page, a dialog) calls to start fetching the files
 * it needs in parallel with its own chunk. It stands in for Vite's own helper (config/plugins/
 * batchedPreloadHelper.ts makes the build use it) and behaves the same, with one difference: the links go
 * into the document a few per task instead of all in one.
 *
 * Each link costs the browser a few milliseconds to set up on a phone's CPU. A landing page asks for forty-odd
 * files at start-up, and Vite's helper added them in one task that blocked input for 0.15-0.2 s on
 * Lighthouse's phone; in batches, no task is long. The batches follow within milliseconds of each other,
 * stylesheets first (the import waits for them, and a page without its CSS would show unstyled).
 *
 * Same contract as Vite's: `deps` are paths under the base (from the bundle's dependency map); scripts are
 * linked as `modulepreload` and not waited for; stylesheets are waited for, and one that fails raises
 * `vite:preloadError` on window (cancelable) and rejects the import, which the page loader shows as the retry
 * page. A file already linked (index.html's preloads, an earlier import) is not linked again.
 */

/**
 * Links appended per task. Chromium takes about 3-10 ms per link at Lighthouse's 4× CPU slowdown (measured in
 * traces of /jobpost); four keep a batch well under the 50 ms that counts as blocking.
 */
export const LINKS_PER_TASK = 4;

const BASE = import.meta.env.BASE_URL;

/** href → the stylesheet's load (undefined once settled, or for a script): files asked for by any import so far. */
const requested = new Map<string, Promise<unknown> | undefined>();
/** Links waiting for their turn, stylesheets ahead of scripts; each keeps the order it was asked for in. */
const waiting = { styles: [] as HTMLLinkElement[], scripts: [] as HTMLLinkElement[] };
let flushScheduled = false;

function flush() {
  const batch = waiting.styles.splice(0, LINKS_PER_TASK);
  batch.push(...waiting.scripts.splice(0, LINKS_PER_TASK - batch.length));
  for (const link of batch) document.head.appendChild(link);
  if (waiting.styles.length || waiting.scripts.length) setTimeout(flush, 0);
  else flushScheduled = false;
}

function enqueue(link: HTMLLinkElement, isCss: boolean) {
  (isCss ? waiting.styles : waiting.scripts).push(link);
  if (!flushScheduled) {
    flushScheduled = true;
    setTimeout(flush, 0);
  }
}

/** The files the document links already (index.html's preloads and stylesheets), read once per import. */
function linkedFiles() {
  const all = new Set<string>();
  const styles = new Set<string>();
  for (const link of document.getElementsByTagName('link')) {
    all.add(link.href);
    if (link.rel === 'stylesheet') styles.add(link.href);
  }
  return { all, styles };
}

function preloadFile(path: string, linked: () => ReturnType<typeof linkedFiles>): Promise<unknown> | undefined {
  const href = new URL(BASE + path, document.baseURI).href;
  if (requested.has(href)) return requested.get(href);
  const isCss = new URL(href).pathname.endsWith('.css');
  const { all, styles } = linked();
  if ((isCss ? styles : all).has(href)) {
    requested.set(href, undefined);
    return undefined;
  }
  const nonceMeta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
  const nonce = nonceMeta?.nonce || nonceMeta?.getAttribute('nonce');
  const link = document.createElement('link');
  link.rel = isCss ? 'stylesheet' : 'modulepreload';
  if (!isCss) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  if (nonce) link.setAttribute('nonce', nonce);
  let loaded: Promise<unknown> | undefined;
  if (isCss) {
    loaded = new Promise((resolve, reject) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
    });
    // Loaded, it no longer holds up later imports. A failed one is forgotten, link and all, so the next import
    // of a page that needs it (the retry button) asks for it again; Vite's helper would go on without it.
    loaded.then(
      () => requested.set(href, undefined),
      () => {
        link.remove();
        requested.delete(href);
      },
    );
  }
  requested.set(href, loaded);
  enqueue(link, isCss);
  return loaded;
}

/** Vite's contract: an app may cancel the event (and handle the failure itself); otherwise the import rejects. */
function handlePreloadError(error: unknown) {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

export function __vitePreload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T> {
  let linked: ReturnType<typeof linkedFiles> | undefined;
  const linkedOnce = () => (linked ??= linkedFiles());
  const stylesheets = (deps ?? []).map((path) => preloadFile(path, linkedOnce)).filter((loading) => loading !== undefined);
  return Promise.allSettled(stylesheets).then((outcomes) => {
    for (const outcome of outcomes) if (outcome.status === 'rejected') handlePreloadError(outcome.reason);
    return baseModule().catch(handlePreloadError) as Promise<T>;
  });
}
