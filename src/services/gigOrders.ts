import type { GigDisputeCategory } from '@/dicts/gig.ts';
import type { GigOrderTab } from '@/dicts/gig.ts';
import type { GigDisputeView, GigEarnings, GigOrderPage, GigOrderView } from '@/contract/gig.ts';
import { api, type RequestOptions } from './request/index.ts';

/** A worker's gig orders (/myodd): docs/API.md "Gig work", worker endpoints. Bodies go as JSON. */

const order = (id: string) => `/me/gig-orders/${encodeURIComponent(id)}`;
const json = (options?: RequestOptions): RequestOptions => ({ ...options, requestType: 'json' });

/** 我的零工订单（按状态，含各状态数量） GET /user/me/gig-orders */
export const queryMyGigOrders = (params: { status?: GigOrderTab; current?: number; pageSize?: number }) => api.get<GigOrderPage>('/me/gig-orders', params);

/** 取消报名 POST /user/me/gig-orders/:id/cancel */
export const cancelGigOrder = (id: string, body: { reason?: string }, options?: RequestOptions) =>
  api.post<GigOrderView>(`${order(id)}/cancel`, body, json(options));

/** 签到 / 签退（现场码） POST /user/me/gig-orders/:id/checkin|checkout */
export const punchGigOrder = (id: string, kind: 'checkin' | 'checkout', code: string, options?: RequestOptions) =>
  api.post<GigOrderView>(`${order(id)}/${kind}`, { code }, json(options));

/** 考勤/工时异议 POST /user/me/gig-orders/:id/objection */
export const objectGigOrder = (id: string, body: { text: string }, options?: RequestOptions) =>
  api.post<GigOrderView>(`${order(id)}/objection`, body, json(options));

/** 确认工时 POST /user/me/gig-orders/:id/hours/confirm */
export const confirmGigHours = (id: string) => api.post<GigOrderView>(`${order(id)}/hours/confirm`);

/** 评价雇主 POST /user/me/gig-orders/:id/rating */
export const rateGigEmployer = (id: string, body: { score: number; comment?: string }, options?: RequestOptions) =>
  api.post<GigOrderView>(`${order(id)}/rating`, body, json(options));

/** 发起投诉 POST /user/me/gig-orders/:id/dispute */
export const openGigDispute = (id: string, body: { category: GigDisputeCategory; text: string; evidence?: string[] }, options?: RequestOptions) =>
  api.post<GigDisputeView>(`${order(id)}/dispute`, body, json(options));

/** 收入统计 GET /user/me/gig-earnings?by=week|month */
export const queryGigEarnings = (by: 'week' | 'month') => api.get<GigEarnings>('/me/gig-earnings', { by });

/** 我的投诉 GET /user/me/gig-disputes */
export const queryMyGigDisputes = () => api.get<GigDisputeView[]>('/me/gig-disputes');

/** 撤诉 / 结束 POST /user/me/gig-disputes/:id/withdraw|close */
export const moveMyGigDispute = (id: string, step: 'withdraw' | 'close') => api.post<GigDisputeView>(`/me/gig-disputes/${encodeURIComponent(id)}/${step}`);
