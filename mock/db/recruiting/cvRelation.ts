import type { Colleague, CvRelation } from '../../../src/contract/cvActions.ts';
import type { Db, UserRecord } from '../index.ts';
import type { SeekerState } from './seekers.ts';

/**
 * The company's relation to a candidate whose resume it reads (/cv, issue 26.11): its talent-pool mark, the
 * application it can invite to an interview, and a conversation it already has with them, so the page offers
 * 沟通 / 邀请面试 / 收藏 / 不合适 on the resume itself.
 */

/** Applications an interview invitation can follow: the employer marked 有意向, or a round is under way. */
const INVITABLE = new Set(['shortlisted', 'interviewing']);

export function cvRelation(db: Db, companyId: string, seekerId: string, state: SeekerState): CvRelation {
  const ownJob = (jobId: string) => db.recruiting.jobById.get(jobId)?.companyId === companyId;
  const application = state.applications.filter((a) => ownJob(a.jobId) && INVITABLE.has(a.status)).sort((a, b) => b.appliedAt - a.appliedAt)[0];
  let conversationId: string | null = null;
  for (const c of db.conversations.values()) {
    if (c.seekerId === seekerId && ownJob(c.jobId)) {
      conversationId = c.id;
      break;
    }
  }
  return { mark: db.talentMarks.get(companyId)?.get(seekerId)?.mark ?? null, applicationId: application?.id ?? null, conversationId };
}

/** The recruiters a resume can be forwarded to: the company's accounts other than the viewer, sub-accounts only while active. */
export function colleaguesOf(db: Db, viewer: UserRecord): Colleague[] {
  const out: Colleague[] = [];
  for (const user of db.users.values()) {
    if (user.id === viewer.id || user.role !== 'enterprise' || user.companyId !== viewer.companyId) continue;
    if (db.subAccounts.get(user.id)?.status === 'disabled') continue;
    out.push({ id: user.id, name: user.name, title: String(user.profile.title ?? '') });
  }
  return out;
}
