import type { ChangeMobileBody, DeleteAccountBody, PasswordBody, SeekerOverview, WorkStatus, AccountExport } from '@/contract/center.ts';
import type { UnionUser } from '@/contract/auth.ts';
import type { Application, InterviewAnswerBody } from '@/contract/seeker.ts';
import { api, type RequestOptions } from './request/index.ts';

/** The personal centre (/percenter). */

/** 概览 GET /user/me/overview */
export const getOverview = () => api.get<SeekerOverview>('/me/overview');

/** 求职状态 PUT /user/me/work-status */
export const setWorkStatus = (workStatus: WorkStatus) => api.put<SeekerOverview>('/me/work-status', { workStatus });

/** 回复面试邀请 POST /user/me/applications/:id/interview (JSON: 改期 may carry the proposed times) */
export const answerInterview = (id: string, body: InterviewAnswerBody, options?: RequestOptions) =>
  api.post<Application>(`/me/applications/${encodeURIComponent(id)}/interview`, body, { ...options, requestType: 'json' });

/** 撤回投递 POST /user/me/applications/:id/withdraw */
export const withdrawApplication = (id: string) => api.post<Application>(`/me/applications/${encodeURIComponent(id)}/withdraw`);

/** 更换手机号 POST /user/me/mobile */
export const changeMobile = (body: ChangeMobileBody, options?: RequestOptions) => api.post<UnionUser>('/me/mobile', body, options);

/** 设置/修改密码 PUT /user/me/password */
export const changePassword = (body: PasswordBody, options?: RequestOptions) => api.put<{ hasPassword: true }>('/me/password', body, options);

/** 导出我的数据 GET /user/me/export */
export const exportMyData = () => api.get<AccountExport>('/me/export');

/** 注销账号 POST /user/me/delete */
export const deleteAccount = (body: DeleteAccountBody, options?: RequestOptions) => api.post<null>('/me/delete', body, options);
