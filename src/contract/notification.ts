import { z } from 'zod';
import type { DoNotDisturb } from './privacy.ts';
import type { ServerMessage } from './serverText/types.ts';
import { NOTICE_CATEGORY_VALUES, NOTICE_PAGE_SIZE_MAX, type NoticeCategory, type NoticeChannel } from './notificationValues.ts';

/**
 * Notifications (/notify for seekers, /message for enterprises): what happened to an application, an interview,
 * a post, a plan, told once in the site's notice centre, pushed live over the chat stream, and (by the user's
 * settings, outside do-not-disturb hours) also by SMS or e-mail. One API for both sides; the categories differ.
 */

export * from './notificationValues.ts';

export interface NotificationView {
  id: string;
  category: NoticeCategory;
  /** The notice in Chinese (what older clients and the SMS show). */
  title: string;
  body: string;
  /**
   * The notice as an id and parameters (docs/API.md "Server texts"): the client writes `serverText.<id>.title` and
   * `.body` in the reader's language, and falls back to `title` and `body` for an id it does not know. Always sent;
   * optional for notices recorded before it existed.
   */
  message?: ServerMessage;
  /** Where the notice leads in the app (a route path with its query), or null. */
  link: string | null;
  /** The channels it was also sent by (settings and do-not-disturb hours at the time it was made). */
  channels: NoticeChannel[];
  /** When it went by SMS: the text message as sent (the site's signature, the title, the whole body); else null. */
  smsText: string | null;
  read: boolean;
  createdAt: string;
}

/** `GET /notifications` */
export const notificationsQuery = z.object({
  category: z.enum(NOTICE_CATEGORY_VALUES, { error: '分类不正确' }).optional(),
  unread: z.enum(['1', '0'], { error: 'unread 须为 1 或 0' }).optional(),
  current: z.coerce.number({ error: 'current 须为整数' }).int().min(1).optional(),
  pageSize: z.coerce.number({ error: 'pageSize 须为整数' }).int().min(1).max(NOTICE_PAGE_SIZE_MAX).optional(),
});

/** `POST /notifications/read-all`: every notice, or one category's. Answers `{ updated }`, how many it marked read. */
export const readAllBody = z.object({ category: z.enum(NOTICE_CATEGORY_VALUES, { error: '分类不正确' }).optional() });
export type ReadAllBody = z.infer<typeof readAllBody>;

/** `GET /notifications/unread`: every category of the viewer's side is present (0 when none). */
export interface NoticeUnread {
  total: number;
  byCategory: Partial<Record<NoticeCategory, number>>;
}

/** `GET /unread`: what the header badge counts, chat messages and notices. */
export interface HeaderUnread {
  messages: number;
  notifications: number;
}

/** Per category: which channels besides the site carry it. */
export type NoticeChannelSettings = Partial<Record<NoticeCategory, Record<NoticeChannel, boolean>>>;

/** `GET /notifications/settings`: the viewer's categories and channels; do-not-disturb comes from /privacySet (seekers). */
export interface NoticeSettings {
  channels: NoticeChannelSettings;
  doNotDisturb: DoNotDisturb | null;
}

/**
 * `PUT /notifications/settings`: any categories' channels (of the viewer's side; the others keep theirs). A partial
 * record: zod's `record` over an enum would demand every category of both sides.
 */
export const noticeSettingsBody = z.object({
  channels: z.partialRecord(
    z.enum(NOTICE_CATEGORY_VALUES),
    z.object({ sms: z.boolean({ error: '请选择是否短信通知' }), email: z.boolean({ error: '请选择是否邮件通知' }) }),
    { error: (issue) => (issue.code === 'invalid_type' ? '请按分类给出通知方式' : '分类不正确') },
  ),
});
export type NoticeSettingsBody = z.infer<typeof noticeSettingsBody>;
