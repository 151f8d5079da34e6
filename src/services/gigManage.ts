import type { GigStatus } from '@/dicts/gig.ts';
import type { EmployerGigOrderView, GigCheckinCode, GigDisputeView, GigPostingValues, OwnGigPage, OwnGigView } from '@/contract/gig.ts';
import { api, type RequestOptions } from './request/index.ts';

/** The employer's gigs (/gigmanage): docs/API.md "Gig work", employer endpoints. Bodies go as JSON. */

const gig = (id: string) => `/enterprise/gigs/${encodeURIComponent(id)}`;
const order = (id: string) => `/enterprise/gig-orders/${encodeURIComponent(id)}`;
const json = (options?: RequestOptions): RequestOptions => ({ ...options, requestType: 'json' });

/** 我的零工（按状态，含数量） GET /user/enterprise/gigs */
export const queryOwnGigs = (params: { status?: GigStatus; current?: number; pageSize?: number }) => api.get<OwnGigPage>('/enterprise/gigs', params);

/** 零工详情（雇主） GET /user/enterprise/gigs/:id */
export const queryOwnGig = (id: string) => api.get<OwnGigView>(gig(id), undefined, { handlesNotFound: true });

/** 发布零工（提交审核） POST /user/enterprise/gigs */
export const postGig = (body: GigPostingValues, options?: RequestOptions) => api.post<OwnGigView>('/enterprise/gigs', body, json(options));

/** 关闭零工 POST /user/enterprise/gigs/:id/close */
export const closeGig = (id: string, body: { reason?: string }, options?: RequestOptions) => api.post<OwnGigView>(`${gig(id)}/close`, body, json(options));

/** 预付工资到托管（模拟支付） POST /user/enterprise/gigs/:id/prepay */
export const prepayGig = (id: string, amountFen: number, options?: RequestOptions) => api.post<OwnGigView>(`${gig(id)}/prepay`, { amountFen }, json(options));

/** 报名与订单（按班次） GET /user/enterprise/gigs/:id/signups */
export const queryGigSignups = (id: string, shiftId?: string) => api.get<EmployerGigOrderView[]>(`${gig(id)}/signups`, shiftId ? { shiftId } : undefined);

/** 现场签到码（每分钟更新） GET /user/enterprise/gigs/:id/checkin-code */
export const queryCheckinCode = (id: string) => api.get<GigCheckinCode>(`${gig(id)}/checkin-code`);

/** 录用 POST /user/enterprise/gig-orders/:id/hire */
export const hireGigWorker = (id: string) => api.post<EmployerGigOrderView>(`${order(id)}/hire`);

/** 谢绝（工人可见原因） POST /user/enterprise/gig-orders/:id/decline */
export const declineGigWorker = (id: string, body: { reason: string }, options?: RequestOptions) =>
  api.post<EmployerGigOrderView>(`${order(id)}/decline`, body, json(options));

/** 取消录用（开工前，工人可见原因，名额退回班次） POST /user/enterprise/gig-orders/:id/cancel */
export const cancelGigHire = (id: string, body: { reason: string }, options?: RequestOptions) =>
  api.post<EmployerGigOrderView>(`${order(id)}/cancel`, body, json(options));

/** 确认或修正工时 POST /user/enterprise/gig-orders/:id/hours */
export const confirmGigWorkerHours = (
  id: string,
  body: { regularMinutes: number; overtimeMinutes: number; pieces?: number | null; reason?: string },
  options?: RequestOptions,
) => api.post<EmployerGigOrderView>(`${order(id)}/hours`, body, json(options));

/** 答复异议 POST /user/enterprise/gig-orders/:id/objection */
export const answerGigObjection = (id: string, body: { accept: boolean; answer: string; regularMinutes?: number }, options?: RequestOptions) =>
  api.post<EmployerGigOrderView>(`${order(id)}/objection`, body, json(options));

/** 结算（从托管支付） POST /user/enterprise/gig-orders/:id/settle */
export const settleGigOrder = (id: string, body: { deductions?: Array<{ amountFen: number; reason: string }> }, options?: RequestOptions) =>
  api.post<EmployerGigOrderView>(`${order(id)}/settle`, body, json(options));

/** 评价工人 POST /user/enterprise/gig-orders/:id/rating */
export const rateGigWorker = (id: string, body: { score: number; comment?: string }, options?: RequestOptions) =>
  api.post<EmployerGigOrderView>(`${order(id)}/rating`, body, json(options));

/** 本公司的投诉 GET /user/enterprise/gig-disputes */
export const queryCompanyGigDisputes = () => api.get<GigDisputeView[]>('/enterprise/gig-disputes');

/** 答复投诉 POST /user/enterprise/gig-disputes/:id/answer */
export const answerGigDispute = (id: string, body: { agree: boolean; text: string }, options?: RequestOptions) =>
  api.post<GigDisputeView>(`/enterprise/gig-disputes/${encodeURIComponent(id)}/answer`, body, json(options));
