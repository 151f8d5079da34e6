import type { Agreement, AgreementKind, LoginBody, LoginResult, PerfectBody, SmsSendResult, UnionUser } from '@/contract/auth.ts';
import { api, type RequestOptions } from './request/index.ts';

/** 发送短信验证码 POST /user/auth/sms */
export const sendSmsCode = (mobile: string) => api.post<SmsSendResult>('/auth/sms', { mobile }, { skipErrorHandler: true });

/** 登录（验证码或密码；新手机号自动注册） POST /user/auth/login */
export const login = (body: LoginBody) => api.post<LoginResult>('/auth/login', body, { skipErrorHandler: true });

/** 当前用户 GET /user/auth/current */
export const queryCurrentUser = (options?: RequestOptions) => api.get<UnionUser>('/auth/current', undefined, options);

/** 退出登录 POST /user/auth/logout */
export const logout = () => api.post<null>('/auth/logout', undefined, { skipErrorHandler: true });

/** 完善信息（选择身份并填写基本信息） POST /user/auth/perfect */
export const perfectProfile = (body: PerfectBody) => api.post<UnionUser>('/auth/perfect', body, { skipErrorHandler: true });

/** 用户协议 / 隐私政策 GET /user/agreements/:kind */
export const getAgreement = (kind: AgreementKind) => api.get<Agreement>(`/agreements/${kind}`);

/** 同意协议（记录版本） POST /user/agreements/accept */
export const acceptAgreement = (kind: AgreementKind, version: string, options?: RequestOptions) =>
  api.post<{ version: string; acceptedAt: string }>('/agreements/accept', { kind, version }, options);
