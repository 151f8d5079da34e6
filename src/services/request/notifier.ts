import type { NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_S } from '@/constants/index.ts';
import { translate } from '@/locales/runtime.ts';
import { takeSessionEnded } from '@/services/session.ts';

/**
 * The request module lives outside React, but antd's static notification cannot read the theme or the
 * text direction. The app binds the context-aware instance from <App> at start-up; until then (and in unit
 * tests) the static one is used.
 */
let bound: NotificationInstance | null = null;

export function bindNotification(instance: NotificationInstance | null) {
  bound = instance;
  // After the reload that ended a session, say so now that there is somewhere to say it. A timeout, so that the
  // locale provider's effect (which runs after this child's) has set the messages first.
  if (instance) setTimeout(showSessionEndedNotice, 0);
}

type NotificationArgs = Parameters<NotificationInstance['error']>[0];

/** The bound instance, or antd's static one imported on demand (the request module starts the session check before antd has loaded). */
function notify(kind: 'error' | 'warning', args: NotificationArgs) {
  if (bound) bound[kind](args);
  else void import('antd/es/notification/index.js').then(({ default: notification }) => notification[kind](args));
}

export function showErrorNotification(key: string, title: string, description: string) {
  notify('error', { key, message: title, description, duration: NOTIFICATION_DURATION_S });
}

export const SESSION_NOTIFICATION_KEY = 'jucai-session-ended';

/** The one-shot notice left by a 401 or by a sign-out in another tab (services/session.ts). */
export function showSessionEndedNotice() {
  const reason = takeSessionEnded();
  if (!reason) return;
  notify('warning', {
    key: SESSION_NOTIFICATION_KEY,
    message: translate(`account.session.${reason}.title`),
    description: translate(`account.session.${reason}.description`),
    duration: NOTIFICATION_DURATION_S,
  });
}
