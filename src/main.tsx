import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import defaultSettings from '@config/defaultSettings.ts';
import App from './shell/App.tsx';
import './global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (settings.pwa) registers after the first paint, from its own chunk.
if (defaultSettings.pwa && import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./shell/pwa.tsx').then((m) => m.registerServiceWorker()));
}
