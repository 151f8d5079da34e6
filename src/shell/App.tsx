import { RouterProvider } from 'react-router-dom';
import { InitialStateProvider, type InitialState, type Startup } from '@/app/initialState.tsx';
import { LocaleProvider } from '@/app/LocaleProvider.tsx';
import type { AppRouter } from './router.tsx';

export default function App({ startup, initial, router }: { startup: Startup; initial: InitialState; router: AppRouter }) {
  return (
    <LocaleProvider>
      <InitialStateProvider startup={startup} initial={initial}>
        {/*
          Navigations render as transitions: a click paints its own feedback (a filter chip's choice) before the next
          page or list renders (issue 31's INP). Signing out lands with its navigation in one render (useSignOut).
        */}
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </InitialStateProvider>
    </LocaleProvider>
  );
}
