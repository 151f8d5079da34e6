import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { translate } from '@/locales/runtime.ts';
import './offlineBanner.css';

/**
 * The offline banner: while the browser has no network (`navigator.onLine`, kept up by its online/offline events)
 * a banner at the foot of the window says so and what still works. The service worker serves the app and the
 * pages read recently (vite.config.ts, runtimeCaching), so the app opens offline; what needs the API says so on
 * its own failure (src/services/request: "当前处于离线状态"), and forms keep what was typed in their drafts.
 *
 * It has a root of its own, outside the layout: it is loaded with the service worker's module, after the app has
 * rendered (src/main.tsx), and adds nothing to the first load (its text is with the pages' messages, `shared.offline`,
 * which the first page has loaded by then).
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;

export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline);
  if (!offline) return null;
  return (
    <Alert
      className="jucai-offline-banner"
      data-testid="offline-banner"
      type="warning"
      showIcon
      banner
      message={translate('shared.offline.title')}
      description={translate('shared.offline.description')}
    />
  );
}

let mounted = false;

/** Starts the banner (once). */
export function watchConnection() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  // A live region: a screen reader hears the banner when the connection drops.
  host.setAttribute('role', 'status');
  host.setAttribute('aria-live', 'polite');
  host.className = 'jucai-offline-host';
  document.body.append(host);
  createRoot(host).render(<OfflineBanner />);
}
