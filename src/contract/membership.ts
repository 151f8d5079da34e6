import { z } from 'zod';
import { PAID_PLANS, PAYMENT_CHANNEL_VALUES, PLAN_TERM_VALUES, type MembershipStatus, type OrderStatus, type PaymentChannel, type PlanCode, type PlanTerm, type QuotaKind } from '../dicts/membership.ts';
import { PIN_DAYS_MAX } from './membershipValues.ts';
import { requiredText } from './text.ts';

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
  invoice: { title: string; taxNo: string; email: string; requestedAt: string } | null;
}

export interface UsageView {
  at: string;
  kind: QuotaKind;
  /** Negative when used, positive when granted. */
  delta: number;
  note: string;
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

/** `POST /enterprise/orders/:id/invoice`: a VAT invoice to the company (增值税普通发票). */
export const invoiceBody = z.object({
  title: requiredText('发票抬头', 60, 4),
  taxNo: z.string({ error: '请填写纳税人识别号' }).trim().regex(/^[0-9A-HJ-NPQRTUWXY]{15}$|^[0-9A-HJ-NPQRTUWXY]{18}$/, { error: '纳税人识别号为 15 或 18 位数字或大写字母' }),
  email: z.string({ error: '请填写接收邮箱' }).trim().email({ error: '邮箱格式不正确' }),
});
export type InvoiceBody = z.infer<typeof invoiceBody>;

/** `POST /enterprise/jobs/:id/pin`: how many days to pin it. */
export const pinBody = z.object({ days: z.number({ error: '请选择置顶天数' }).int().min(1, { error: '至少置顶 1 天' }).max(PIN_DAYS_MAX, { error: `一次最多置顶 ${PIN_DAYS_MAX} 天` }) });
