import type { NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_S } from '@/constants/index.ts';

/**
 * The request module lives outside React, but antd's static notification cannot read the theme or the
 * text direction. The app binds the context-aware instance from <App> at start-up; until then (and in unit
 * tests) the static one is used.
 */
let bound: NotificationInstance | null = null;

export function bindNotification(instance: NotificationInstance | null) {
  bound = instance;
}

export function showErrorNotification(key: string, title: string, description: string) {
  const args = { key, message: title, description, duration: NOTIFICATION_DURATION_S };
  if (bound) bound.error(args);
  // The static one is imported on demand: the request module starts the session check before antd has loaded.
  else void import('antd/es/notification/index.js').then(({ default: notification }) => notification.error(args));
}
