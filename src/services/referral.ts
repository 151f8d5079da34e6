import type { PageResult } from '@/contract/envelope.ts';
import type { BountyJob, MyReferrals, ReferralInvite, ReferralKind, ReferralView } from '@/contract/referralValues.ts';
import { api, type RequestOptions } from './request/index.ts';

/** Referrals (人才推荐, /joinUs): bounties, my referrals and earnings, and the consent a referred person answers. */

export interface BountyQueryParams {
  current: number;
  pageSize: number;
  keyword?: string;
}

/** The body of `POST /referrals` (the contract's zod type, restated without zod for the browser). */
export type ReferralRequest =
  | { kind: Extract<ReferralKind, 'other'>; jobId: string; name: string; mobile: string; note?: string; informed: true }
  | { kind: Extract<ReferralKind, 'self'>; jobId: string; resumeId: string };

/** 悬赏职位 GET /user/referrals/bounties */
export const queryBounties = (params: BountyQueryParams) => api.get<PageResult<BountyJob>>('/referrals/bounties', params);

/** 我的推荐与收益 GET /user/referrals/mine */
export const getMyReferrals = () => api.get<MyReferrals>('/referrals/mine');

/** 推荐他人 / 推荐自己 POST /user/referrals (JSON) */
export const createReferral = (body: ReferralRequest, options?: RequestOptions) =>
  api.post<ReferralView>('/referrals', body, { ...options, requestType: 'json' });

/** 撤回推荐 POST /user/referrals/:id/withdraw */
export const withdrawReferral = (id: string) => api.post<ReferralView>(`/referrals/${encodeURIComponent(id)}/withdraw`);

/** 推荐我的邀请 GET /user/referral-invites */
export const getReferralInvites = () => api.get<ReferralInvite[]>('/referral-invites');

/** 短信链接中的邀请 GET /user/referral-invites/:code (the page shows a 403/404 itself) */
export const getReferralInvite = (code: string) =>
  api.get<ReferralInvite>(`/referral-invites/${encodeURIComponent(code)}`, undefined, { skipErrorHandler: true });

/** 同意 / 拒绝 / 举报虚假推荐 POST /user/referral-invites/:code/answer (JSON) */
export const answerReferralInvite = (code: string, answer: { accept: boolean; fake?: boolean }) =>
  api.post<ReferralInvite>(`/referral-invites/${encodeURIComponent(code)}/answer`, answer, { requestType: 'json' });
