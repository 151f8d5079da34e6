import { notification } from 'antd';
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
  (bound ?? notification).error({ key, message: title, description, duration: NOTIFICATION_DURATION_S });
}
