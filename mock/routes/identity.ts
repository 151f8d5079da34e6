import { identityBody, type RecruiterInvitation } from '../../src/contract/identity.ts';
import type { UnionUser } from '../../src/contract/auth.ts';
import { forbidden, notFound } from '../core/errors.ts';
import { hubOf, endSessionStreams } from '../core/hub.ts';
import { route } from '../core/router.ts';
import { unionUserOf } from '../db/access.ts';
import { heldIdentities, switchableTo } from '../db/identity.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { noticeMessage, notify } from '../db/notifications/store.ts';
import { isBlockedBy } from '../db/recruiting/blocking.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { msg } from '../core/serverText.ts';

/**
 * One number, both identities (src/contract/identity.ts): a seeker answers a company's invitation to recruit for
 * it, and an account holding both identities switches between them.
 */

/** The seeker's pending invitation, if any; a company the seeker blocked reaches them with none. */
function pendingInvitation(db: Db, user: UserRecord) {
  const sub = db.subAccounts.get(user.id);
  if (!sub || sub.status !== 'invited') return null;
  if (isBlockedBy(db, seekerState(db, user.id), sub.companyId)) return null;
  const company = db.recruiting.companyById.get(sub.companyId);
  return company ? { sub, company } : null;
}

function answeredInvitation(db: Db, user: UserRecord, companyId: string) {
  const pending = pendingInvitation(db, user);
  // Another company's invitation, or none: the same answer as an unknown one.
  if (!pending || pending.company.id !== companyId) throw notFound('邀请不存在或已失效');
  return pending;
}

/** The account's live streams listen as the identity they were opened with: they close and reopen as the new one. */
function reopenStreams(db: Db, userId: string) {
  for (const [token, session] of db.sessions) if (session.userId === userId) endSessionStreams(hubOf(db), token);
}

export const identityRoutes = [
  route({
    method: 'GET',
    path: '/auth/invitations',
    auth: 'seeker',
    handler: ({ db, user }): RecruiterInvitation[] => {
      const pending = pendingInvitation(db, user!);
      if (!pending) return [];
      const { sub, company } = pending;
      return [{ companyId: company.id, companyName: company.name, title: sub.title, invitedAt: new Date(sub.createdAt).toISOString() }];
    },
  }),
  route({
    method: 'POST',
    path: '/auth/invitations/:companyId/accept',
    auth: 'seeker',
    handler: ({ params, db, user, now }): UnionUser => {
      const { sub, company } = answeredInvitation(db, user!, params.companyId);
      const record = user!;
      record.companyId = company.id;
      record.companyName = company.name;
      record.identities = ['seeker', 'enterprise'];
      sub.status = 'active';
      sub.invitedName = undefined;
      notify(
        db,
        { companyId: company.id },
        { category: 'replies', message: noticeMessage('notice.subAccountJoined', { name: record.name, title: sub.title }), link: '/enterprisecenter' },
        now,
      );
      return unionUserOf(db, record, now);
    },
  }),
  route({
    method: 'POST',
    path: '/auth/invitations/:companyId/decline',
    auth: 'seeker',
    handler: ({ params, db, user, now }) => {
      const { sub, company } = answeredInvitation(db, user!, params.companyId);
      db.subAccounts.delete(user!.id);
      // The name the main account typed, not the seeker's own: declining tells the company no more than that.
      notify(
        db,
        { companyId: company.id },
        {
          category: 'replies',
          message: noticeMessage('notice.subAccountDeclined', { name: sub.invitedName ?? msg('part.someone'), title: sub.title }),
          link: '/enterprisecenter',
        },
        now,
      );
      return { declined: true };
    },
  }),
  route({
    method: 'POST',
    path: '/auth/identity',
    auth: 'user',
    body: identityBody,
    handler: ({ body, db, user, now }): UnionUser => {
      const record = user!;
      if (body.role === record.role) return unionUserOf(db, record, now);
      if (!heldIdentities(record).includes(body.role)) throw forbidden('你的账号没有这个身份');
      if (switchableTo(db, record) !== body.role) throw forbidden('企业已停用你的招聘者账号，暂时不能切换');
      record.role = body.role;
      reopenStreams(db, record.id);
      return unionUserOf(db, record, now);
    },
  }),
];
