import { EMPLOYER_ERROR_CODES } from '../../../src/contract/codes.ts';
import { ApiError } from '../../core/errors.ts';
import type { Db, UserRecord } from '../index.ts';
import { certificationOf, isCertified } from './certification.ts';

/**
 * What an uncertified company may do (docs/API.md, Tenant rules): its own page, certification, plans, drafts.
 * Reading people is not among it: only a certified company searches the talent pool, reads a resume as an
 * employer (/cv, attachments, downloads) and unlocks contact details. Anyone can sign up and name any company,
 * so a seeker's data waits for a company whose licence the platform has checked.
 */

const NOT_CERTIFIED = EMPLOYER_ERROR_CODES.companyNotCertified;

/** Why this employer may not read resumes yet, in the user's words (null when it may). */
function refusal(db: Db, user: UserRecord, now: number): string | null {
  const company = db.recruiting.companyById.get(user.companyId ?? '');
  if (!company) return '请先在“企业信息”创建企业主页并完成企业认证，认证通过后才能查看人才库和简历';
  if (isCertified(db, company, now)) return null;
  if (certificationOf(db, company, now).status === 'pending') return '企业认证正在审核中，审核通过后才能查看人才库和简历';
  return '企业认证通过后才能查看人才库和简历、解锁联系方式：请先在“企业信息”提交营业执照';
}

/** Refuses (403 COMPANY_NOT_CERTIFIED) an employer whose company is not certified; seekers pass. */
export function assertMayReadPeople(db: Db, user: UserRecord, now: number) {
  if (user.role !== 'enterprise') return;
  const reason = refusal(db, user, now);
  if (reason) throw new ApiError(403, NOT_CERTIFIED, reason);
}
