import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { InitialStateProvider } from '@/app/initialState.tsx';
import { LocaleProvider } from '@/app/LocaleProvider.tsx';
import { createAppRouter } from './router.tsx';

export default function App() {
  const [router] = useState(createAppRouter);
  return (
    <LocaleProvider>
      <InitialStateProvider>
        <RouterProvider router={router} />
      </InitialStateProvider>
    </LocaleProvider>
  );
}
