import type { Role } from '../../src/contract/auth.ts';
import type { UserRecord } from './accounts.ts';
import type { Db } from './index.ts';

/**
 * One number, both identities (src/contract/identity.ts). An account holds the identities in `identities`
 * (absent: only its `role`); `role` is the one it acts as now, so every route's role check follows a switch.
 * The recruiter identity counts only while its sub-account is active: a stopped one leaves the seeker.
 */
export function heldIdentities(user: UserRecord): Role[] {
  return user.identities ?? (user.role ? [user.role] : []);
}

/** The identity the account may switch to now, or null. */
export function switchableTo(db: Db, user: UserRecord): Role | null {
  const other = heldIdentities(user).find((role) => role !== user.role) ?? null;
  if (other === 'enterprise' && db.subAccounts.get(user.id)?.status !== 'active') return null;
  return other;
}
