import type { Role, UnionUser } from '@/contract/auth.ts';
import type { RecruiterInvitation } from '@/contract/identity.ts';
import { api } from './request/index.ts';

/** 切换身份（同一手机号的求职者 ⇄ 招聘者） POST /user/auth/identity */
export const switchIdentity = (role: Role) => api.post<UnionUser>('/auth/identity', { role });

/** 企业发来的招聘者邀请 GET /user/auth/invitations */
export const getRecruiterInvitations = () => api.get<RecruiterInvitation[]>('/auth/invitations');

/** 接受邀请，成为该企业的招聘者 POST /user/auth/invitations/:companyId/accept */
export const acceptRecruiterInvitation = (companyId: string) => api.post<UnionUser>(`/auth/invitations/${encodeURIComponent(companyId)}/accept`);

/** 拒绝邀请 POST /user/auth/invitations/:companyId/decline */
export const declineRecruiterInvitation = (companyId: string) => api.post<{ declined: true }>(`/auth/invitations/${encodeURIComponent(companyId)}/decline`);
