import type { QuotaKind } from '../dicts/membership.ts';

/**
 * Plain values of sub-accounts, without zod (the team card on /enterprisecenter reads them at run time; the API
 * validates with subAccounts.ts, which builds its schemas from these and re-exports them).
 */

/** The quotas that are split; posts (`jobs`) stay a company-wide level. */
export const ALLOTTABLE_QUOTAS = ['refresh', 'unlock', 'pin', 'urgent'] as const satisfies readonly QuotaKind[];
export type AllottableQuota = (typeof ALLOTTABLE_QUOTAS)[number];

export const SUB_ACCOUNT_TITLE_MAX = 20;
export const ALLOTMENT_MAX = 100_000;
