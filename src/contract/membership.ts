import { z } from 'zod';
import {
  PAID_PLANS,
  PAYMENT_CHANNEL_VALUES,
  PLAN_TERM_VALUES,
  type MembershipStatus,
  type OrderStatus,
  type PaymentChannel,
  type PlanCode,
  type PlanTerm,
  type QuotaKind,
} from '../dicts/membership.ts';
import { creditCodeProblem, normalizeCreditCode } from './creditCode.ts';
import { BANK_ACCOUNT_PATTERN, INVOICE_KIND_VALUES, INVOICE_PHONE_PATTERN, normalizeBankAccount, PIN_DAYS_MAX, type InvoiceKind } from './membershipValues.ts';
import { requiredText } from './text.ts';
import type { ServerMessage } from './serverText/types.ts';

/**
 * Employer plans, orders and quotas (/enterprisevip, /enterprisecenter, /enterprise). The mock simulates the
 * payment step (no money moves) and says so in its answer.
 */

/** `GET /plans`: one card per plan and term, public (the landing page shows them). */
export interface PlanOffer {
  plan: PlanCode;
  term: PlanTerm;
  /** Yuan. */
  price: number;
  /** The monthly rate before the term's discount, for "list price". */
  listPrice: number;
  grants: Record<QuotaKind, number>;
}

export interface QuotaView {
  kind: QuotaKind;
  granted: number;
  used: number;
  /** When what is left lapses (the plan's end, or the month's end on the free plan). */
  expiresAt: string;
}

export interface OrderView {
  id: string;
  plan: PlanCode;
  term: PlanTerm;
  /** What is paid: the price, less what is left of the current plan on an upgrade. */
  amount: number;
  /** The credit for the current plan's unused days (an upgrade), 0 otherwise. */
  credit: number;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  channel: PaymentChannel | null;
  invoice: InvoiceView | null;
}

/** What a 专票 carries besides the title and the tax number. */
export interface SpecialInvoiceDetails {
  bank: string;
  bankAccount: string;
  address: string;
  phone: string;
}

export interface InvoiceView {
  kind: InvoiceKind;
  title: string;
  taxNo: string;
  email: string;
  /** A 专票's bank, account, registered address and phone; null on a 普票. */
  special: SpecialInvoiceDetails | null;
  requestedAt: string;
}

export interface UsageView {
  at: string;
  kind: QuotaKind;
  /** Negative when used, positive when granted. */
  delta: number;
  /** What it was for, in Chinese: a job title, 李先生的简历, 专业版开通, with （刘洋） when a sub-account used it. */
  note: string;
  /** The note as a server message (`usage.…`, docs/API.md "Server texts"), for the reader's language. */
  message?: ServerMessage;
}

/** `GET /enterprise/membership` */
export interface Membership {
  plan: PlanCode;
  status: MembershipStatus;
  term: PlanTerm | null;
  startedAt: string | null;
  /** null on the free plan. */
  expiresAt: string | null;
  /** The paid plan that ended, when the company is back on the free plan because of it. */
  lapsed: { plan: PlanCode; at: string } | null;
  quotas: QuotaView[];
  orders: OrderView[];
  usage: UsageView[];
}

/** `POST /enterprise/orders` */
export const orderBody = z.object({
  plan: z.enum(PAID_PLANS, { error: '请选择套餐' }),
  term: z.enum(PLAN_TERM_VALUES, { error: '请选择购买时长' }),
});
export type OrderBody = z.infer<typeof orderBody>;

/** `POST /enterprise/orders/:id/pay`: the channel the (simulated) payment went through. */
export const payBody = z.object({ channel: z.enum(PAYMENT_CHANNEL_VALUES, { error: '请选择支付方式' }) });

/**
 * `POST /enterprise/orders/:id/invoice`: 普票 or 专票. The tax number is the buyer's 统一社会信用代码 (since 2015 a
 * company's taxpayer number is its credit code), checked like it: shape and check character.
 */
const optionalText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}须为文字` })
    .trim()
    .min(min, { error: `${label}为 ${min}-${max} 个字` })
    .max(max, { error: `${label}为 ${min}-${max} 个字` })
    .optional();
export const invoiceBody = z
  .object({
    kind: z.enum(INVOICE_KIND_VALUES, { error: '请选择发票类型（普票或专票）' }).default('normal'),
    title: requiredText('发票抬头', 60, 4),
    taxNo: z
      .string({ error: '请填写纳税人识别号' })
      .transform(normalizeCreditCode)
      .superRefine((code, ctx) => {
        const problem = creditCodeProblem(code);
        if (problem === 'shape') ctx.addIssue({ code: 'custom', message: '纳税人识别号为 18 位统一社会信用代码（数字或大写字母，不含 I、O、S、V、Z）' });
        if (problem === 'check') ctx.addIssue({ code: 'custom', message: '纳税人识别号校验位不正确，请核对营业执照上的统一社会信用代码' });
      }),
    email: z.string({ error: '请填写接收邮箱' }).trim().email({ error: '邮箱格式不正确' }),
    bank: optionalText('开户银行', 4, 60),
    bankAccount: z
      .string({ error: '银行账号须为数字' })
      .transform(normalizeBankAccount)
      .refine((v) => BANK_ACCOUNT_PATTERN.test(v), { error: '银行账号为 8-30 位数字' })
      .optional(),
    address: optionalText('注册地址', 5, 100),
    phone: z
      .string({ error: '注册电话须为号码' })
      .trim()
      .refine((v) => INVOICE_PHONE_PATTERN.test(v), { error: '注册电话为带区号的固定电话（如 0571-88886666）或手机号' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== 'special') return;
    const missing: Array<[keyof typeof body, string]> = [
      ['bank', '专票须填写开户银行'],
      ['bankAccount', '专票须填写银行账号'],
      ['address', '专票须填写注册地址'],
      ['phone', '专票须填写注册电话'],
    ];
    for (const [field, message] of missing) if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type InvoiceBody = z.infer<typeof invoiceBody>;

/** `POST /enterprise/jobs/:id/pin`: how many days to pin it. */
export const pinBody = z.object({
  days: z
    .number({ error: '请选择置顶天数' })
    .int()
    .min(1, { error: '至少置顶 1 天' })
    .max(PIN_DAYS_MAX, { error: `一次最多置顶 ${PIN_DAYS_MAX} 天` }),
});
