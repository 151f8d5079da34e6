import type { PageResult } from '@/contract/envelope.ts';
import type { ReportBody, ReportCase, ReportCreated } from '@/contract/report.ts';
import type { ListQuery } from '@/contract/seeker.ts';
import { api, type RequestOptions } from './request/index.ts';

/** 举报 POST /user/reports */
export const createReport = (body: ReportBody, options?: RequestOptions) => api.post<ReportCreated>('/reports', body, options);

/** 我的举报 GET /user/me/reports */
export const queryReports = (params: ListQuery = {}) => api.get<PageResult<ReportCase>>('/me/reports', params);
