import { EMPLOYER_ERROR_CODES } from '../../../src/contract/codes.ts';
import { gigsInUse } from '../gigs/quota.ts';
import type { InvoiceView, Membership, OrderView } from '../../../src/contract/membership.ts';
import { EXPIRING_DAYS, LEVEL_QUOTAS, ORDER_UNPAID_MINUTES, planGrant, PLAN_QUOTAS, TERM_DAYS } from '../../../src/contract/membershipValues.ts';
import {
  PLAN_VALUES,
  QUOTA_KIND_VALUES,
  type OrderStatus,
  type PaymentChannel,
  type PlanCode,
  type PlanTerm,
  type QuotaKind,
} from '../../../src/dicts/membership.ts';
import { ApiError } from '../../core/errors.ts';
import type { Db } from '../index.ts';
import { undoOnFailure } from '../charges.ts';
import { DAY_MS, inBeijing, zh } from './labels.ts';
import { activeSubAccounts, checkAllotment } from './subAccounts.ts';
import { jobStatus } from './viewer.ts';
import type { ServerMessage, ServerParam } from '../../../src/contract/serverText/types.ts';
import { msg, zhText } from '../../core/serverText.ts';

/**
 * Employer plans (PRODUCT.md §2 membership machine): FREE → ORDER_UNPAID → ACTIVE (quotas granted) → EXPIRING
 * (the last EXPIRING_DAYS) → back to FREE at the end. Each quota is a counter with its own expiry; every grant
 * and use is logged. An upgrade is paid with a credit for the current plan's unused days; a renewal of the same
 * plan extends it. The payment itself is simulated.
 */

export interface QuotaRecord {
  granted: number;
  used: number;
  expiresAt: number;
}

/** Orders the platform took before the seed: the serials go on from there. */
const ORDER_SERIAL_BASE = 3816;

/**
 * The next order number: `OD`, the Beijing date it was placed and a six-digit running serial (OD20261014003817),
 * the way payment systems number orders, not OD000000 for the first of the platform.
 */
export function orderNumber(db: Db, at: number): string {
  return `OD${inBeijing(at).format('YYYYMMDD')}${String(ORDER_SERIAL_BASE + ++db.employerCounters.order).padStart(6, '0')}`;
}

export interface OrderRecord {
  id: string;
  plan: PlanCode;
  term: PlanTerm;
  amount: number;
  credit: number;
  status: OrderStatus;
  createdAt: number;
  paidAt: number | null;
  channel: PaymentChannel | null;
  invoice: (Omit<InvoiceView, 'requestedAt'> & { requestedAt: number }) | null;
}

export interface UsageRecord {
  at: number;
  kind: QuotaKind;
  delta: number;
  note: string;
  message: ServerMessage;
  /** A use by a sub-account: its user id (the sub-account's own log is these). */
  actorId?: string;
}

export interface MembershipRecord {
  plan: PlanCode;
  term: PlanTerm | null;
  startedAt: number | null;
  expiresAt: number | null;
  quotas: Record<QuotaKind, QuotaRecord>;
  lapsed: { plan: PlanCode; at: number } | null;
  orders: OrderRecord[];
  usage: UsageRecord[];
}

/** The first moment of the next Beijing calendar month: when the free plan's monthly quotas renew. */
export function nextMonthStart(now: number): number {
  const beijing = new Date(now + 8 * 3600_000);
  return Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() + 1, 1) - 8 * 3600_000;
}

function freeQuotas(now: number): Record<QuotaKind, QuotaRecord> {
  const expiresAt = nextMonthStart(now);
  return Object.fromEntries(QUOTA_KIND_VALUES.map((kind) => [kind, { granted: PLAN_QUOTAS.free[kind], used: 0, expiresAt }])) as Record<QuotaKind, QuotaRecord>;
}

export function emptyMembership(now: number): MembershipRecord {
  return { plan: 'free', term: null, startedAt: null, expiresAt: null, quotas: freeQuotas(now), lapsed: null, orders: [], usage: [] };
}

function grant(record: MembershipRecord, plan: PlanCode, term: PlanTerm, from: number, until: number, renew: boolean) {
  const grants = planGrant(plan, term);
  for (const kind of QUOTA_KIND_VALUES) {
    const quota = record.quotas[kind];
    // A renewal adds to what is left; a new plan starts its counters afresh (the old plan's rest was credited).
    const level = LEVEL_QUOTAS.includes(kind);
    record.quotas[kind] =
      renew && !level ? { granted: quota.granted + grants[kind], used: quota.used, expiresAt: until } : { granted: grants[kind], used: 0, expiresAt: until };
    if (grants[kind] && !level)
      record.usage.push({
        at: from,
        kind,
        delta: grants[kind],
        ...usageNote(msg(renew ? 'usage.planRenewed' : 'usage.planOpened', { plan: { label: `dict.plan.${plan}` } })),
      });
  }
}

/** Applies what time has done: a plan that ended, the free plan's new month, unpaid orders that lapsed. */
function settle(record: MembershipRecord, now: number) {
  if (record.plan !== 'free' && record.expiresAt !== null && now >= record.expiresAt) {
    record.lapsed = { plan: record.plan, at: record.expiresAt };
    Object.assign(record, { plan: 'free', term: null, startedAt: null, expiresAt: null, quotas: freeQuotas(now) });
  } else if (record.plan === 'free' && record.quotas.refresh.expiresAt <= now) {
    record.quotas = freeQuotas(now);
  }
  for (const order of record.orders) {
    if (order.status === 'unpaid' && now - order.createdAt > ORDER_UNPAID_MINUTES * 60_000) order.status = 'lapsed';
  }
}

export function membershipRecord(db: Db, companyId: string, now: number): MembershipRecord {
  let record = db.memberships.get(companyId);
  if (!record) db.memberships.set(companyId, (record = emptyMembership(now)));
  settle(record, now);
  return record;
}

/** Posts that take a slot: open or waiting for review. */
export function postsInUse(db: Db, companyId: string, now: number): number {
  const company = db.recruiting.companyById.get(companyId);
  if (!company) return 0;
  return company.jobIds.filter((id) => {
    const status = jobStatus(db.recruiting.jobById.get(id)!, now);
    return status === 'open' || status === 'pending';
  }).length;
}

export function quotaExhausted(kind: QuotaKind): ApiError {
  return new ApiError(409, EMPLOYER_ERROR_CODES.quotaExhausted, `${zh(`dict.quotaKind.${kind}`)}额度已用完：升级套餐可获得更多`);
}

/**
 * Uses `amount` of a quota for `note` (a job title, a resume), or refuses with QUOTA_EXHAUSTED. The job slots
 * are a level: checked against the posts in use, not counted down.
 */
/**
 * A usage line's note and its message: `subject` is a job or gig title (put in as it is) or a message (李先生的简历),
 * and `by` the sub-account who used it.
 */
export function usageNote(subject: ServerParam, by?: string): { note: string; message: ServerMessage } {
  const base = typeof subject === 'object' && 'id' in subject ? subject : msg('usage.subject', { subject });
  const message = by ? msg('usage.byColleague', { note: base, by }) : base;
  return { note: zhText(message), message };
}

/** Draws on a quota for `actorId` (a sub-account is held to its allotment first), or refuses with 409. */
export function consumeQuota(db: Db, companyId: string, kind: QuotaKind, amount: number, subject: ServerParam, now: number, actorId?: string) {
  const record = membershipRecord(db, companyId, now);
  const quota = record.quotas[kind];
  if (kind === 'jobs' || kind === 'gigs') {
    if ((kind === 'jobs' ? postsInUse(db, companyId, now) : gigsInUse(db, companyId, now)) + amount > quota.granted) throw quotaExhausted(kind);
    return;
  }
  const countForSubAccount = checkAllotment(db, actorId, kind, amount, record);
  if (quota.used + amount > quota.granted) throw quotaExhausted(kind);
  const sub = actorId ? db.subAccounts.get(actorId) : undefined;
  const subUsed = sub && { ...sub.used };
  quota.used += amount;
  countForSubAccount?.();
  const by = sub ? db.users.get(actorId!)?.name : undefined;
  const entry: UsageRecord = { at: now, kind, delta: -amount, ...usageNote(subject, by), ...(by ? { actorId } : {}) };
  record.usage.push(entry);
  // Undone if the request fails after this draw (charges.ts).
  undoOnFailure(db, () => {
    quota.used -= amount;
    if (sub && subUsed) sub.used = subUsed;
    const at = record.usage.indexOf(entry);
    if (at !== -1) record.usage.splice(at, 1);
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

function orderView(order: OrderRecord): OrderView {
  return {
    ...order,
    createdAt: iso(order.createdAt),
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    invoice: order.invoice && { ...order.invoice, requestedAt: iso(order.invoice.requestedAt) },
  };
}

const USAGE_SHOWN = 100;

/**
 * The plan as the company's recruiters see it. `subAccountId`: the viewer is that sub-account, who sees no orders
 * (money and invoices are the main account's) and only its own uses in the log.
 */
export function membershipView(db: Db, companyId: string, now: number, subAccountId?: string): Membership {
  const record = membershipRecord(db, companyId, now);
  const usage = subAccountId ? record.usage.filter((u) => u.actorId === subAccountId) : record.usage;
  const expiring = record.expiresAt !== null && record.expiresAt - now <= EXPIRING_DAYS * DAY_MS;
  return {
    plan: record.plan,
    status: record.plan === 'free' ? 'free' : expiring ? 'expiring' : 'active',
    term: record.term,
    startedAt: record.startedAt === null ? null : iso(record.startedAt),
    expiresAt: record.expiresAt === null ? null : iso(record.expiresAt),
    lapsed: record.lapsed && { plan: record.lapsed.plan, at: iso(record.lapsed.at) },
    quotas: QUOTA_KIND_VALUES.map((kind) => {
      const quota = record.quotas[kind];
      return {
        kind,
        granted: quota.granted,
        used:
          kind === 'jobs'
            ? postsInUse(db, companyId, now)
            : kind === 'gigs'
              ? gigsInUse(db, companyId, now)
              : kind === 'subAccounts'
                ? activeSubAccounts(db, companyId)
                : quota.used,
        expiresAt: iso(quota.expiresAt),
      };
    }),
    orders: subAccountId ? [] : [...record.orders].sort((a, b) => b.createdAt - a.createdAt).map(orderView),
    usage: usage
      .slice(-USAGE_SHOWN)
      .reverse()
      .map(({ actorId: _actor, ...u }) => ({ ...u, at: iso(u.at) })),
  };
}

export const planRank = (plan: PlanCode) => PLAN_VALUES.indexOf(plan);

/** Pays an order (simulated) and applies it: a new plan, an upgrade or a renewal. */
export function applyPaidOrder(record: MembershipRecord, order: OrderRecord, now: number) {
  const renew = record.plan === order.plan && record.expiresAt !== null;
  const from = renew ? record.expiresAt! : now;
  const until = from + TERM_DAYS[order.term] * DAY_MS;
  if (!renew) Object.assign(record, { plan: order.plan, term: order.term, startedAt: now, lapsed: null });
  record.expiresAt = until;
  grant(record, order.plan, order.term, now, until, renew);
}
