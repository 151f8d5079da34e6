import type { ApplicationStatus, InterviewResponse } from '../dicts/job.ts';
import type { MembershipStatus, PlanCode } from '../dicts/membership.ts';
import type { CompanyCertification } from './companyProfile.ts';
import type { QuotaView } from './membership.ts';
import type { OwnJobStatus } from './posting.ts';

/** `GET /enterprise/overview`: what the employer centre (/enterprisecenter) shows at a glance. */
export interface EmployerOverview {
  company: { id: string; name: string };
  certification: CompanyCertification;
  membership: { plan: PlanCode; status: MembershipStatus; expiresAt: string | null };
  quotas: QuotaView[];
  /** `own`: a sub-account's share (a quota the main account capped for it: the cap and its use); `company`: the pool. */
  quotaScope: 'company' | 'own';
  /** To-dos: applications not yet looked at, conversations started in the last 24 h, interviews in the next 7 days. */
  todo: { unread: number; newConversations: number; interviewsThisWeek: number };
  jobsByStatus: Record<OwnJobStatus, number>;
  /** The hiring funnel over the company's posts: views → conversations → applications → interviews → hires. */
  funnel: { views: number; conversations: number; applications: number; interviews: number; hires: number };
  /** The next interviews, soonest first. */
  upcoming: Array<{
    applicationId: string;
    candidate: string;
    job: { id: string; title: string };
    at: string;
    response: InterviewResponse | null;
    status: ApplicationStatus;
  }>;
}
