import type { Db } from '../index.ts';
import { relatedCompanies } from './companyGroups.ts';
import { identityOf, sameCompany, type CompanyIdentity } from './companyIdentity.ts';
import type { SeekerState } from './seekers.ts';

/**
 * A seeker's block of a company (/privacySet), in one place: every check of it (the resume and its attachments,
 * the talent pool and its search, greetings and the chat they open) asks isBlockedBy. The block covers the
 * company, its related companies when the seeker asked for them, and any other company that is the same company
 * by its credit code or legal name (companyIdentity.ts): a second account cannot dodge it.
 */

/** The ids the seeker blocked, related companies included where asked. */
export function blockedCompanyIds(state: SeekerState): Set<string> {
  return new Set(state.privacy.blocked.flatMap((b) => [b.companyId, ...(b.includeRelated ? relatedCompanies(b.companyId) : [])]));
}

/**
 * Whether this seeker blocked this company. A search asking for many seekers passes the company's identity once
 * (`viewer`), so it is not rebuilt per seeker.
 */
export function isBlockedBy(db: Db, state: SeekerState, companyId: string, viewer?: CompanyIdentity): boolean {
  if (!state.privacy.blocked.length) return false;
  const ids = blockedCompanyIds(state);
  if (ids.has(companyId)) return true;
  const identity = viewer ?? identityOf(db, companyId);
  for (const id of ids) if (sameCompany(identity, identityOf(db, id))) return true;
  return false;
}
