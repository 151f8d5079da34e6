import type { PageResult } from '@/contract/envelope.ts';
import type { ServiceCatalogue, ServiceRequestBody, ServiceRequestCreated, ServiceRequestView } from '@/contract/services.ts';
import type { ServiceStatus } from '@/contract/serviceValues.ts';
import { api, type RequestOptions } from './request/index.ts';

/** HR services (/outsourc, /recruit, /dispens, /handsWant): docs/API.md "HR services". Bodies go as JSON. */

const json = (options?: RequestOptions): RequestOptions => ({ ...options, requestType: 'json' });
const one = (refNo: string) => `/services/requests/${encodeURIComponent(refNo)}`;

/** 服务目录与资质 GET /user/services/catalogue */
export const queryServiceCatalogue = () => api.get<ServiceCatalogue>('/services/catalogue');

/** 提交服务需求 POST /user/services/requests */
export const createServiceRequest = (body: ServiceRequestBody, options?: RequestOptions) =>
  api.post<ServiceRequestCreated>('/services/requests', body, json(options));

/** 我的需求 GET /user/services/requests */
export const queryServiceRequests = (params: { status?: ServiceStatus; current?: number; pageSize?: number } = {}) =>
  api.get<PageResult<ServiceRequestView>>('/services/requests', params);

/** 接受报价 POST /user/services/requests/:refNo/accept-quote */
export const acceptServiceQuote = (refNo: string, options?: RequestOptions) => api.post<ServiceRequestView>(`${one(refNo)}/accept-quote`, {}, json(options));

/** 拒绝报价 POST /user/services/requests/:refNo/decline-quote */
export const declineServiceQuote = (refNo: string, reason: string, options?: RequestOptions) =>
  api.post<ServiceRequestView>(`${one(refNo)}/decline-quote`, { reason }, json(options));

/** 撤回需求 POST /user/services/requests/:refNo/withdraw */
export const withdrawServiceRequest = (refNo: string, reason: string, options?: RequestOptions) =>
  api.post<ServiceRequestView>(`${one(refNo)}/withdraw`, { reason }, json(options));
