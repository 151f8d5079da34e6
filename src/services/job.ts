import type { PageResult } from '@/contract/envelope.ts';
import type { SuggestScope } from '@/contract/filters/define.ts';
import type { JobCard, JobDetail, JobSearchParams, JobSearchResult, SearchSuggestion } from '@/contract/job.ts';
import type { Application, ApplyResult, ChatResult, ListQuery, NotInterestedBody, Resume, SavedJob } from '@/contract/seeker.ts';
import { DEFAULT_PAGE_SIZE } from '@/contract/pageValues.ts';
import { api, peekPrefetched, type RequestOptions } from './request/index.ts';

/** A job's address in the API (the job page's start-up prefetch asks for the same one). */
export const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;

/** Jobs: search, detail, and what a job seeker does with a job. */

/** The job search's address (a bare /jobpost's start-up prefetch asks for the same one). */
export const JOBS_PATH = '/jobs';

/** 职位搜索 GET /user/jobs */
export const searchJobs = (params: JobSearchParams) => api.get<JobSearchResult>(JOBS_PATH, params);

/** What /jobpost asks for at a bare address (no keyword, filter, sort or page): start-up prefetches it for a visitor. */
export const LANDING_JOB_SEARCH: JobSearchParams = { current: 1, pageSize: DEFAULT_PAGE_SIZE };
/** That search's results if they have arrived (and these are its parameters): the page's first render shows them. */
export const prefetchedJobSearch = (params: JobSearchParams) => peekPrefetched<JobSearchResult>(JOBS_PATH, params);

/** 职位详情 GET /user/jobs/:id (404 for an unknown id: the page's own not-found state, no notification) */
export const getJob = (id: string) => api.get<JobDetail>(jobPath(id), undefined, { handlesNotFound: true });
/** The job as start-up's prefetch brought it, if it has arrived (src/app/firstPagePrefetch.ts): the job page's first render shows it. */
export const prefetchedJob = (id: string) => peekPrefetched<JobDetail>(jobPath(id));

/** 相似职位 GET /user/jobs/:id/similar */
export const getSimilarJobs = (id: string, limit = 6) => api.get<JobCard[]>(`${jobPath(id)}/similar`, { limit });

/** 收藏职位 POST /user/jobs/:id/save */
export const saveJob = (id: string) => api.post<unknown>(`${jobPath(id)}/save`);

/** 取消收藏 DELETE /user/jobs/:id/save */
export const unsaveJob = (id: string) => api.delete<unknown>(`${jobPath(id)}/save`);

/** 不感兴趣（附原因） POST /user/jobs/:id/not-interested */
export const markNotInterested = (id: string, reason: NotInterestedBody['reason']) => api.post<unknown>(`${jobPath(id)}/not-interested`, { reason });

/** 撤销不感兴趣 DELETE /user/jobs/:id/not-interested */
export const undoNotInterested = (id: string) => api.delete<unknown>(`${jobPath(id)}/not-interested`);

/** 投递简历 POST /user/jobs/:id/apply (refusals such as 已投递 come back as errors with a reason) */
export const applyToJob = (id: string, resumeId: string, options?: RequestOptions, unblock = false) =>
  api.post<ApplyResult>(`${jobPath(id)}/apply`, unblock ? { resumeId, unblock } : { resumeId }, options);

/** 立即沟通：创建或复用与招聘者的会话 POST /user/jobs/:id/chat */
/** `unblock`: the seeker confirmed lifting their block of the company (issue 26.12). */
export const startChat = (id: string, unblock = false, options?: RequestOptions) =>
  unblock
    ? api.post<ChatResult>(`${jobPath(id)}/chat`, { unblock }, { ...options, requestType: 'json' })
    : api.post<ChatResult>(`${jobPath(id)}/chat`, undefined, options);

/** 我的收藏 GET /user/me/saved-jobs */
export const querySavedJobs = (params: ListQuery) => api.get<PageResult<SavedJob>>('/me/saved-jobs', params);

/** 我的简历 GET /user/me/resumes */
export const queryResumes = () => api.get<Resume[]>('/me/resumes');

/** 我的投递 GET /user/me/applications */
export const queryApplications = (params: ListQuery) => api.get<PageResult<Application>>('/me/applications', params);

/** 搜索联想 GET /user/search/suggest (job titles and employers, or employers only) */
export const suggestSearch = (q: string, scope: SuggestScope) => api.get<SearchSuggestion[]>('/search/suggest', { q, scope }, { skipErrorHandler: true });
