import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InitialState, Startup } from '@/app/initialState.tsx';
import App from './App.tsx';

/** Renders the app into #root once start-up has settled the initial state (see src/main.tsx). */
export function mountApp(startup: Startup, initial: InitialState) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App startup={startup} initial={initial} />
    </StrictMode>,
  );
}
