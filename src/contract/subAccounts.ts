import { z } from 'zod';
import { nameField } from './authProfile.ts';
import { MOBILE_LENGTH, MOBILE_PATTERN } from './authValues.ts';
import { plainText } from './params.ts';
import { ALLOTMENT_MAX, ALLOTTABLE_QUOTAS, SUB_ACCOUNT_TITLE_MAX, type AllottableQuota } from './subAccountValues.ts';

/**
 * Sub-accounts (子账号): recruiters a company's main account adds, each signing in with their own number, and
 * the company's quotas split among them. A sub-account's allotment of a quota caps what they may use of the
 * company's pool; without one they draw on the pool like the main account. How many sub-accounts a company may
 * have is its plan's `subAccounts` level. The plain values (which quotas are split, the limits) are in
 * ./subAccountValues.ts, for the browser; they are re-exported here.
 */
export * from './subAccountValues.ts';

/**
 * `POST /enterprise/members`: a new sub-account. A number without an account becomes one at once; a job seeker's
 * number is invited (status `invited`, a seat held) and becomes a recruiter only when its owner accepts.
 */
export const subAccountBody = z.object({
  name: nameField,
  mobile: z
    .string({ error: '请填写手机号' })
    .trim()
    .regex(MOBILE_PATTERN, { error: `请输入正确的 ${MOBILE_LENGTH} 位手机号` }),
  title: z
    .string({ error: '请填写职务' })
    .trim()
    .min(1, { error: '请填写职务' })
    .max(SUB_ACCOUNT_TITLE_MAX, { error: `职务最多 ${SUB_ACCOUNT_TITLE_MAX} 个字` })
    .superRefine(plainText('职务')),
});
export type SubAccountBody = z.infer<typeof subAccountBody>;

const allotment = z
  .number({ error: '请填写整数' })
  .int({ error: '请填写整数' })
  .min(0, { error: '不能小于 0' })
  .max(ALLOTMENT_MAX, { error: `不能超过 ${ALLOTMENT_MAX}` })
  .nullable();

/** `PUT /enterprise/members/:id/allotment`: each quota's cap for the sub-account; null for none (shares the pool). */
export const allotmentBody = z.object(Object.fromEntries(ALLOTTABLE_QUOTAS.map((kind) => [kind, allotment])) as Record<AllottableQuota, typeof allotment>);
export type AllotmentBody = z.infer<typeof allotmentBody>;

export interface SubAccountView {
  id: string;
  name: string;
  title: string;
  /** 138****0006 */
  mobileMasked: string;
  /** `invited`: a job seeker's number, waiting for its owner to accept (see ./identity.ts). */
  status: 'active' | 'disabled' | 'invited';
  createdAt: string;
  /** Per split quota: the cap (null: none) and what the sub-account has used of it this term. */
  quotas: Record<AllottableQuota, { allotted: number | null; used: number }>;
}

/** `GET /enterprise/members`: the team as the signed-in recruiter may see it. */
export interface TeamView {
  /** The main account manages the team; a sub-account sees only itself. */
  canManage: boolean;
  /** The plan's sub-account level and how many are active. */
  seats: { granted: number; used: number };
  /** Per split quota: the company's grant, what is used, and how much is allotted to sub-accounts. */
  pool: Record<AllottableQuota, { granted: number; used: number; allotted: number }>;
  members: SubAccountView[];
}
