import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InitialState, Startup } from '@/app/initialState.tsx';
import { antdStaticStylesReady } from '@/app/antdStyles.ts';
import { preloadInitialLocale } from '@/app/LocaleProvider.tsx';
import { prefetchesSettled } from '@/services/request/index.ts';
import App from './App.tsx';
import { createAppRouter, loadFirstPage } from './router.tsx';

/**
 * How long the first render waits for the first page's chunk and data (if start-up prefetched it), the
 * language's texts and antd's prebuilt styles.
 * Meanwhile the static frame from index.html is on screen; past this, the layout renders with the page's
 * loading state (and antd generates whatever styles have not arrived).
 */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Ends the current task: what follows runs in a new one, after the browser has had its turn (input, paint).
 * Start-up is one long stretch of work (evaluating the app's modules, building the router, asking for the first
 * page's chunks, rendering); cut at these points, none of it holds input up for long at a time.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the app into #root once start-up has settled the initial state (see src/main.tsx).
 *
 * The first page's chunk, its prefetched data and the chosen language load first, so the layout and the page
 * (with its data: src/app/firstPagePrefetch.ts) render in one pass, not one after the other, and with antd's
 * prebuilt styles (src/app/antdStyles.ts) already on. That pass is a transition: React splits it into short
 * tasks, and input is never blocked for long while the app starts.
 */
export async function mountApp(startup: Startup, initial: InitialState) {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const firstPage = loadFirstPage(router, initial.currentUser);
  await nextTask();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([firstPage, preloadInitialLocale(), antdStaticStylesReady(), prefetchesSettled()]),
    new Promise((resolve) => (timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App startup={startup} initial={initial} router={router} />
      </StrictMode>,
    );
  });
}
