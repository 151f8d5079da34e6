import type {
  EnterpriseNoticeCategory,
  NoticeCategory,
  NoticeChannel,
  NoticeChannelSettings,
  NoticeSide,
  NotificationView,
  SeekerNoticeCategory,
} from '../../../src/contract/notification.ts';
import { NOTICE_CATEGORIES_OF, NOTICE_CHANNEL_VALUES } from '../../../src/contract/notification.ts';
import type { DoNotDisturb } from '../../../src/contract/privacy.ts';
import type { ServerMessage, ServerParam } from '../../../src/contract/serverText/types.ts';
import { hubOf, publish } from '../../core/hub.ts';
import { zhText, type NoticeMessageId } from '../../core/serverText.ts';
import type { Db, UserRecord } from '../index.ts';
import { DAY_MS, HOUR_MS } from '../recruiting/labels.ts';

/**
 * The notice centre's state: each inbox's notices (a seeker's own, or a company's, shared by its recruiters and
 * read once for all of them, like its chat inbox), each inbox's channel settings, and `notify`, the one way a
 * notice is made: it records the channels the settings allow at that moment (none during a seeker's
 * do-not-disturb hours) and pushes the notice to the inbox's live streams.
 */

/** A stored notice: the view's fields, with its time as a number. */
export interface NotificationRecord extends Omit<NotificationView, 'createdAt'> {
  createdAt: number;
  /** What the notice is about, for notices that must not repeat (a company viewing a resume again). */
  ref?: string;
}

export interface NotificationStore {
  /** By inbox key (`user:<id>`, `company:<id>`: the same names as the stream's audiences). */
  inboxes: Map<string, NotificationRecord[]>;
  /** Each inbox's changes to the default channels. */
  settings: Map<string, NoticeChannelSettings>;
  /** The last notice id's number. */
  count: number;
}

export const createNotificationStore = (): NotificationStore => ({ inboxes: new Map(), settings: new Map(), count: 0 });

/** A seeker's own inbox, or a company's. */
export type NoticeTarget = { seekerId: string } | { companyId: string };

/**
 * A notice as its producer makes it: the message (an id of the catalogue's notices and its parameters), from
 * which the Chinese title and body are written (src/contract/serverText/zh.ts) and which the client formats in the
 * reader's language.
 */
export interface NoticeInput<C extends NoticeCategory = NoticeCategory> {
  category: C;
  message: { id: NoticeMessageId; params?: Record<string, ServerParam> };
  link: string | null;
  ref?: string;
}

/** A notice's message (typed: only the catalogue's notice ids compile). */
export const noticeMessage = (id: NoticeMessageId, params?: Record<string, ServerParam>): NoticeInput['message'] => (params ? { id, params } : { id });

export const inboxKey = (target: NoticeTarget) => ('seekerId' in target ? `user:${target.seekerId}` : `company:${target.companyId}`);

export const sideOfUser = (user: UserRecord): NoticeSide => (user.role === 'enterprise' ? 'enterprise' : 'seeker');

/** The viewer's inbox: a recruiter reads the company's (a recruiter with no company yet has an empty one of their own). */
export const inboxOfUser = (user: UserRecord): string => (user.role === 'enterprise' && user.companyId ? `company:${user.companyId}` : `user:${user.id}`);

export function inbox(db: Db, key: string): NotificationRecord[] {
  let list = db.notifications.inboxes.get(key);
  if (!list) db.notifications.inboxes.set(key, (list = []));
  return list;
}

/**
 * What an inbox is sent besides the site until its owner chooses: what needs an answer soon or costs a chance if
 * missed (interviews, candidates' replies, the plan running out, the account's security) also by SMS; the
 * progress of applications, job alerts, new applicants and reviews by e-mail; the rest only on the site.
 */
const DEFAULT_CHANNELS: Record<NoticeCategory, Record<NoticeChannel, boolean>> = {
  system: { sms: false, email: false },
  application: { sms: false, email: true },
  interview: { sms: true, email: true },
  views: { sms: false, email: false },
  alerts: { sms: false, email: true },
  account: { sms: true, email: false },
  applicants: { sms: false, email: true },
  replies: { sms: true, email: false },
  interviews: { sms: true, email: true },
  plan: { sms: true, email: true },
  review: { sms: false, email: true },
};

/** Every category of the side with its channels (the inbox's choice, else the default). */
export function channelSettings(db: Db, key: string, side: NoticeSide): NoticeChannelSettings {
  const own = db.notifications.settings.get(key) ?? {};
  return Object.fromEntries(NOTICE_CATEGORIES_OF[side].map((c) => [c, { ...(own[c] ?? DEFAULT_CHANNELS[c]) }]));
}

/** A seeker's quiet hours (set on /privacySet); a company has none. */
export function doNotDisturbOf(db: Db, target: NoticeTarget): DoNotDisturb | null {
  return 'seekerId' in target ? (db.seekerStates.get(target.seekerId)?.privacy.doNotDisturb ?? null) : null;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in the quiet hours, read in Beijing time (UTC+8, no daylight saving); 22:00–08:00 spans midnight. */
export function inQuietHours(dnd: DoNotDisturb | null, at: number): boolean {
  if (!dnd?.enabled) return false;
  const minute = Math.floor(((at + 8 * HOUR_MS) % DAY_MS) / 60_000);
  const [start, end] = [minutes(dnd.start), minutes(dnd.end)];
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The text message a notice sends: the site's signature, the title and the whole body, never cut short, since
 * the body carries what the person must act on (an interview's time, place, contact and note).
 */
export const smsTextOf = (input: { title: string; body: string }) => `【聚才】${input.title}：${input.body}`;

/** Stores a notice without telling anyone (the seed's history); `notify` is the live path. */
export function recordNotice(db: Db, target: NoticeTarget, input: NoticeInput, at: number, read = false): NotificationRecord {
  const key = inboxKey(target);
  const side: NoticeSide = 'seekerId' in target ? 'seeker' : 'enterprise';
  const wanted = channelSettings(db, key, side)[input.category];
  const quiet = inQuietHours(doNotDisturbOf(db, target), at);
  const channels = quiet || !wanted ? [] : NOTICE_CHANNEL_VALUES.filter((c) => wanted[c]);
  const message: ServerMessage = input.message;
  const text = { title: zhText(message, 'title'), body: zhText(message, 'body') };
  const smsText = channels.includes('sms') ? smsTextOf(text) : null;
  const record: NotificationRecord = {
    id: `n${++db.notifications.count}`,
    category: input.category,
    ...text,
    message,
    link: input.link,
    ...(input.ref ? { ref: input.ref } : {}),
    channels,
    smsText,
    createdAt: at,
    read,
  };
  inbox(db, key).push(record);
  return record;
}

export const noticeView = (r: NotificationRecord): NotificationView => ({
  id: r.id,
  category: r.category,
  title: r.title,
  body: r.body,
  message: r.message,
  link: r.link,
  channels: [...r.channels],
  smsText: r.smsText,
  read: r.read,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** Makes a notice and pushes it to the inbox's open streams (the seeker, or every recruiter of the company). */
export function notify(db: Db, target: { seekerId: string }, input: NoticeInput<SeekerNoticeCategory>, now: number): NotificationRecord;
export function notify(db: Db, target: { companyId: string }, input: NoticeInput<EnterpriseNoticeCategory>, now: number): NotificationRecord;
export function notify(db: Db, target: NoticeTarget, input: NoticeInput, now: number): NotificationRecord {
  const record = recordNotice(db, target, input, now);
  publish(hubOf(db), [inboxKey(target)], { type: 'notification', notification: noticeView(record) });
  return record;
}

/** Whether the inbox already has a notice about `ref` since `since` (to keep repeated events to one notice). */
export const noticedSince = (db: Db, target: NoticeTarget, ref: string, since: number) =>
  inbox(db, inboxKey(target)).some((n) => n.ref === ref && n.createdAt >= since);
