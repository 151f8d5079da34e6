import { z } from 'zod';
import { checkBasic, nameField, seekerBasicShape } from './authProfile.ts';
import {
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  EDUCATION_LEVELS,
  GENDERS,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  ROLES,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN,
  WORK_STATUSES,
} from './authValues.ts';
import { plainText } from './params.ts';
import type { AccountType } from './permissions.ts';

export { EDUCATION_LEVELS, GENDERS, ROLES, WORK_STATUSES };

/** Accounts and sessions: sign-in by SMS code or password, completing the profile, the agreement. */

export type Role = (typeof ROLES)[number];

const mobile = z
  .string()
  .trim()
  .regex(MOBILE_PATTERN, { error: `请输入正确的 ${MOBILE_LENGTH} 位手机号` });

export const smsSendBody = z.object({ mobile });
export type SmsSendBody = z.infer<typeof smsSendBody>;
export interface SmsSendResult {
  /** Seconds before another code may be requested. */
  cooldown: number;
  /** Seconds the code stays valid (once). */
  expiresIn: number;
}

export const loginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sms'),
    mobile,
    code: z
      .string()
      .trim()
      .regex(SMS_CODE_PATTERN, { error: `验证码为 ${SMS_CODE_LENGTH} 位数字` }),
  }),
  z.object({ type: z.literal('password'), mobile, password: z.string().min(1, { error: '请输入密码' }).max(PASSWORD_MAX) }),
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
  /**
   * Enterprise users: the company's main account (plans, orders, invoices, the company profile, the team) or a
   * sub-account it added; null for a seeker or before the role is chosen. See permissions.ts.
   */
  accountType: AccountType | null;
  /** Enterprise users: the company's certification is current (it may publish and read talent). */
  companyCertified: boolean;
  /**
   * One number, both identities: a job seeker whom a company added as a recruiter (and who accepted) may switch
   * between 求职者 and 招聘者 (`POST /auth/identity`). The identity the account may switch to now, else null.
   * Absent from a user stored by an older build (read as null).
   */
  switchableTo?: Role | null;
}

/** What the API computes for the user at each answer rather than stores (permissions.ts reads them). */
export type AccessFacts = Pick<UnionUser, 'accountType' | 'companyCertified' | 'switchableTo'>;

export interface LoginResult {
  token: string;
  /** Absolute expiry (ISO time); after it the API answers 401. */
  expiresAt: string;
  user: UnionUser;
  /** True when this sign-in created the account: the app sends the user to /perfect. */
  isNew: boolean;
}

/**
 * Choosing the role. A job seeker sends the basic information of the /perfect wizard with it (education and
 * preferences follow through `PUT /me/profile`); an enterprise user their title, work email and company.
 */
export const perfectBody = z.discriminatedUnion('role', [
  z.object({ role: z.literal('seeker'), ...seekerBasicShape }).superRefine(checkBasic),
  z.object({
    role: z.literal('enterprise'),
    name: nameField,
    title: z
      .string()
      .trim()
      .min(JOB_TITLE_MIN, { error: '请填写职务' })
      .max(JOB_TITLE_MAX, { error: `职务最多 ${JOB_TITLE_MAX} 个字` })
      .superRefine(plainText('职务')),
    email: z.string().trim().email({ error: '邮箱格式不正确' }),
    companyName: z
      .string()
      .trim()
      .min(COMPANY_NAME_MIN, { error: `公司全称至少 ${COMPANY_NAME_MIN} 个字` })
      .max(COMPANY_NAME_MAX, { error: `公司全称最多 ${COMPANY_NAME_MAX} 个字` })
      .superRefine(plainText('公司全称')),
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
