import type { PageResult } from '../../src/contract/envelope.ts';
import {
  NOTICE_CATEGORIES_OF,
  noticeSettingsBody,
  notificationsQuery,
  readAllBody,
  type HeaderUnread,
  type NoticeCategory,
  type NoticeSettings,
  type NoticeSide,
  type NoticeUnread,
  type NotificationView,
} from '../../src/contract/notification.ts';
import { invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { channelSettings, inbox, inboxOfUser, noticeView, sideOfUser, type NotificationRecord } from '../db/notifications/store.ts';
import { conversationsOf, conversationSummary } from '../db/recruiting/chat.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { seekerState } from '../db/recruiting/viewer.ts';

/**
 * The notice centre, one API for both sides (/notify for seekers, /message for recruiters): the viewer's inbox by
 * category, unread counts, reading one or all, the channel settings, and the header badge's two counts. A
 * category of the other side is a 422; another inbox's notice a 404, like one that does not exist.
 */

const newestFirst = (a: NotificationRecord, b: NotificationRecord) => b.createdAt - a.createdAt || Number(b.id.slice(1)) - Number(a.id.slice(1));

const NOT_YOURS: Record<NoticeSide, string> = { seeker: '该分类属于企业通知，求职者没有这类通知', enterprise: '该分类属于求职者通知，企业没有这类通知' };

/** Refuses a category the viewer's side does not have, naming the field. */
function ownCategory(side: NoticeSide, category: NoticeCategory | undefined, field: string) {
  if (category && !NOTICE_CATEGORIES_OF[side].includes(category)) throw invalid([{ field, message: NOT_YOURS[side] }]);
}

const inboxOf = (db: Db, user: UserRecord) => inbox(db, inboxOfUser(user));

function unreadOf(db: Db, user: UserRecord): NoticeUnread {
  const byCategory: NoticeUnread['byCategory'] = Object.fromEntries(NOTICE_CATEGORIES_OF[sideOfUser(user)].map((c) => [c, 0]));
  let total = 0;
  for (const n of inboxOf(db, user)) {
    if (n.read || byCategory[n.category] === undefined) continue;
    byCategory[n.category]! += 1;
    total += 1;
  }
  return { total, byCategory };
}

function settingsOf(db: Db, user: UserRecord): NoticeSettings {
  const side = sideOfUser(user);
  // Quiet hours are the seeker's privacy setting (/privacySet), read here, changed there.
  return {
    channels: channelSettings(db, inboxOfUser(user), side),
    doNotDisturb: side === 'seeker' ? { ...seekerState(db, user.id).privacy.doNotDisturb } : null,
  };
}

export const notificationRoutes = [
  route({
    method: 'GET',
    path: '/notifications',
    auth: 'user',
    query: notificationsQuery,
    handler: ({ query, db, user }): PageResult<NotificationView> => {
      ownCategory(sideOfUser(user!), query.category, 'category');
      const matching = inboxOf(db, user!)
        .filter((n) => (!query.category || n.category === query.category) && (query.unread !== '1' || !n.read))
        .sort(newestFirst);
      const page = slicePage(matching, pageParams(query));
      return { ...page, list: page.list.map(noticeView) };
    },
  }),
  route({
    method: 'GET',
    path: '/notifications/unread',
    auth: 'user',
    handler: ({ db, user }): NoticeUnread => unreadOf(db, user!),
  }),
  route({
    method: 'POST',
    path: '/notifications/:id/read',
    auth: 'user',
    handler: ({ params, db, user }): NotificationView => {
      const notice = inboxOf(db, user!).find((n) => n.id === params.id);
      if (!notice) throw notFound('通知不存在');
      notice.read = true;
      return noticeView(notice);
    },
  }),
  route({
    method: 'POST',
    path: '/notifications/read-all',
    auth: 'user',
    body: readAllBody,
    handler: ({ body, db, user }): { updated: number } => {
      ownCategory(sideOfUser(user!), body.category, 'category');
      let updated = 0;
      for (const n of inboxOf(db, user!)) {
        if (n.read || (body.category && n.category !== body.category)) continue;
        n.read = true;
        updated += 1;
      }
      return { updated };
    },
  }),
  route({
    method: 'GET',
    path: '/notifications/settings',
    auth: 'user',
    handler: ({ db, user }): NoticeSettings => settingsOf(db, user!),
  }),
  route({
    method: 'PUT',
    path: '/notifications/settings',
    auth: 'user',
    body: noticeSettingsBody,
    handler: ({ body, db, user }): NoticeSettings => {
      const side = sideOfUser(user!);
      const given = Object.entries(body.channels) as Array<[NoticeCategory, { sms: boolean; email: boolean }]>;
      const foreign = given.filter(([category]) => !NOTICE_CATEGORIES_OF[side].includes(category));
      if (foreign.length) throw invalid(foreign.map(([category]) => ({ field: `channels.${category}`, message: NOT_YOURS[side] })));
      const key = inboxOfUser(user!);
      db.notifications.settings.set(key, {
        ...db.notifications.settings.get(key),
        ...Object.fromEntries(given.map(([c, v]) => [c, { sms: v.sms, email: v.email }])),
      });
      return settingsOf(db, user!);
    },
  }),
  route({
    method: 'GET',
    path: '/unread',
    auth: 'user',
    // The chat's count as GET /conversations/unread gives it, beside the notices'.
    handler: ({ db, user, now }): HeaderUnread => ({
      messages: conversationsOf(db, user!).reduce((n, c) => n + conversationSummary(db, user!, c, now).unread, 0),
      notifications: unreadOf(db, user!).total,
    }),
  }),
];
