import type { PlanCode, PlanTerm, QuotaKind } from '../dicts/membership.ts';

/**
 * The employer plans (PRODUCT.md §1 D, the 74cms 套餐 model): what each costs and grants. Shared by the mock,
 * the plan pages and the landing page, so a price or a quota is written once.
 */
export const TERM_MONTHS: Record<PlanTerm, number> = { month: 1, quarter: 3, halfYear: 6, year: 12 };
/** Longer terms cost less a month. */
export const TERM_DISCOUNT: Record<PlanTerm, number> = { month: 1, quarter: 0.9, halfYear: 0.85, year: 0.75 };
/** Yuan a month at the monthly rate. */
export const PLAN_MONTHLY_PRICE: Record<PlanCode, number> = { free: 0, basic: 399, pro: 999, flagship: 2499 };

/**
 * What a plan grants. `jobs` (posts open or in review at once) and `subAccounts` are levels; the others are
 * granted per month of the term: a quarter of 专业版 gives 3 × 200 refreshes.
 */
export const PLAN_QUOTAS: Record<PlanCode, Record<QuotaKind, number>> = {
  free: { jobs: 3, refresh: 10, pin: 0, urgent: 0, unlock: 3, subAccounts: 0, gigs: 2 },
  basic: { jobs: 10, refresh: 60, pin: 10, urgent: 5, unlock: 50, subAccounts: 1, gigs: 10 },
  pro: { jobs: 30, refresh: 200, pin: 30, urgent: 15, unlock: 200, subAccounts: 5, gigs: 30 },
  flagship: { jobs: 100, refresh: 600, pin: 90, urgent: 50, unlock: 800, subAccounts: 20, gigs: 100 },
};
/** Levels: `gigs` (零工, in review or not yet over, at once) like the job posts. */
export const LEVEL_QUOTAS: readonly QuotaKind[] = ['jobs', 'subAccounts', 'gigs'];

/** The price of a plan for a term, in yuan. */
export const planPrice = (plan: PlanCode, term: PlanTerm): number => Math.round(PLAN_MONTHLY_PRICE[plan] * TERM_MONTHS[term] * TERM_DISCOUNT[term]);

/** What a term of a plan grants of each quota. */
export const planGrant = (plan: PlanCode, term: PlanTerm): Record<QuotaKind, number> =>
  Object.fromEntries(
    Object.entries(PLAN_QUOTAS[plan]).map(([kind, n]) => [kind, LEVEL_QUOTAS.includes(kind as QuotaKind) ? n : n * TERM_MONTHS[term]]),
  ) as Record<QuotaKind, number>;

/** A plan this close to its end is "expiring": the centre and the plan page say so. */
export const EXPIRING_DAYS = 7;
/** An unpaid order lapses after this long. */
export const ORDER_UNPAID_MINUTES = 30;
/** 急聘 lasts this long; 置顶 is bought by the day (1–30 at a time). */
export const URGENT_DAYS = 7;
export const PIN_DAYS_MAX = 30;
/** How long a term runs, in days. */
export const TERM_DAYS: Record<PlanTerm, number> = { month: 30, quarter: 90, halfYear: 180, year: 365 };

/**
 * Invoice kinds: 增值税普通发票 (`normal`, 普票) and 增值税专用发票 (`special`, 专票, for a VAT taxpayer that deducts
 * input tax: it also carries the buyer's bank, account, registered address and phone, and goes to the certified
 * company only, under its certified name and code).
 */
export const INVOICE_KIND_VALUES = ['normal', 'special'] as const;
export type InvoiceKind = (typeof INVOICE_KIND_VALUES)[number];
/** A bank account number as printed on a 专票: digits only (spaces and dashes are dropped). */
export const BANK_ACCOUNT_PATTERN = /^\d{8,30}$/;
/** The registered phone: a landline with its area code or a mobile, digits and dashes. */
export const INVOICE_PHONE_PATTERN = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1\d{10})$/;
/** Spaces and dashes people type inside an account number. */
export const normalizeBankAccount = (value: string): string => value.replace(/[\s-]+/g, '');
