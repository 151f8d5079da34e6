import type { NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_S } from '@/constants/index.ts';
import { translate } from '@/locales/runtime.ts';
import { takeSessionEnded } from '@/services/session.ts';
import { isLeaving } from './reload.ts';
import { REQUEST_NOTIFICATION_KEY } from './errors.ts';

/**
 * The request module lives outside React, but antd's static notification cannot read the theme or the
 * text direction. The app binds the context-aware instance from <App> at start-up; notices raised before
 * that wait for it (below).
 */
let bound: NotificationInstance | null = null;

type NotificationArgs = Parameters<NotificationInstance['error']>[0];
type Show = (instance: NotificationInstance | null) => void;

/**
 * Notices raised before the holder binds (the first page's requests can fail while the holder's chunk is still
 * loading). They wait for it, so every notice lands in one holder and a later one with the same key replaces
 * it; if no holder binds within HOLDER_WAIT_MS, antd's static API shows them.
 */
export const HOLDER_WAIT_MS = 3000;
let waiting: Show[] = [];
let fallback: ReturnType<typeof setTimeout> | undefined;

function flushWaiting(instance: NotificationInstance | null) {
  clearTimeout(fallback);
  fallback = undefined;
  const shows = waiting;
  waiting = [];
  shows.forEach((show) => show(instance));
}

export function bindNotification(instance: NotificationInstance | null) {
  bound = instance;
  if (!instance) return;
  flushWaiting(instance);
  // After the reload that ended a session, say so now that there is somewhere to say it. A timeout, so that the
  // locale provider's effect (which runs after this child's) has set the messages first.
  setTimeout(showSessionEndedNotice, 0);
}

function notify(kind: 'error' | 'warning', args: NotificationArgs) {
  if (bound) {
    bound[kind](args);
    return;
  }
  waiting.push((instance) => {
    if (instance) instance[kind](args);
    else void import('antd/es/notification/index.js').then(({ default: notification }) => notification[kind](args));
  });
  fallback ??= setTimeout(() => flushWaiting(null), HOLDER_WAIT_MS);
}

/** A description may hold more than one line (the API's words, then the catalogue's): keep them apart. */
const DESCRIPTION_STYLE = { whiteSpace: 'pre-line' } as const;

export function showErrorNotification(key: string, title: string, description: string) {
  notify('error', { key, message: title, description, duration: NOTIFICATION_DURATION_S, style: DESCRIPTION_STYLE });
}

export const SESSION_NOTIFICATION_KEY = 'jucai-session-ended';

/**
 * The one-shot notice left by a 401 or by a sign-out in another tab (services/session.ts). A 401 is a failed
 * response like any other (SPEC §8): its notice is the request notification, titled with the status code and
 * saying in words what happened. A sign-out in another tab is no failure: a warning of its own.
 */
export function showSessionEndedNotice() {
  // A 401 can arrive before the app has bound its notifications: the page then binds them on its way out, and
  // must leave the notice (read once) to the page it reloads into, or nobody sees it.
  if (isLeaving()) return;
  const reason = takeSessionEnded();
  if (!reason) return;
  if (reason === 'expired') {
    showErrorNotification(REQUEST_NOTIFICATION_KEY, '401', translate('account.session.expired.description'));
    return;
  }
  notify('warning', {
    key: SESSION_NOTIFICATION_KEY,
    message: translate(`account.session.${reason}.title`),
    description: translate(`account.session.${reason}.description`),
    duration: NOTIFICATION_DURATION_S,
  });
}
