import type { PostingDraftBody } from '../../../src/contract/posting.ts';
import type { TalentMark } from '../../../src/dicts/resume.ts';
import type { SubAccountRecord } from './subAccounts.ts';
import type { CertificationStatus } from '../../../src/dicts/job.ts';
import type { InterviewRecord } from './interviews.ts';
import type { MembershipRecord } from './membership.ts';

/** What employers change: their certification requests, job drafts and the posts waiting for review. */

export interface CertificationRecord {
  status: Extract<CertificationStatus, 'pending' | 'verified' | 'rejected'>;
  legalName: string;
  creditCode: string;
  /** The licence photo (an owner-only upload). */
  licence: string;
  submittedAt: number;
  decidedAt: number | null;
  reason: string | null;
}

export interface JobDraftRecord {
  id: string;
  companyId: string;
  values: PostingDraftBody['values'];
  savedAt: number;
}

export interface EmployerStore {
  /** By company id; a company without one is as the seed made it (see certificationOf). */
  certifications: Map<string, CertificationRecord>;
  jobDrafts: Map<string, JobDraftRecord>;
  /** Ids of posts waiting for the reviewer. */
  pendingReviews: Set<string>;
  /** Ids of posts ever pinned (the search checks each one's pinnedUntil). */
  pinnedJobs: Set<string>;
  /** Plans, quotas and orders by company id; a company without one is on the free plan. */
  memberships: Map<string, MembershipRecord>;
  interviews: Map<string, InterviewRecord>;
  /** Each company's marks on talent-pool candidates: company id → seeker id → mark. */
  talentMarks: Map<string, Map<string, { mark: TalentMark; at: number }>>;
  /** Sub-accounts by their user id (every other recruiter of a company is a main account). */
  subAccounts: Map<string, SubAccountRecord>;
  employerCounters: { job: number; draft: number; order: number; interview: number };
}

export function createEmployerStore(jobCount: number): EmployerStore {
  return {
    certifications: new Map(),
    jobDrafts: new Map(),
    pendingReviews: new Set(),
    pinnedJobs: new Set(),
    memberships: new Map(),
    interviews: new Map(),
    talentMarks: new Map(),
    subAccounts: new Map(),
    employerCounters: { job: jobCount, draft: 0, order: 0, interview: 0 },
  };
}
