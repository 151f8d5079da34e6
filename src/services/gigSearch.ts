import type { PageResult } from '@/contract/envelope.ts';
import type { ChatResult } from '@/contract/seeker.ts';
import type { GigCard, GigDetail, GigOrderView, GigProfile, GigProfileBody, GigSearchQuery } from '@/contract/gig.ts';
import { api, type RequestOptions } from './request/index.ts';

/**
 * Finding gig work (零工, issue 27): the /hourlyworker search, a gig's detail, signing up for its shifts and
 * saving it. The worker's orders and the employer's side have their own service modules.
 */

const gigPath = (id: string) => `/gigs/${encodeURIComponent(id)}`;

/** 零工列表 GET /user/gigs */
export const searchGigs = (params: Partial<GigSearchQuery>) => api.get<PageResult<GigCard>>('/gigs', params);

/** 零工详情 GET /user/gigs/:id (404: the page's own not-found state, no notification) */
export const getGig = (id: string) => api.get<GigDetail>(gigPath(id), undefined, { handlesNotFound: true });

/** 报名 POST /user/gigs/:id/signups, JSON `{ shiftIds }`: one order a shift, or a 409 naming each refused shift. */
export const signUpForShifts = (id: string, shiftIds: string[], options?: RequestOptions) =>
  api.post<GigOrderView[]>(`${gigPath(id)}/signups`, { shiftIds }, { ...options, requestType: 'json' });

/** 收藏 / 取消收藏 PUT, DELETE /user/me/saved-gigs/:id */
export const saveGig = (id: string) => api.put<{ saved: boolean }>(`/me/saved-gigs/${encodeURIComponent(id)}`);
export const unsaveGig = (id: string) => api.delete<{ saved: boolean }>(`/me/saved-gigs/${encodeURIComponent(id)}`);

/** 咨询 POST /user/gigs/:id/chat: opens (or reuses) the worker's conversation with the employer about the gig. */
export const startGigChat = (id: string) => api.post<ChatResult>(`${gigPath(id)}/chat`);

/** 零工资料 PUT /user/me/gig-profile, JSON: what the sign-up requirements are checked against. */
export const saveGigProfile = (body: GigProfileBody, options?: RequestOptions) =>
  api.put<GigProfile>('/me/gig-profile', body, { ...options, requestType: 'json' });
