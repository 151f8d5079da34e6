import { BLOCK_ERROR_CODES } from '../../../src/contract/blockValues.ts';
import { ApiError } from '../../core/errors.ts';
import type { Db } from '../index.ts';
import { isBlockedBy } from './blocking.ts';
import type { SeekerState } from './seekers.ts';

/**
 * A seeker's own block of a company (/privacySet) as the seeker meets it (issue 26.12): contacting or applying
 * to the company is refused until they confirm lifting it; their current employer is unblocked only on a second
 * word. The company meanwhile sees nothing of them (applicationsTo, mayJoin): no application, no conversation,
 * no reason — as for an unknown id.
 */

/** Whether the company may not see this seeker at all: the seeker blocked it. */
export function hiddenFromCompany(db: Db, seekerId: string, companyId: string): boolean {
  const state = db.seekerStates.get(seekerId);
  return !!state && isBlockedBy(db, state, companyId);
}

/** The block entries that cover the company (itself, a related company asked for, the same company by identity). */
function entriesCovering(db: Db, state: SeekerState, companyId: string) {
  return state.privacy.blocked.filter((b) => isBlockedBy(db, { ...state, privacy: { ...state.privacy, blocked: [b] } }, companyId));
}

/**
 * Before 立即沟通 or 投递: a company the seeker blocked answers 409 COMPANY_BLOCKED_BY_YOU (the page warns), unless
 * the seeker confirmed (`unblock`), which lifts the entries that cover it.
 */
export function refuseOwnBlock(db: Db, state: SeekerState, companyId: string, unblock: boolean | undefined, what: string) {
  const covering = entriesCovering(db, state, companyId);
  if (!covering.length) return;
  if (!unblock) throw new ApiError(409, BLOCK_ERROR_CODES.blockedByYou, `你已屏蔽该公司，对方看不到你的简历和消息。解除屏蔽后才能${what}`);
  state.privacy.blocked = state.privacy.blocked.filter((b) => !covering.includes(b));
}

/** The seeker's current job (a work entry with no end) is at this company. */
export function isCurrentEmployer(db: Db, state: SeekerState, companyId: string): boolean {
  const company = db.recruiting.companyById.get(companyId);
  if (!company) return false;
  const work = state.onlineResumes['zh-CN']?.content.work ?? [];
  return work.some((w) => w.end === null && (w.company === company.name || w.company === company.shortName));
}
