import defaultSettings from '@config/defaultSettings.ts';
import { prefetchFirstPage } from './app/firstPagePrefetch.ts';
import { startInitialState } from './app/initialState.tsx';
import { prefetchedJob } from './services/job.ts';
import { prefetchesSettled } from './services/request/index.ts';
import { showJobPreview } from './shell/firstScreen/jobPreview.ts';
import './global.css';
import './components/PageContainer/pageContainer.css';
import './shell/firstScreen/firstScreen.css';

/**
 * The entry chunk is small on purpose: it starts start-up (the stored session, then verifying it with the API)
 * at once, while the app's code (React DOM, antd, the layout, the router) is still downloading. index.html
 * preloads that code in parallel (config/plugins/preloadDynamicEntry.ts) and paints a static frame of the layout
 * meanwhile; the app replaces the frame when it mounts.
 */
const startup = startInitialState();
// A visitor's landing page asks for its data now, not after the app has arrived and rendered. (Should an open
// tab hand this one its session meanwhile, the page sends its own request with the token instead.)
const prefetched = prefetchFirstPage(window.location, import.meta.env.BASE_URL.replace(/\/$/, ''));
// The job page's first screen (index.html's preview) shows its job's title and pay as soon as they arrive, while
// the app is still loading.
if (prefetched?.page === 'job') {
  const { id } = prefetched;
  void prefetchesSettled().then(() => showJobPreview(prefetchedJob(id)));
}

const appMounted = Promise.all([startup.initial, import('./shell/mount.tsx')]).then(([initial, { mountApp }]) => mountApp(startup, initial));
appMounted.catch((error: unknown) => console.error('[startup] the app failed to load', error));

/** The browser's next idle moment (at most `timeout` ms away; where there are no idle callbacks, `timeout`). */
const whenIdle = (timeout = 3000) =>
  new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, timeout)));

// The service worker (settings.pwa) precaches all of the app's files, some 350, and compiles them. It registers,
// from its own chunk, once the app has rendered and the browser is idle: the window's load event, which it used
// to wait for, comes before the app's code has even run (that is a dynamic import), so its downloads and
// compiling ran beside start-up's (on a 2-core machine at 4x CPU, 3 s of work on its thread during a /jobpost load).
if (defaultSettings.pwa && import.meta.env.PROD && 'serviceWorker' in navigator) {
  void appMounted
    .then(() => whenIdle())
    .then(() => import('./shell/pwa.tsx'))
    .then((pwa) => pwa.registerServiceWorker());
}
