import { blockBody, privacyBody, type BlockedCompany, type CompanyRef, type PrivacySettings } from '../../src/contract/privacy.ts';
import { MAX_BLOCKED_COMPANIES } from '../../src/contract/privacyValues.ts';
import { BLOCK_ERROR_CODES } from '../../src/contract/blockValues.ts';
import { unblockQuery } from '../../src/contract/blocks.ts';
import { ApiError, conflict, notFound } from '../core/errors.ts';
import { isCurrentEmployer } from '../db/recruiting/ownBlock.ts';
import { route } from '../core/router.ts';
import type { Db } from '../db/index.ts';
import { relatedCompanies } from '../db/recruiting/companyGroups.ts';
import { findCompany } from '../db/recruiting/lookup.ts';
import type { SeekerState } from '../db/recruiting/seekers.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';

/**
 * Privacy settings (/privacySet). Where each is enforced: visibility and blocking in resumeAccess.ts (/cv,
 * attachments); the name display and the virtual number in what /cv answers employers; hiding agency jobs
 * by default in `GET /jobs`; personalisation in /recommend and the home page. Online status and quiet hours
 * are kept here for chat and notifications (the communication pages).
 */

function ref(db: Db, id: string): CompanyRef {
  const company = db.recruiting.companyById.get(id)!;
  return { id, name: company.name, logo: company.logo };
}

export function privacySettings(db: Db, state: SeekerState): PrivacySettings {
  const { blocked, ...rest } = state.privacy;
  return {
    ...rest,
    doNotDisturb: { ...rest.doNotDisturb },
    blocked: blocked.map(
      (b): BlockedCompany => ({
        company: ref(db, b.companyId),
        includeRelated: b.includeRelated,
        related: relatedCompanies(b.companyId).map((id) => ref(db, id)),
        blockedAt: iso(b.at),
      }),
    ),
  };
}

export const privacyRoutes = [
  route({
    method: 'GET',
    path: '/me/privacy',
    auth: 'seeker',
    handler: ({ db, user }) => privacySettings(db, seekerState(db, user!.id)),
  }),
  route({
    method: 'PUT',
    path: '/me/privacy',
    auth: 'seeker',
    body: privacyBody,
    handler: ({ body, db, user }) => {
      const state = seekerState(db, user!.id);
      Object.assign(state.privacy, body);
      return privacySettings(db, state);
    },
  }),
  route({
    method: 'POST',
    path: '/me/privacy/blocked',
    auth: 'seeker',
    body: blockBody,
    handler: ({ body, db, user, now }) => {
      const company = findCompany(db, body.companyId);
      const state = seekerState(db, user!.id);
      const existing = state.privacy.blocked.find((b) => b.companyId === company.id);
      if (existing) existing.includeRelated = body.includeRelated;
      else {
        if (state.privacy.blocked.length >= MAX_BLOCKED_COMPANIES) throw conflict(`最多屏蔽 ${MAX_BLOCKED_COMPANIES} 家公司`);
        state.privacy.blocked.unshift({ companyId: company.id, includeRelated: body.includeRelated, at: now });
      }
      return privacySettings(db, state);
    },
  }),
  route({
    method: 'DELETE',
    path: '/me/privacy/blocked/:companyId',
    auth: 'seeker',
    query: unblockQuery,
    handler: ({ params, query, db, user }) => {
      const state = seekerState(db, user!.id);
      if (!state.privacy.blocked.some((b) => b.companyId === params.companyId)) throw notFound('该公司不在屏蔽列表中');
      // The current employer is the block most regretted when lifted by mistake: it takes a second word (issue 26.12).
      if (!query.confirm && isCurrentEmployer(db, state, params.companyId)) {
        throw new ApiError(409, BLOCK_ERROR_CODES.currentEmployer, '这是你目前就职的公司：解除屏蔽后，对方可以搜索到你的简历。确定要解除吗？');
      }
      state.privacy.blocked = state.privacy.blocked.filter((b) => b.companyId !== params.companyId);
      return privacySettings(db, state);
    },
  }),
];
