import { RouterProvider } from 'react-router-dom';
import { InitialStateProvider, type InitialState, type Startup } from '@/app/initialState.tsx';
import { LocaleProvider } from '@/app/LocaleProvider.tsx';
import type { AppRouter } from './router.tsx';

export default function App({ startup, initial, router }: { startup: Startup; initial: InitialState; router: AppRouter }) {
  return (
    <LocaleProvider>
      <InitialStateProvider startup={startup} initial={initial}>
        {/*
          Not v7_startTransition: with navigations as transitions a filter chip's click paints at once (issue 31's INP),
          but signing out then renders the page being left without a user first (its guard redirects to /login, its
          requests go out without a token). Kept synchronous until sign-out and navigation can land together.
        */}
        <RouterProvider router={router} />
      </InitialStateProvider>
    </LocaleProvider>
  );
}
