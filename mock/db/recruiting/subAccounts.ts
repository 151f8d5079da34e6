import { ALLOTTABLE_QUOTAS, type AllottableQuota, type SubAccountView, type TeamView } from '../../../src/contract/subAccounts.ts';
import { EMPLOYER_ERROR_CODES } from '../../../src/contract/codes.ts';
import type { QuotaView } from '../../../src/contract/membership.ts';
import type { QuotaKind } from '../../../src/dicts/membership.ts';
import { ApiError } from '../../core/errors.ts';
import { maskedMobile } from '../accounts.ts';
import type { Db, UserRecord } from '../index.ts';
import { membershipRecord, type MembershipRecord } from './membership.ts';

/**
 * Sub-accounts of a company (src/contract/subAccounts.ts). A recruiter of a company is its main account unless
 * recorded here. A sub-account's use of each split quota is counted per term (the quota's own expiry marks the
 * term), so a renewed plan starts everyone at zero, as it does the company.
 */

export interface SubAccountRecord {
  userId: string;
  companyId: string;
  title: string;
  /** `invited`: a job seeker's number added by the main account, until its owner accepts (routes/identity.ts). */
  status: 'active' | 'disabled' | 'invited';
  /** While invited: the name the main account typed (the seeker's own name is theirs to give, by accepting). */
  invitedName?: string;
  createdAt: number;
  allotted: Partial<Record<AllottableQuota, number>>;
  /** What was used, and in which term (the quota's expiresAt when it was counted). */
  used: Partial<Record<AllottableQuota, { n: number; term: number }>>;
}

const isAllottable = (kind: QuotaKind): kind is AllottableQuota => (ALLOTTABLE_QUOTAS as readonly QuotaKind[]).includes(kind);

export const subAccountOf = (db: Db, userId: string): SubAccountRecord | undefined => db.subAccounts.get(userId);

export const companySubAccounts = (db: Db, companyId: string) => [...db.subAccounts.values()].filter((s) => s.companyId === companyId);

/** Sub-accounts holding one of the plan's seats: the active ones, and invitations not answered yet. */
export const activeSubAccounts = (db: Db, companyId: string) => companySubAccounts(db, companyId).filter((s) => s.status !== 'disabled').length;

function usedThisTerm(sub: SubAccountRecord, kind: AllottableQuota, record: MembershipRecord): number {
  const entry = sub.used[kind];
  return entry && entry.term === record.quotas[kind].expiresAt ? entry.n : 0;
}

/**
 * Checks a sub-account's cap before the company's quota is drawn (membership.consumeQuota), and counts its use
 * once the draw succeeded. The main account and sub-accounts without a cap draw on the pool alone.
 */
export function checkAllotment(db: Db, actorId: string | undefined, kind: QuotaKind, amount: number, record: MembershipRecord): (() => void) | null {
  const sub = actorId ? db.subAccounts.get(actorId) : undefined;
  if (!sub || !isAllottable(kind)) return null;
  const cap = sub.allotted[kind];
  const used = usedThisTerm(sub, kind, record);
  if (cap !== undefined && used + amount > cap) {
    throw new ApiError(409, EMPLOYER_ERROR_CODES.allotmentExhausted, `分配给你的${kindName[kind]}额度（${cap}）已用完，请联系主账号分配`);
  }
  return () => {
    sub.used[kind] = { n: used + amount, term: record.quotas[kind].expiresAt };
  };
}

const kindName: Record<AllottableQuota, string> = { refresh: '刷新', unlock: '简历解锁', pin: '置顶', urgent: '急聘' };

function subAccountView(db: Db, sub: SubAccountRecord, record: MembershipRecord): SubAccountView {
  const user = db.users.get(sub.userId)!;
  return {
    id: sub.userId,
    name: sub.status === 'invited' ? (sub.invitedName ?? '') : user.name,
    title: sub.title,
    mobileMasked: maskedMobile(user.mobile),
    status: sub.status,
    createdAt: new Date(sub.createdAt).toISOString(),
    quotas: Object.fromEntries(
      ALLOTTABLE_QUOTAS.map((kind) => [kind, { allotted: sub.allotted[kind] ?? null, used: usedThisTerm(sub, kind, record) }]),
    ) as SubAccountView['quotas'],
  };
}

/** What is allotted of each quota to the company's active sub-accounts: each cap is reserved whole. */
export function allottedTotal(db: Db, companyId: string, kind: AllottableQuota, except?: string): number {
  return companySubAccounts(db, companyId)
    .filter((s) => s.status === 'active' && s.userId !== except)
    .reduce((n, s) => n + (s.allotted[kind] ?? 0), 0);
}

export function teamView(db: Db, viewer: UserRecord, now: number): TeamView {
  const companyId = viewer.companyId!;
  const record = membershipRecord(db, companyId, now);
  const own = db.subAccounts.get(viewer.id);
  const members = own ? [own] : companySubAccounts(db, companyId).sort((a, b) => a.createdAt - b.createdAt);
  return {
    canManage: !own,
    seats: { granted: record.quotas.subAccounts.granted, used: activeSubAccounts(db, companyId) },
    pool: Object.fromEntries(
      ALLOTTABLE_QUOTAS.map((kind) => [
        kind,
        { granted: record.quotas[kind].granted, used: record.quotas[kind].used, allotted: allottedTotal(db, companyId, kind) },
      ]),
    ) as TeamView['pool'],
    members: members.map((s) => subAccountView(db, s, record)),
  };
}

/**
 * The quotas as a sub-account sees them on /enterprisecenter: each quota the main account capped for it is its
 * share (the cap, and what it used this term); the others it draws on the company's pool, shown as they are.
 */
export function ownShareQuotas(sub: SubAccountRecord, record: MembershipRecord, quotas: QuotaView[]): QuotaView[] {
  return quotas.map((q) => {
    if (!isAllottable(q.kind)) return q;
    const cap = sub.allotted[q.kind];
    return cap === undefined ? q : { ...q, granted: cap, used: usedThisTerm(sub, q.kind, record) };
  });
}
