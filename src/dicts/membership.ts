import { simpleDict } from './types.ts';

/** Employer plans and their quotas, orders and payment channels (PRODUCT.md §2 membership machine). */

export const PLAN_VALUES = ['free', 'basic', 'pro', 'flagship'] as const;
export type PlanCode = (typeof PLAN_VALUES)[number];
export const planDict = simpleDict('plan', PLAN_VALUES);
/** The plans one can buy. */
export const PAID_PLANS = ['basic', 'pro', 'flagship'] as const satisfies readonly PlanCode[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_TERM_VALUES = ['month', 'quarter', 'halfYear', 'year'] as const;
export type PlanTerm = (typeof PLAN_TERM_VALUES)[number];
export const planTermDict = simpleDict('planTerm', PLAN_TERM_VALUES);

/** 职位数 (posts open at once), 刷新, 置顶 (days), 急聘, 简历解锁, 子账号, 零工数 (gigs open at once). */
export const QUOTA_KIND_VALUES = ['jobs', 'refresh', 'pin', 'urgent', 'unlock', 'subAccounts', 'gigs'] as const;
export type QuotaKind = (typeof QUOTA_KIND_VALUES)[number];
export const quotaKindDict = simpleDict('quotaKind', QUOTA_KIND_VALUES);

export const ORDER_STATUS_VALUES = ['unpaid', 'paid', 'cancelled', 'lapsed'] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];
export const orderStatusDict = simpleDict('orderStatus', ORDER_STATUS_VALUES);

export const PAYMENT_CHANNEL_VALUES = ['wechat', 'alipay', 'transfer'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNEL_VALUES)[number];
export const paymentChannelDict = simpleDict('paymentChannel', PAYMENT_CHANNEL_VALUES);

/** Where the company's plan stands: free, active, expiring within EXPIRING_DAYS. */
export const MEMBERSHIP_STATUS_VALUES = ['free', 'active', 'expiring'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUS_VALUES)[number];
export const membershipStatusDict = simpleDict('membershipStatus', MEMBERSHIP_STATUS_VALUES);
