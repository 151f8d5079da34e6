import { ALLOTTABLE_QUOTAS, allotmentBody, subAccountBody, type SubAccountBody, type TeamView } from '../../src/contract/subAccounts.ts';
import { CURRENT_AGREEMENT_VERSION } from './agreementText.ts';
import { conflict, invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { endSessionsOf } from '../core/sessions.ts';
import { findUserByMobile } from '../db/accounts.ts';
import type { Db, UserRecord } from '../db/index.ts';
import type { CompanyRecord } from '../db/recruiting/types.ts';
import { noticeMessage, notify } from '../db/notifications/store.ts';
import { isBlockedBy } from '../db/recruiting/blocking.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { membershipRecord, quotaExhausted } from '../db/recruiting/membership.ts';
import { activeSubAccounts, allottedTotal, subAccountOf, teamView, type SubAccountRecord } from '../db/recruiting/subAccounts.ts';
import { ownCompany } from './companyProfile.ts';

/**
 * 子账号: the main account adds recruiters (as many as the plan's `subAccounts` level), splits the refresh,
 * unlock, pin and urgent quotas among them, and stops or restarts them. A sub-account sees itself only; its
 * own cap is checked wherever a quota is drawn (membership.consumeQuota).
 */

function ownSubAccount(db: Db, companyId: string, id: string): SubAccountRecord {
  const sub = subAccountOf(db, id);
  if (!sub || sub.companyId !== companyId) throw notFound('子账号不存在');
  return sub;
}

function assertSeat(db: Db, companyId: string, now: number) {
  if (activeSubAccounts(db, companyId) >= membershipRecord(db, companyId, now).quotas.subAccounts.granted) throw quotaExhausted('subAccounts');
}

/**
 * A number that already holds an account: a job seeker's is invited (it becomes a recruiter only when its owner
 * accepts, routes/identity.ts); a recruiter's, or an account with no identity yet, cannot be added.
 */
function inviteSeeker(db: Db, existing: UserRecord, company: CompanyRecord, body: SubAccountBody, now: number) {
  if (existing.role !== 'seeker' || existing.identities) {
    throw invalid([{ field: 'mobile', message: '这个手机号已是招聘者账号，不能再添加为子账号，请换一个号码' }]);
  }
  const pending = db.subAccounts.get(existing.id);
  if (pending?.companyId === company.id) throw invalid([{ field: 'mobile', message: '已向这个手机号发出邀请，等待对方接受' }]);
  if (pending) throw invalid([{ field: 'mobile', message: '这个手机号正在处理其他企业的邀请，请稍后再试' }]);
  assertSeat(db, company.id, now);
  db.subAccounts.set(existing.id, {
    userId: existing.id,
    companyId: company.id,
    title: body.title,
    status: 'invited',
    invitedName: body.name,
    createdAt: now,
    allotted: {},
    used: {},
  });
  // A company the seeker blocked is not told of the block: the invitation is kept, and never shown to the seeker.
  if (isBlockedBy(db, seekerState(db, existing.id), company.id)) return;
  notify(
    db,
    { seekerId: existing.id },
    { category: 'account', message: noticeMessage('notice.recruiterInvitation', { company: company.name, title: body.title }), link: '/percenter?tab=account' },
    now,
  );
}

export const subAccountRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/members',
    auth: 'enterprise',
    // No company page yet: the team is the main account alone (adding one still needs the page, 409).
    handler: ({ db, user, now }): TeamView => teamView(db, user!, now),
  }),
  route({
    method: 'POST',
    path: '/enterprise/members',
    auth: 'enterprise',
    permission: 'canManageTeam',
    body: subAccountBody,
    handler: ({ body, db, user, now }): TeamView => {
      const company = ownCompany(db, user!);
      const existing = findUserByMobile(db, body.mobile);
      if (existing) {
        inviteSeeker(db, existing, company, body, now);
        return teamView(db, user!, now);
      }
      assertSeat(db, company.id, now);
      const id = `u${db.nextUserNo++}`;
      // Signs in with an SMS code to this number (no password until they set one).
      db.users.set(id, {
        id,
        mobile: body.mobile,
        role: 'enterprise',
        name: body.name,
        avatar: null,
        companyId: company.id,
        companyName: company.name,
        agreementVersion: CURRENT_AGREEMENT_VERSION,
        createdAt: new Date(now).toISOString(),
        passwordHash: null,
        profile: { title: body.title },
        seeker: { basic: null, education: [] },
        lastActiveAt: null,
      });
      db.subAccounts.set(id, { userId: id, companyId: company.id, title: body.title, status: 'active', createdAt: now, allotted: {}, used: {} });
      return teamView(db, user!, now);
    },
  }),
  route({
    method: 'PUT',
    path: '/enterprise/members/:id/allotment',
    auth: 'enterprise',
    permission: 'canManageTeam',
    body: allotmentBody,
    handler: ({ params, body, db, user, now }): TeamView => {
      const company = ownCompany(db, user!);
      const sub = ownSubAccount(db, company.id, params.id);
      const view = teamView(db, user!, now);
      const used = view.members.find((m) => m.id === sub.userId)!.quotas;
      const errors = ALLOTTABLE_QUOTAS.flatMap((kind) => {
        const value = body[kind];
        if (value === null) return [];
        if (value < used[kind].used) return [{ field: kind, message: `不能少于该子账号本期已用的 ${used[kind].used}` }];
        const free = view.pool[kind].granted - allottedTotal(db, company.id, kind, sub.userId);
        return value > free ? [{ field: kind, message: `最多还能分配 ${Math.max(0, free)}` }] : [];
      });
      if (errors.length) throw invalid(errors);
      sub.allotted = Object.fromEntries(ALLOTTABLE_QUOTAS.flatMap((kind) => (body[kind] === null ? [] : [[kind, body[kind]]])));
      return teamView(db, user!, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/members/:id/disable',
    auth: 'enterprise',
    permission: 'canManageTeam',
    handler: ({ params, db, user, now }): TeamView => {
      const company = ownCompany(db, user!);
      const sub = ownSubAccount(db, company.id, params.id);
      // An invitation not answered yet is withdrawn: the seat comes back, the seeker's account is untouched.
      if (sub.status === 'invited') {
        db.subAccounts.delete(sub.userId);
        return teamView(db, user!, now);
      }
      sub.status = 'disabled';
      // One number, both identities: the person keeps their job seeker's account and signs in to it next time.
      const member = db.users.get(sub.userId)!;
      if (member.identities?.includes('seeker')) member.role = 'seeker';
      // Its share goes back to the pool; a restarted sub-account starts without caps until it is allotted again.
      sub.allotted = {};
      // Signed out everywhere at once, its live streams closed; the sign-in then says the account is stopped.
      endSessionsOf(db, sub.userId);
      return teamView(db, user!, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/members/:id/enable',
    auth: 'enterprise',
    permission: 'canManageTeam',
    handler: ({ params, db, user, now }): TeamView => {
      const company = ownCompany(db, user!);
      const sub = ownSubAccount(db, company.id, params.id);
      if (sub.status === 'active') throw conflict('该子账号已在使用中');
      assertSeat(db, company.id, now);
      sub.status = 'active';
      return teamView(db, user!, now);
    },
  }),
];
