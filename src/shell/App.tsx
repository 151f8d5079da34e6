import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { InitialStateProvider, type InitialState, type Startup } from '@/app/initialState.tsx';
import { LocaleProvider } from '@/app/LocaleProvider.tsx';
import { createAppRouter } from './router.tsx';

export default function App({ startup, initial }: { startup: Startup; initial: InitialState }) {
  const [router] = useState(createAppRouter);
  return (
    <LocaleProvider>
      <InitialStateProvider startup={startup} initial={initial}>
        <RouterProvider router={router} />
      </InitialStateProvider>
    </LocaleProvider>
  );
}
