import type { EmployerOverview } from '../../src/contract/employerOverview.ts';
import type { OwnJobStatus } from '../../src/contract/posting.ts';
import { maskedName } from '../../src/contract/names.ts';
import { POSITION_TAB_VALUES } from '../../src/dicts/job.ts';
import { route } from '../core/router.ts';
import { certificationOf } from '../db/recruiting/certification.ts';
import { DAY_MS } from '../db/recruiting/labels.ts';
import { membershipRecord, membershipView } from '../db/recruiting/membership.ts';
import { ownShareQuotas } from '../db/recruiting/subAccounts.ts';
import { iso, jobStatus } from '../db/recruiting/viewer.ts';
import { applicationsTo } from './applicants.ts';
import { isRegistered, notYetRegistered, ownCompany } from './companyProfile.ts';
import type { Db, UserRecord } from '../db/index.ts';

const UPCOMING_SHOWN = 5;

/** A recruiter whose company page does not exist yet: nothing to count, the way to start is to create it. */
function unregisteredOverview(db: Db, user: UserRecord, now: number): EmployerOverview {
  const company = notYetRegistered(user);
  const membership = membershipView(db, user.companyId!, now);
  return {
    company: { id: '', name: company.name },
    certification: company.certification,
    membership: { plan: membership.plan, status: membership.status, expiresAt: membership.expiresAt },
    quotas: membership.quotas,
    quotaScope: 'company',
    todo: { unread: 0, newConversations: 0, interviewsThisWeek: 0 },
    jobsByStatus: Object.fromEntries(POSITION_TAB_VALUES.map((s) => [s, 0])) as Record<OwnJobStatus, number>,
    funnel: { views: 0, conversations: 0, applications: 0, interviews: 0, hires: 0 },
    upcoming: [],
  };
}

/** The employer centre's overview, computed from the company's posts, applications, conversations and plan. */
export const employerCenterRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/overview',
    auth: 'enterprise',
    handler: ({ db, user, now }): EmployerOverview => {
      if (!isRegistered(db, user!)) return unregisteredOverview(db, user!, now);
      const company = ownCompany(db, user!);
      const jobs = company.jobIds.map((id) => db.recruiting.jobById.get(id)!);
      const jobIds = new Set(company.jobIds);
      const received = applicationsTo(db, company.id);
      const conversations = [...db.conversations.values()].filter((c) => jobIds.has(c.jobId));
      const jobsByStatus = Object.fromEntries(POSITION_TAB_VALUES.map((s) => [s, 0])) as Record<OwnJobStatus, number>;
      for (const job of jobs) jobsByStatus[jobStatus(job, now)]++;
      jobsByStatus.draft = [...db.jobDrafts.values()].filter((d) => d.companyId === company.id).length;
      const membership = membershipView(db, company.id, now);
      const sub = db.subAccounts.get(user!.id);
      const interviewed = received.filter((r) => r.application.interviewAt !== null);
      const upcoming = interviewed
        .filter((r) => r.application.interviewAt! > now && r.application.status === 'interviewing')
        .sort((a, b) => a.application.interviewAt! - b.application.interviewAt!);
      return {
        company: { id: company.id, name: company.name },
        certification: certificationOf(db, company, now),
        membership: { plan: membership.plan, status: membership.status, expiresAt: membership.expiresAt },
        // A sub-account's cards show its own share; the main account's, the company's pool.
        quotas: sub ? ownShareQuotas(sub, membershipRecord(db, company.id, now), membership.quotas) : membership.quotas,
        quotaScope: sub ? 'own' : 'company',
        todo: {
          unread: received.filter((r) => r.application.status === 'delivered').length,
          newConversations: conversations.filter((c) => now - c.createdAt < DAY_MS).length,
          interviewsThisWeek: upcoming.filter((r) => r.application.interviewAt! - now < 7 * DAY_MS).length,
        },
        jobsByStatus,
        funnel: {
          views: jobs.reduce((n, j) => n + j.views, 0),
          conversations: conversations.length,
          applications: received.length,
          interviews: interviewed.length,
          hires: received.filter((r) => r.application.status === 'hired').length,
        },
        upcoming: upcoming.slice(0, UPCOMING_SHOWN).map(({ seekerId, application }) => {
          const seeker = db.users.get(seekerId)!;
          const job = db.recruiting.jobById.get(application.jobId)!;
          return {
            applicationId: application.id,
            candidate: maskedName(seeker.name, seeker.seeker.basic?.gender ?? 'male', 'zh-CN'),
            job: { id: job.id, title: job.title },
            at: iso(application.interviewAt!),
            response: application.interviewResponse,
            status: application.status,
          };
        }),
      };
    },
  }),
];
