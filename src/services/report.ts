import type { PageResult } from '@/contract/envelope.ts';
import type { ReportBody, ReportCase, ReportCreated } from '@/contract/report.ts';
import type { ListQuery } from '@/contract/seeker.ts';
import { api } from './request/index.ts';

/** 举报 POST /user/reports (422 field errors and 409 duplicates are shown by the form) */
export const createReport = (body: ReportBody) => api.post<ReportCreated>('/reports', body, { skipErrorHandler: true });

/** 我的举报 GET /user/me/reports */
export const queryReports = (params: ListQuery = {}) => api.get<PageResult<ReportCase>>('/me/reports', params);
