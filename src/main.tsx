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
prefetchFirstPage(window.location, import.meta.env.BASE_URL.replace(/\/$/, ''));
// The job page's first screen (index.html's preview) shows its job's title and pay as soon as they arrive, while
// the app is still loading; on any other page there is no such preview and this does nothing.
const jobId = new URLSearchParams(window.location.search).get('id');
if (jobId) void prefetchesSettled().then(() => showJobPreview(prefetchedJob(jobId)));

Promise.all([startup.initial, import('./shell/mount.tsx')]).then(
  ([initial, { mountApp }]) => mountApp(startup, initial),
  (error: unknown) => console.error('[startup] the app failed to load', error),
);

// The service worker (settings.pwa) registers after the first paint, from its own chunk.
if (defaultSettings.pwa && import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./shell/pwa.tsx').then((m) => m.registerServiceWorker()));
}
