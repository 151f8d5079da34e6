import type { Agreement, AgreementKind, LoginBody, LoginResult, PerfectBody, SmsSendResult, UnionUser } from '@/contract/auth.ts';
import type { ProfileUpdateBody, SeekerProfile } from '@/contract/authProfile.ts';
import { api, type RequestOptions } from './request/index.ts';

/** 发送短信验证码 POST /user/auth/sms */
export const sendSmsCode = (mobile: string, options?: RequestOptions) => api.post<SmsSendResult>('/auth/sms', { mobile }, options);

/** 登录（验证码或密码；新手机号自动注册） POST /user/auth/login */
export const login = (body: LoginBody, options?: RequestOptions) => api.post<LoginResult>('/auth/login', body, options);

/**
 * 当前用户 GET /user/auth/current. Confirms a stored session at start-up: a 401 ends it like any other 401 (the
 * app reloads at /pc/ and says the session ended).
 */
export const queryCurrentUser = (options?: RequestOptions) => api.get<UnionUser>('/auth/current', undefined, options);

/** 退出登录 POST /user/auth/logout */
export const logout = (sessionToken: string) =>
  // keepalive: the request completes even if the user closes the tab right after signing out.
  api.post<null>('/auth/logout', undefined, { skipErrorHandler: true, sessionToken, keepalive: true });

/** 完善信息（选择身份；求职者附基本信息） POST /user/auth/perfect */
export const perfectProfile = (body: PerfectBody, options?: RequestOptions) => api.post<UnionUser>('/auth/perfect', body, options);

/** 求职者资料（基本信息、教育经历、求职期望） GET /user/me/profile */
export const getSeekerProfile = (options?: RequestOptions) => api.get<SeekerProfile>('/me/profile', undefined, options);

/** 更新求职者资料（所传部分整体替换） PUT /user/me/profile */
export const updateSeekerProfile = (body: ProfileUpdateBody, options?: RequestOptions) =>
  api.put<SeekerProfile>('/me/profile', body, { ...options, requestType: 'json' });

/** 用户协议 / 隐私政策 GET /user/agreements/:kind */
export const getAgreement = (kind: AgreementKind) => api.get<Agreement>(`/agreements/${kind}`);

/** 同意协议（记录版本） POST /user/agreements/accept */
export const acceptAgreement = (kind: AgreementKind, version: string, options?: RequestOptions) =>
  api.post<{ version: string; acceptedAt: string }>('/agreements/accept', { kind, version }, options);
