import { z } from 'zod';
import type { EducationLevel } from '../dicts/job.ts';
import { EDUCATION_LEVELS, GENDERS, ROLES, WORK_STATUSES } from './authValues.ts';
import { plainText } from './params.ts';

export { EDUCATION_LEVELS, GENDERS, ROLES, WORK_STATUSES };

/** Accounts and sessions: sign-in by SMS code or password, completing the profile, the agreement. */

export type Role = (typeof ROLES)[number];

const mobile = z.string().trim().regex(/^1[3-9]\d{9}$/, { error: '请输入正确的 11 位手机号' });

export const smsSendBody = z.object({ mobile });
export type SmsSendBody = z.infer<typeof smsSendBody>;
export interface SmsSendResult {
  /** Seconds before another code may be requested. */
  cooldown: number;
}

export const loginBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sms'), mobile, code: z.string().trim().regex(/^\d{6}$/, { error: '验证码为 6 位数字' }) }),
  z.object({ type: z.literal('password'), mobile, password: z.string().min(1, { error: '请输入密码' }).max(64) }),
]);
export type LoginBody = z.infer<typeof loginBody>;

/** The signed-in user as stored in session storage under `unionuser`. */
export interface UnionUser {
  id: string;
  mobile: string;
  /** null until the new user has chosen on /perfect. */
  role: Role | null;
  name: string;
  avatar: string | null;
  /** Enterprise users: the company they recruit for. */
  companyId: string | null;
  companyName: string | null;
  /** Version of the user agreement the user accepted, null if none yet. */
  agreementVersion: string | null;
  createdAt: string;
}

export interface LoginResult {
  token: string;
  /** Absolute expiry (ISO time); after it the API answers 401. */
  expiresAt: string;
  user: UnionUser;
  /** True when this sign-in created the account: the app sends the user to /perfect. */
  isNew: boolean;
}

export const perfectBody = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('seeker'),
    name: z.string().trim().min(2, { error: '姓名至少 2 个字' }).max(20, { error: '姓名最多 20 个字' }).superRefine(plainText('姓名')),
    gender: z.enum(GENDERS, { error: '请选择性别' }),
    birthYear: z.coerce.number().int().min(1950, { error: '出生年份不正确' }).max(2012, { error: '出生年份不正确' }),
    education: z.enum(EDUCATION_LEVELS as [EducationLevel, ...EducationLevel[]], { error: '请选择学历' }),
    workStatus: z.enum(WORK_STATUSES, { error: '请选择求职状态' }),
  }),
  z.object({
    role: z.literal('enterprise'),
    name: z.string().trim().min(2, { error: '姓名至少 2 个字' }).max(20, { error: '姓名最多 20 个字' }).superRefine(plainText('姓名')),
    title: z.string().trim().min(2, { error: '请填写职务' }).max(20, { error: '职务最多 20 个字' }).superRefine(plainText('职务')),
    email: z.string().trim().email({ error: '邮箱格式不正确' }),
    companyName: z.string().trim().min(4, { error: '公司全称至少 4 个字' }).max(50, { error: '公司全称最多 50 个字' }).superRefine(plainText('公司全称')),
  }),
]);
export type PerfectBody = z.infer<typeof perfectBody>;

export type AgreementKind = 'user' | 'privacy';
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}
export interface Agreement {
  kind: AgreementKind;
  title: string;
  version: string;
  effectiveDate: string;
  sections: AgreementSection[];
}
export const acceptAgreementBody = z.object({ version: z.string().min(1, { error: '缺少协议版本' }) });
