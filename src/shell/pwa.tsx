import { Button, notification } from 'antd';
import { registerSW } from 'virtual:pwa-register';
import { translate } from '@/locales/runtime.ts';
import { getToken } from '@/services/session.ts';
import { watchConnection } from './offlineBanner.tsx';

declare global {
  interface Window {
    /** The build this tab runs (APP_VERSION at build time, else package.json's version): the update e2e reads it. */
    __APP_VERSION__?: string;
  }
}

/** How often an open tab asks whether a new build was deployed (besides on returning to the tab and reconnecting). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;
/** The service worker's cache of API answers (vite.config.ts, runtimeCaching). */
const API_CACHE = 'jucai-api';

/**
 * Signed out: the API answers a session kept for offline reading go (the service worker keys them by a hash of its
 * token, `jucai-session=`, so no other session could read them, but they need not stay on the device). A visitor's
 * answers (public pages) stay.
 */
async function forgetSessionAnswers() {
  if (!('caches' in window) || !(await caches.has(API_CACHE))) return;
  const cache = await caches.open(API_CACHE);
  for (const request of await cache.keys()) if (request.url.includes('jucai-session=')) await cache.delete(request);
}

/**
 * The service worker precaches the app's files (registered from src/main.tsx once the app has rendered and the
 * browser is idle). When a new version is deployed it waits; the user is offered a reload (never forced, so no
 * unsaved work is lost: registerType 'prompt'). An open tab learns of the new version when it checks: every half
 * hour, when the user comes back to the tab, and when the network comes back.
 */
export function registerServiceWorker() {
  window.__APP_VERSION__ = __APP_VERSION__;
  watchConnection();
  if (!getToken()) void forgetSessionAnswers();
  const updateSW = registerSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        // Offline, or the server is being deployed: the next check will do.
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
      window.addEventListener('online', check);
    },
    onNeedRefresh() {
      notification.info({
        key: 'pwa-update',
        message: translate('layout.pwa.updateTitle'),
        description: translate('layout.pwa.updateDescription'),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={() => void updateSW(true)}>
            {translate('layout.pwa.reload')}
          </Button>
        ),
      });
    },
  });
}
