import type { AccessFacts, UnionUser } from '../../src/contract/auth.ts';
import type { AccessSubject } from '../../src/contract/permissions.ts';
import { toUnionUser, type UserRecord } from './accounts.ts';
import { switchableTo } from './identity.ts';
import type { Db } from './index.ts';
import { canPublish } from './recruiting/certification.ts';

/**
 * The facts src/contract/permissions.ts decides on, read from the data at each request (never stored on the user,
 * so a certification that comes through or a sub-account that is added counts at once): main or sub account, and
 * whether the company's certification is current.
 */
export function accessFactsOf(db: Db, user: UserRecord, now: number): AccessFacts {
  const switchable = switchableTo(db, user);
  if (user.role !== 'enterprise') return { accountType: null, companyCertified: false, switchableTo: switchable };
  const company = db.recruiting.companyById.get(user.companyId ?? '');
  return {
    accountType: db.subAccounts.has(user.id) ? 'sub' : 'main',
    // A company not on the platform yet (`pending-…`) has nothing to certify.
    companyCertified: !!company && canPublish(db, company, now),
    switchableTo: switchable,
  };
}

export const accessSubjectOf = (db: Db, user: UserRecord, now: number): AccessSubject => {
  const { accountType, companyCertified } = accessFactsOf(db, user, now);
  return { role: user.role, accountType, companyCertified };
};

/** The signed-in user as the API answers it (sign-in, /auth/current, the centre). */
export const unionUserOf = (db: Db, user: UserRecord, now: number): UnionUser => toUnionUser(user, accessFactsOf(db, user, now));
