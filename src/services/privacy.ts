import type { BlockBody, PrivacyBody, PrivacySettings } from '@/contract/privacy.ts';
import { api, type RequestOptions } from './request/index.ts';

/** Privacy settings (/privacySet). */

/** 隐私设置 GET /user/me/privacy */
export const getPrivacy = () => api.get<PrivacySettings>('/me/privacy');

/** 修改隐私设置 PUT /user/me/privacy (any subset, JSON) */
export const updatePrivacy = (body: PrivacyBody) => api.put<PrivacySettings>('/me/privacy', body, { requestType: 'json' });

/** 屏蔽公司 POST /user/me/privacy/blocked (JSON) */
export const blockCompany = (body: BlockBody) => api.post<PrivacySettings>('/me/privacy/blocked', body, { requestType: 'json' });

/** 取消屏蔽 DELETE /user/me/privacy/blocked/:companyId */
/** `confirm`: the seeker confirmed unblocking their current employer (issue 26.12). */
export const unblockCompany = (companyId: string, confirm = false, options?: RequestOptions) =>
  api.delete<PrivacySettings>(`/me/privacy/blocked/${encodeURIComponent(companyId)}${confirm ? '?confirm=1' : ''}`, undefined, options);
