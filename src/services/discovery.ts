import type { AlertBody, JobAlert } from '@/contract/alert.ts';
import type { HomeData, HomeQuery, JobPreference, RecommendPage, RecommendQuery } from '@/contract/recommend.ts';
import { api, peekPrefetched, type RequestOptions } from './request/index.ts';

/** Discovery: the home page, recommendations and job alerts. */

/** 首页数据 GET /user/home (also started at start-up for a visitor: src/app/firstPagePrefetch.ts) */
export const HOME_PATH = '/home';
export const getHome = (params: Partial<HomeQuery>) => api.get<HomeData>(HOME_PATH, params);
/** The home page's blocks as start-up's prefetch brought them, if they have arrived: its first render shows them. */
export const prefetchedHome = (params: Partial<HomeQuery>) => peekPrefetched<HomeData>(HOME_PATH, params);

/** 推荐职位（无限流） GET /user/recommend */
export const queryRecommend = (params: Partial<RecommendQuery>) => api.get<RecommendPage>('/recommend', params);

/** 我的求职期望 GET /user/me/preferences */
export const queryPreferences = () => api.get<JobPreference[]>('/me/preferences');

/** 职位订阅列表 GET /user/me/alerts */
export const queryAlerts = () => api.get<JobAlert[]>('/me/alerts');

/** 保存职位订阅 POST /user/me/alerts */
export const createAlert = (body: AlertBody, options?: RequestOptions) => api.post<JobAlert>('/me/alerts', body, options);

/** 删除职位订阅 DELETE /user/me/alerts/:id */
export const deleteAlert = (id: string, options?: RequestOptions) => api.delete<unknown>(`/me/alerts/${encodeURIComponent(id)}`, undefined, options);

/** 打开订阅（清零新增数） POST /user/me/alerts/:id/open */
export const openAlert = (id: string, options?: RequestOptions) => api.post<JobAlert>(`/me/alerts/${encodeURIComponent(id)}/open`, undefined, options);
