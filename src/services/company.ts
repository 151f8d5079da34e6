import type { CompanyCard, CompanyDetail, CompanyJobsQuery, CompanySearchQuery, FollowedCompany, FollowResult } from '@/contract/company.ts';
import type { PageResult } from '@/contract/envelope.ts';
import type { JobCard } from '@/contract/job.ts';
import type { ListQuery } from '@/contract/seeker.ts';
import { api } from './request/index.ts';

/** Companies: search, detail, their open jobs, follow. */

/** 公司列表 GET /user/companies */
export const searchCompanies = (params: Partial<CompanySearchQuery>) => api.get<PageResult<CompanyCard>>('/companies', params);

/** 公司详情 GET /user/companies/:id (404 for an unknown id: the page's own not-found state, no notification) */
export const getCompany = (id: string) => api.get<CompanyDetail>(`/companies/${encodeURIComponent(id)}`, undefined, { handlesNotFound: true });

/** 公司在招职位 GET /user/companies/:id/jobs */
export const queryCompanyJobs = (id: string, params: Partial<CompanyJobsQuery>) =>
  api.get<PageResult<JobCard>>(`/companies/${encodeURIComponent(id)}/jobs`, params);

/** 关注公司 POST /user/companies/:id/follow */
export const followCompany = (id: string) => api.post<FollowResult>(`/companies/${encodeURIComponent(id)}/follow`);

/** 取消关注 DELETE /user/companies/:id/follow */
export const unfollowCompany = (id: string) => api.delete<FollowResult>(`/companies/${encodeURIComponent(id)}/follow`);

/** 我关注的公司 GET /user/me/followed-companies */
export const queryFollowedCompanies = (params: ListQuery) => api.get<PageResult<FollowedCompany>>('/me/followed-companies', params);
