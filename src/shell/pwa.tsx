import { Button, notification } from 'antd';
import { registerSW } from 'virtual:pwa-register';
import { translate } from '@/locales/runtime.ts';

/**
 * The service worker precaches the app's files (registered from src/main.tsx once the app has rendered and the
 * browser is idle). When a new version is deployed it waits; the user is offered a reload (never forced, so no
 * unsaved work is lost).
 */
export function registerServiceWorker() {
  const updateSW = registerSW({
    onNeedRefresh() {
      notification.info({
        key: 'pwa-update',
        message: translate('layout.pwa.updateTitle'),
        description: translate('layout.pwa.updateDescription'),
        duration: 0,
        btn: (
          <Button type="primary" size="small" onClick={() => void updateSW(true)}>
            {translate('layout.pwa.reload')}
          </Button>
        ),
      });
    },
  });
}
