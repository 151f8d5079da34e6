import type { ArticleCard, ContactBody, ContentDoc, Ticket, TicketCreated } from '@/contract/content.ts';
import type { PageResult } from '@/contract/envelope.ts';
import type { ListQuery } from '@/contract/seeker.ts';
import { api, type RequestOptions } from './request/index.ts';

/** Workplace content and the contact desk (docs/API.md: 内容与联系我们). */

export interface ArticleListParams {
  category?: string;
  keyword?: string;
  current: number;
  pageSize: number;
}

/** 职场文章 GET /user/content/articles */
export const queryArticles = (params: ArticleListParams) => api.get<PageResult<ArticleCard>>('/content/articles', params);

/** 热门文章 GET /user/content/articles/hot */
export const queryHotArticles = () => api.get<ArticleCard[]>('/content/articles/hot');

/** 文章、公告、协议 GET /user/content/docs/:id (404: the page's own not-found state) */
export const getDoc = (id: string) => api.get<ContentDoc>(`/content/docs/${encodeURIComponent(id)}`, undefined, { handlesNotFound: true });

/** 留言 POST /user/contact/tickets (visitors too) */
export const createTicket = (body: ContactBody, options?: RequestOptions) => api.post<TicketCreated>('/contact/tickets', body, options);

/** 工单查询（访客） GET /user/contact/tickets/lookup (404: shown on the form) */
export const lookupTicket = (ticketNo: string, mobile: string, options?: RequestOptions) =>
  api.get<Ticket>('/contact/tickets/lookup', { ticketNo, mobile }, options);

/** 我的工单 GET /user/me/contact/tickets */
export const queryMyTickets = (params: ListQuery = {}) => api.get<PageResult<Ticket>>('/me/contact/tickets', params);
