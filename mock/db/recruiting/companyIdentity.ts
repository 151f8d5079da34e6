import { normalizeCreditCode } from '../../../src/contract/creditCode.ts';
import type { Db } from '../index.ts';

/**
 * Who is the same company (docs/API.md, Tenant rules). A company is identified by its 统一社会信用代码 once
 * certified, and by its normalised legal name before. The reviewer keeps both unique in the registry
 * (certification.ts refuses a code or a name registered to another company), so two certified companies never
 * share either.
 *
 * Where a seeker's protection is at stake (a block), every identifier a company has or claims counts: the name
 * given at sign-up, the registry's code, and the name and code of any certification request, pending or refused.
 * A second account that names the blocked company, or types its code, is that company for the block.
 */

/** Legal names as people type them: full-width or half-width, any case, spaces, （）or (). */
export function normaliseCompanyName(name: string): string {
  // NFKC folds full-width letters, digits, brackets and the ideographic space into their ASCII forms.
  return name
    .normalize('NFKC')
    .replace(/[\s\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase();
}

export const normaliseCode = (code: string): string => normalizeCreditCode(code.normalize('NFKC'));

export interface CompanyIdentity {
  names: Set<string>;
  codes: Set<string>;
}

const PENDING = 'pending-';

/** Every identifier the company has or claims; a `pending-…` company (no page yet) has its sign-up name. */
export function identityOf(db: Db, companyId: string): CompanyIdentity {
  const names = new Set<string>();
  const codes = new Set<string>();
  const addName = (name: string | null | undefined) => name && names.add(normaliseCompanyName(name));
  const addCode = (code: string | null | undefined) => code && codes.add(normaliseCode(code));
  const company = db.recruiting.companyById.get(companyId);
  if (company) {
    addName(company.name);
    addCode(company.registration.creditCode);
  } else if (companyId.startsWith(PENDING)) {
    addName(db.users.get(companyId.slice(PENDING.length))?.companyName);
  }
  const request = db.certifications.get(companyId);
  addName(request?.legalName);
  addCode(request?.creditCode);
  return { names, codes };
}

const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** The same company by any identifier (see above). */
export const sameCompany = (a: CompanyIdentity, b: CompanyIdentity) => overlaps(a.codes, b.codes) || overlaps(a.names, b.names);

/**
 * Another company of the business registry (every company on the platform's public lists: the seeded ones and
 * those certified since) holding this name or code: the reviewer's uniqueness check.
 */
export function registeredHolder(db: Db, by: { name?: string; code?: string }, except: string) {
  const name = by.name ? normaliseCompanyName(by.name) : null;
  const code = by.code ? normaliseCode(by.code) : null;
  return db.recruiting.companies.find(
    (c) =>
      c.id !== except &&
      ((name !== null && normaliseCompanyName(c.name) === name) ||
        (code !== null && !!c.registration.creditCode && normaliseCode(c.registration.creditCode) === code)),
  );
}
