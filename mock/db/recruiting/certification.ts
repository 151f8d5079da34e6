import type { CompanyCertification } from '../../../src/contract/companyProfile.ts';
import { RECERTIFY_DAYS, REVIEW_MS } from '../../../src/contract/postingValues.ts';
import type { Db } from '../index.ts';
import { DAY_MS } from './labels.ts';
import type { CompanyRecord } from './types.ts';
import { iso } from './viewer.ts';
import { notifyCertification } from '../notifications/notices.ts';
import { registeredHolder } from './companyIdentity.ts';

/**
 * Company certification (PRODUCT.md §2): unverified → pending → verified or rejected (with a reason), and
 * re-check due RECERTIFY_DAYS after it was verified. The mock's reviewer answers REVIEW_MS after a request,
 * comparing it with the business registry (the seed's registrations): a code registered to another company, or
 * a name that is not the one registered under the code, is rejected with that reason.
 *
 * Seeded companies have no request on file: a verified one was verified a stable number of days before the
 * seed's date; an unverified one that has posts was verified long ago and is due again (its posts stay online,
 * new ones wait for the re-check); one with no posts has never been certified.
 */

/** A stable 5–150 days ago for a seeded company, so re-checks fall due on a spread of dates, none yet. */
function seededVerifiedAt(db: Db, company: CompanyRecord): number {
  let hash = 0;
  for (const ch of company.id) hash = (hash * 31 + ch.charCodeAt(0)) % 1000;
  const daysAgo = company.verified ? 5 + (hash % 146) : RECERTIFY_DAYS + 20 + (hash % 60);
  return db.createdAt - daysAgo * DAY_MS;
}

/** Runs the reviewer on a request whose time has come. */
function settle(db: Db, company: CompanyRecord, now: number) {
  const record = db.certifications.get(company.id);
  if (!record || record.status !== 'pending' || now - record.submittedAt < REVIEW_MS) return;
  const holder = db.recruiting.companies.find((c) => c.registration.creditCode === record.creditCode);
  record.decidedAt = record.submittedAt + REVIEW_MS;
  if (holder && holder.id !== company.id) {
    record.status = 'rejected';
    record.reason = '该统一社会信用代码已登记在其他企业名下，请核对营业执照';
  } else if (holder && holder.name !== record.legalName) {
    record.status = 'rejected';
    record.reason = `企业名称与工商登记不一致（登记名称为“${holder.name}”）`;
  } else if (registeredHolder(db, { name: record.legalName }, company.id)) {
    // The same name (spaces, width, case and brackets aside) is another registered company: one name, one code.
    record.status = 'rejected';
    record.reason = '该企业名称已登记在其他企业名下，统一社会信用代码与之不符，请核对营业执照';
  } else if (!holder && record.legalName !== company.name) {
    record.status = 'rejected';
    record.reason = `企业名称须与注册时填写的“${company.name}”一致`;
  } else {
    record.status = 'verified';
    company.verified = true;
    // A company new to the platform appears in search and on /comdetail once certified.
    if (!db.recruiting.companies.includes(company)) db.recruiting.companies.push(company);
    company.registration = { ...company.registration, creditCode: record.creditCode };
  }
  notifyCertification(db, company, record);
}

/**
 * The reviewer answers on time even when nobody asks: REVIEW_MS after the request the decision is made (dated
 * then) and its notice goes out on the live stream, so the recruiter's open pages follow without a reload.
 * (Settling before each request stays: it catches anything a timer missed.) A later request for the same
 * company is its own: this one then finds nothing due.
 */
export function scheduleCertificationReview(db: Db, companyId: string) {
  const record = db.certifications.get(companyId);
  if (!record || record.status !== 'pending') return;
  const due = record.submittedAt + REVIEW_MS;
  const timer = setTimeout(() => {
    const company = db.recruiting.companyById.get(companyId);
    if (company) settle(db, company, due);
  }, REVIEW_MS);
  // A test mock's clock runs apart from this timer's; it must not keep a finished test process alive.
  timer.unref?.();
}

/** Every pending request whose answer is due: called before each API request. */
export function settleCertifications(db: Db, now: number) {
  for (const [companyId, record] of db.certifications) {
    if (record.status === 'pending') settle(db, db.recruiting.companyById.get(companyId)!, now);
  }
}

export function certificationOf(db: Db, company: CompanyRecord, now: number): CompanyCertification {
  const record = db.certifications.get(company.id);
  if (record && record.status !== 'verified') {
    return {
      status: record.status,
      legalName: record.legalName,
      creditCode: record.creditCode,
      submittedAt: iso(record.submittedAt),
      decidedAt: record.decidedAt ? iso(record.decidedAt) : null,
      reason: record.reason,
      recheckAt: null,
    };
  }
  const verifiedAt = record?.decidedAt ?? (company.verified || company.jobIds.length ? seededVerifiedAt(db, company) : null);
  if (verifiedAt === null)
    return { status: 'unverified', legalName: company.name, creditCode: null, submittedAt: null, decidedAt: null, reason: null, recheckAt: null };
  const recheckAt = verifiedAt + RECERTIFY_DAYS * DAY_MS;
  return {
    status: now >= recheckAt ? 'recheckDue' : 'verified',
    legalName: record?.legalName ?? company.name,
    creditCode: record?.creditCode ?? company.registration.creditCode,
    submittedAt: record ? iso(record.submittedAt) : null,
    decidedAt: iso(verifiedAt),
    reason: null,
    recheckAt: iso(recheckAt),
  };
}

/** Only a company whose certification is current may publish. */
export const canPublish = (db: Db, company: CompanyRecord, now: number) => certificationOf(db, company, now).status === 'verified';

/**
 * A company whose licence the platform has checked: verified, or verified before and now due for its re-check
 * (its posts stay online; only publishing waits for the re-check), or with a re-check in review. Only such a
 * company reads the talent pool and resumes, and unlocks contact details (companyAccess.ts).
 */
export function isCertified(db: Db, company: CompanyRecord, now: number): boolean {
  const { status } = certificationOf(db, company, now);
  if (status === 'verified' || status === 'recheckDue') return true;
  // A request in review of a company that was verified before (a seeded one with posts, or one the reviewer passed).
  return status === 'pending' && (company.verified || company.jobIds.length > 0);
}
