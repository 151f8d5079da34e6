import { GIG_ERROR_CODES } from '../../src/contract/gig.ts';
import type { ChatResult } from '../../src/contract/seeker.ts';
import { ApiError } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db } from '../db/index.ts';
import { gigContext } from '../db/gigs/chat.ts';
import { openConversation } from '../db/recruiting/chat.ts';
import { greetingOf } from '../db/recruiting/chatGreeting.ts';
import { assertNotBlocked, postMessage } from './chat.ts';
import { publicGig } from './gigs.ts';

/**
 * 咨询: a worker asks a gig's employer about it in the chat (docs/API.md, "Gig work" and "Tenant rules"). One
 * conversation per worker and gig, with the gig as its context card; it lands in the posting company's shared
 * inbox like a job's conversation, so the chat's rules (blocks, rate limits, who may read it) hold unchanged.
 */

/** The recruiter a gig's conversation is with: the one who posted it, else any recruiter of the company (the desk). */
function recruiterOf(db: Db, gigId: string, companyId: string): string {
  const posted = db.gigs.gigs.get(gigId)?.recruiterId;
  if (posted) return posted;
  for (const r of db.recruiting.recruiters.values()) if (r.companyId === companyId) return r.id;
  return `desk-${companyId}`;
}

export const gigContactRoutes = [
  route({
    method: 'POST',
    path: '/gigs/:id/chat',
    auth: 'seeker',
    handler: ({ params, db, user, now }): ChatResult => {
      const gig = publicGig(db, params.id);
      const existing = [...db.conversations.values()].find((c) => c.seekerId === user!.id && c.gigId === gig.id);
      if (existing) return { conversationId: existing.id, created: false };
      const companyId = gigContext(db, gig.id)?.companyId;
      if (!companyId) throw new ApiError(409, GIG_ERROR_CODES.chatUnavailable, '该雇主为商户或个人，暂不支持在线咨询；可报名后按雇主通知到岗，或举报异常');
      // Blocked from the company (either way): no fresh conversation about its gigs either.
      assertNotBlocked(db, companyId, user!.id, 'seeker', '发起咨询');
      const conversation = openConversation(db, {
        seekerId: user!.id,
        recruiterId: recruiterOf(db, gig.id, companyId),
        jobId: '',
        gigId: gig.id,
        createdAt: now,
      });
      // The worker's greeting opens it, as a job's 立即沟通 does, unless they turned it off.
      const greeting = greetingOf(db, user!);
      if (greeting.enabled) postMessage(db, conversation, 'seeker', greeting.text, now);
      return { conversationId: conversation.id, created: true };
    },
  }),
];
