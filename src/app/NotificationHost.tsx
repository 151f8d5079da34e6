import { notification } from 'antd';
import { useEffect } from 'react';
import { NOTIFICATION_DURATION_S } from '@/constants/index.ts';
import { bindNotification } from '@/services/request/notifier.ts';

/**
 * The holder of the app's notifications (the request module's failures, the session-ended notice), in the
 * theme, language and text direction of the app. In a chunk of its own, loaded as the app mounts: nothing
 * needs it for the first paint, and until it binds the request module falls back to antd's static API.
 */
export default function NotificationHost() {
  const [api, holder] = notification.useNotification({ duration: NOTIFICATION_DURATION_S });
  useEffect(() => {
    bindNotification(api);
    return () => bindNotification(null);
  }, [api]);
  return holder;
}
