import type { HeaderUnread, NoticeCategory, NoticeSettings, NoticeSettingsBody, NoticeUnread, NotificationView } from '@/contract/notification.ts';
import type { PageResult } from '@/contract/envelope.ts';
import { api } from './request/index.ts';

/** The notice centre (/notify, /message) and the header badge's counts. */

export interface NoticeQuery {
  category?: NoticeCategory;
  unread?: '1';
  current?: number;
  pageSize?: number;
}

/** 通知列表 GET /user/notifications (newest first) */
export const queryNotifications = (params: NoticeQuery) => api.get<PageResult<NotificationView>>('/notifications', params);

/** 未读通知数 GET /user/notifications/unread (per category) */
export const queryNoticeUnread = () => api.get<NoticeUnread>('/notifications/unread');

/** 标为已读 POST /user/notifications/:id/read */
export const markNoticeRead = (id: string) => api.post<NotificationView>(`/notifications/${encodeURIComponent(id)}/read`);

/** 全部标为已读 POST /user/notifications/read-all (one category's, or all) */
export const markAllNoticesRead = (category?: NoticeCategory) => api.post<{ updated: number }>('/notifications/read-all', category ? { category } : {});

/** 通知设置 GET /user/notifications/settings */
export const getNoticeSettings = () => api.get<NoticeSettings>('/notifications/settings');

/** 修改通知设置 PUT /user/notifications/settings (JSON; the categories given) */
export const updateNoticeSettings = (body: NoticeSettingsBody) => api.put<NoticeSettings>('/notifications/settings', body, { requestType: 'json' });

/** 未读总数 GET /user/unread (the header badge: chat messages and notices) */
export const queryHeaderUnread = () => api.get<HeaderUnread>('/unread');
