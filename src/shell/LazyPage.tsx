import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { ChunkErrorState, PageLoading } from '@/components/PageState/index.tsx';
import { removeStartupPage } from './layouts/startupFrame.ts';
import { ChunkLoadError, getLoadedPage, loadPage } from './pageLoader.ts';

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'error'; timedOut: boolean };

/** Renders the page in `component` once its chunk has arrived; a failed chunk offers a retry in place. */
export function LazyPage({ component }: { component: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Page = getLoadedPage(component);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    // The first render usually has the page already (mountApp waits for its chunk): keeping the same state
    // object then spares a second render of the whole page, a long task just after it first appears.
    const cached = getLoadedPage(component);
    if (cached) {
      setState((prev) => (prev.status === 'ready' && prev.Page === cached ? prev : { status: 'ready', Page: cached }));
      return undefined;
    }
    setState((prev) => (prev.status === 'loading' ? prev : { status: 'loading' }));
    loadPage(component).then(
      (Page) => active && startTransition(() => setState({ status: 'ready', Page })),
      (error: unknown) => {
        console.error('[page] chunk failed to load', error);
        if (active) setState({ status: 'error', timedOut: error instanceof ChunkLoadError && error.reason === 'timeout' });
      },
    );
    return () => {
      active = false;
    };
  }, [component, attempt]);

  // index.html's preview of the page (if any) covers the loading state; the page, or its error, takes its place.
  const settled = state.status !== 'loading';
  useLayoutEffect(() => {
    if (settled) removeStartupPage();
  }, [settled]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <ChunkErrorState timedOut={state.timedOut} onRetry={() => setAttempt((n) => n + 1)} />;
  const { Page } = state;
  return <Page />;
}
