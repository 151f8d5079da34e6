import type { Applicant } from '@/contract/applicants.ts';
import type { ChatMessage } from '@/contract/chat.ts';
import type { OfferBody } from '@/contract/offer.ts';
import type { Application } from '@/contract/seeker.ts';
import { api, type RequestOptions } from './request/index.ts';

/** Offers and the hire: the company's side (/position, /interview) and the seeker's (/percenter, the chat card). */

/** 发 offer POST /user/enterprise/applicants/:id/offer (JSON) */
export const sendOffer = (id: string, body: OfferBody, options?: RequestOptions) =>
  api.post<Applicant>(`/enterprise/applicants/${encodeURIComponent(id)}/offer`, body, { ...options, requestType: 'json' });

/** 标记已入职 POST /user/enterprise/applicants/:id/hire */
export const markHired = (id: string, options?: RequestOptions) =>
  api.post<Applicant>(`/enterprise/applicants/${encodeURIComponent(id)}/hire`, undefined, options);

/** 接受 / 拒绝 offer POST /user/me/applications/:id/offer (JSON) */
export const answerOffer = (id: string, accept: boolean, options?: RequestOptions) =>
  api.post<Application>(`/me/applications/${encodeURIComponent(id)}/offer`, { accept }, { ...options, requestType: 'json' });

/** 确认 / 否认入职 POST /user/me/applications/:id/hire (JSON) */
export const confirmHire = (id: string, confirm: boolean, options?: RequestOptions) =>
  api.post<Application>(`/me/applications/${encodeURIComponent(id)}/hire`, { confirm }, { ...options, requestType: 'json' });

/** offer 卡片答复 POST /user/conversations/:id/cards/:seq/offer (JSON, seekers) */
export const answerOfferCard = (id: string, seq: number, accept: boolean, options?: RequestOptions) =>
  api.post<ChatMessage>(`/conversations/${encodeURIComponent(id)}/cards/${seq}/offer`, { accept }, { ...options, requestType: 'json' });
