import type { CampusCalendarEntry, CampusCalendarQuery, CampusJobsQuery } from '@/contract/campus.ts';
import type { CompanyCard } from '@/contract/company.ts';
import type { PageResult } from '@/contract/envelope.ts';
import type { EligibilityBody, EligibilityResult, GovAnnouncement, GovAnnouncementSummary, GovListQuery } from '@/contract/gov.ts';
import type { JobCard } from '@/contract/job.ts';
import type {
  UploadBody,
  UploadResult,
  VeteranApplyBody,
  VeteranCompaniesQuery,
  VeteranIdentity,
  VeteranJobsQuery,
  VeteranPolicies,
} from '@/contract/veteran.ts';
import { api, type RequestOptions } from './request/index.ts';

/** The zones: public recruitment, graduates, veterans. */

/** 公考公告列表 GET /user/gov/announcements */
export const queryAnnouncements = (params: Partial<GovListQuery>) => api.get<PageResult<GovAnnouncementSummary>>('/gov/announcements', params);

/** 公告详情（含岗位表） GET /user/gov/announcements/:id (404 for an unknown id: the page's own not-found state, no notification) */
export const getAnnouncement = (id: string) => api.get<GovAnnouncement>(`/gov/announcements/${encodeURIComponent(id)}`, undefined, { handlesNotFound: true });

/** 我能报吗 POST /user/gov/announcements/:id/eligibility */
export const checkEligibility = (id: string, body: Partial<EligibilityBody> = {}, options?: RequestOptions) =>
  api.post<EligibilityResult>(`/gov/announcements/${encodeURIComponent(id)}/eligibility`, body, options);

/** 校招 / 实习职位 GET /user/campus/jobs */
export const queryCampusJobs = (params: Partial<CampusJobsQuery>) => api.get<PageResult<JobCard>>('/campus/jobs', params);

/** 网申日历 GET /user/campus/calendar */
export const queryCampusCalendar = (params: Partial<CampusCalendarQuery>) => api.get<CampusCalendarEntry[]>('/campus/calendar', params);

/** 退役军人专区职位 GET /user/veterans/jobs */
export const queryVeteranJobs = (params: Partial<VeteranJobsQuery>) => api.get<PageResult<JobCard>>('/veterans/jobs', params);

/** 拥军企业 GET /user/veterans/companies */
export const queryVeteranCompanies = (params: Partial<VeteranCompaniesQuery>) => api.get<PageResult<CompanyCard>>('/veterans/companies', params);

/** 政策、服务站与招聘会 GET /user/veterans/policies */
export const getVeteranPolicies = () => api.get<VeteranPolicies>('/veterans/policies');

/** 我的退役军人认证 GET /user/me/veteran */
export const getVeteranIdentity = () => api.get<VeteranIdentity>('/me/veteran');

/** 提交退役军人认证 POST /user/me/veteran */
export const applyVeteranIdentity = (body: VeteranApplyBody, options?: RequestOptions) => api.post<VeteranIdentity>('/me/veteran', body, options);

/** 上传图片（证件） POST /user/uploads, JSON with base64 data */
export const uploadImage = (body: UploadBody, options?: RequestOptions) => api.post<UploadResult>('/uploads', body, { ...options, requestType: 'json' });
