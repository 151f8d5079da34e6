import type { InterviewContact } from '../../../src/contract/interview.ts';
import type { EnterpriseNoticeCategory, SeekerNoticeCategory } from '../../../src/contract/notification.ts';
import type { ApplicationStatus, InterviewFormat, InterviewResponse, RejectReason } from '../../../src/dicts/job.ts';
import type { Db, UserRecord } from '../index.ts';
import type { CertificationRecord } from '../recruiting/employer.ts';
import { interviewContact, latestInterview, type InterviewRecord } from '../recruiting/interviews.ts';
import type { ServerParam } from '../../../src/contract/serverText/types.ts';
import { clause, minute, msg } from '../../core/serverText.ts';
import { DAY_MS } from '../recruiting/labels.ts';
import { nameParamForEmployer, type ResumeLocation } from '../recruiting/resumeAccess.ts';
import type { ApplicationRecord } from '../recruiting/seekers.ts';
import type { CompanyRecord, JobRecord } from '../recruiting/types.ts';
import { noticedSince, noticeMessage, notify, type NoticeInput } from './store.ts';

/**
 * What each event tells whom, in the words of the notice: builders that return the notice (the seed reuses them
 * for its history) and the `notify…` calls the routes make right after the state has changed.
 */

const APPLICATIONS = '/percenter';
const VIEWS = '/percenter?tab=views';
const applicantsOf = (jobId: string, status?: ApplicationStatus) => `/position?tab=applicants&job=${jobId}${status ? `&status=${status}` : ''}`;

const jobOf = (db: Db, jobId: string): JobRecord => db.recruiting.jobById.get(jobId)!;
const companyOf = (db: Db, companyId: string): CompanyRecord => db.recruiting.companyById.get(companyId)!;
/** How a seeker reads a company: its short name, as on its job cards. */
const brand = (company: CompanyRecord) => company.shortName || company.name;
/** A moment of the day: the Beijing time an interview or a shift starts (`11月27日 14:00`). */
export const at = minute;
/** A day: the last one a post is open, a plan is paid for (`2026年12月20日`). */
export const untilDay = (ms: number): ServerParam => ({ time: new Date(ms).toISOString(), form: 'date' });

/** A candidate as the company may name them (masked unless the seeker shows the full name: 李先生 / Mr. 李). */
export function candidateName(db: Db, seekerId: string): ServerParam {
  const seeker = db.users.get(seekerId);
  const state = db.seekerStates.get(seekerId);
  const gender = seeker?.seeker.basic?.gender;
  return seeker && state && gender ? nameParamForEmployer(seeker.name, gender, state) : (seeker?.name ?? '');
}

// ---- the seeker's side ----

type SeekerNotice = NoticeInput<SeekerNoticeCategory>;

/** An application's step as its seeker hears it; `interviewing` is told by the invitation itself. */
const STEP_NOTICES = {
  viewed: 'notice.applicationViewed',
  shortlisted: 'notice.applicationShortlisted',
  rejected: 'notice.applicationRejected',
  offered: 'notice.applicationOffered',
  hired: 'notice.applicationHired',
} as const satisfies Partial<Record<ApplicationStatus, string>>;

export function applicationStepNotice(db: Db, application: Pick<ApplicationRecord, 'jobId' | 'status' | 'rejectReason'>): SeekerNotice | null {
  const id = STEP_NOTICES[application.status as keyof typeof STEP_NOTICES] as (typeof STEP_NOTICES)[keyof typeof STEP_NOTICES] | undefined;
  if (!id) return null;
  const job = jobOf(db, application.jobId);
  const reason = clause(application.rejectReason, 'part.reason', { reason: { label: `dict.rejectReason.${application.rejectReason as RejectReason}` } });
  const params = { company: brand(companyOf(db, job.companyId)), job: job.title, ...(id === 'notice.applicationRejected' ? { reason } : {}) };
  return { category: 'application', message: noticeMessage(id, params), link: APPLICATIONS };
}

export interface InterviewFacts {
  jobId: string;
  at: number;
  round: number;
  format: InterviewFormat;
  place: string;
  cancelReason?: string | null;
  /** The note for the candidate (给候选人的备注) and whom to ask: every invitation and new time carries them. */
  notes?: string | null;
  contact?: InterviewContact;
}

/** `proposalTaken`: the company moved the interview to a time the seeker proposed with 改期 (confirmed, nothing to answer). */
export type InterviewChange = 'invited' | 'rescheduled' | 'proposalTaken' | 'cancelled';

export function interviewNotice(db: Db, facts: InterviewFacts, change: InterviewChange): SeekerNotice {
  const job = jobOf(db, facts.jobId);
  const common = {
    company: brand(companyOf(db, job.companyId)),
    job: job.title,
    at: at(facts.at),
    round: clause(facts.round > 1, 'part.round', { round: facts.round }),
  };
  if (change === 'cancelled') {
    const reason = clause(facts.cancelReason, 'part.reason', { reason: facts.cancelReason ?? '' });
    return { category: 'interview', message: noticeMessage('notice.interviewCancelled', { ...common, reason }), link: APPLICATIONS };
  }
  const name = facts.contact?.name;
  const contact = !name ? '' : facts.contact?.title ? msg('part.contactWithTitle', { name, title: facts.contact.title }) : msg('part.contact', { name });
  const details = {
    ...common,
    how: msg('part.how', { format: { label: `dict.interviewFormat.${facts.format}` }, place: facts.place }),
    contact,
    note: clause(facts.notes, 'part.note', { note: facts.notes ?? '' }),
  };
  const ids = { invited: 'notice.interviewInvited', rescheduled: 'notice.interviewRescheduled', proposalTaken: 'notice.interviewProposalTaken' } as const;
  return { category: 'interview', message: noticeMessage(ids[change], details), link: APPLICATIONS };
}

/** After an employer moves an application (one by one, in bulk, or by opening the resume). */
export function notifyApplicationStep(db: Db, seekerId: string, application: ApplicationRecord, now: number) {
  if (application.status === 'interviewing') {
    const interview = latestInterview(db, application.id);
    if (interview) notifyInterview(db, interview, 'invited', now);
    return;
  }
  const notice = applicationStepNotice(db, application);
  if (notice) notify(db, { seekerId }, notice, now);
}

/** After an invitation, a new time or a cancellation. */
export function notifyInterview(db: Db, record: InterviewRecord, change: InterviewChange, now: number) {
  notify(db, { seekerId: record.seekerId }, interviewNotice(db, { ...record, contact: interviewContact(db, record) }, change), now);
}

export function resumeViewNotice(company: CompanyRecord, viewer: { name: string; title: string }, resumeName: string): SeekerNotice {
  return {
    category: 'views',
    message: noticeMessage('notice.resumeViewed', {
      company: brand(company),
      viewer: viewer.name,
      viewerTitle: clause(viewer.title, 'part.parenthesized', { text: viewer.title }),
      resume: resumeName,
    }),
    link: VIEWS,
    ref: `view:${company.id}`,
  };
}

/**
 * An employer read the resume (views) or unlocked its contact details. A company the seeker applied to is left
 * out of views (the application's own notices speak for it), and one company's views make one notice a day.
 */
export function notifyResumeAccess(db: Db, viewer: UserRecord, { ownerId, state, resume }: ResumeLocation, kind: 'view' | 'unlock', now: number) {
  // Only a certified company reads resumes (companyAccess.ts), so it has a record; should one not, no notice is
  // better than a notice that breaks the seeker's inbox.
  const company = viewer.role === 'enterprise' && viewer.companyId ? db.recruiting.companyById.get(viewer.companyId) : undefined;
  if (!company) return;
  const target = { seekerId: ownerId };
  if (kind === 'unlock') {
    const virtual = clause(state.privacy.virtualPhone, 'part.virtualPhone');
    notify(
      db,
      target,
      { category: 'views', message: noticeMessage('notice.contactUnlocked', { company: brand(company), resume: resume.name, virtual }), link: VIEWS },
      now,
    );
    return;
  }
  const applied = state.applications.some((a) => jobOf(db, a.jobId).companyId === company.id);
  if (applied || noticedSince(db, target, `view:${company.id}`, now - DAY_MS)) return;
  notify(db, target, resumeViewNotice(company, { name: viewer.name, title: String(viewer.profile.title ?? '') }, resume.name), now);
}

// ---- the company's side ----

type CompanyNotice = NoticeInput<EnterpriseNoticeCategory>;

export function newApplicationNotice(db: Db, seekerId: string, application: Pick<ApplicationRecord, 'jobId'>): CompanyNotice {
  const job = jobOf(db, application.jobId);
  return {
    category: 'applicants',
    message: noticeMessage('notice.newApplication', { candidate: candidateName(db, seekerId), job: job.title }),
    link: applicantsOf(job.id, 'delivered'),
  };
}

/** A seeker applied to one of the company's posts. */
export function notifyNewApplication(db: Db, seekerId: string, application: ApplicationRecord, now: number) {
  notify(db, { companyId: jobOf(db, application.jobId).companyId }, newApplicationNotice(db, seekerId, application), now);
}

/** A seeker took an application back. */
export function notifyWithdrawal(db: Db, seekerId: string, application: ApplicationRecord, now: number) {
  const job = jobOf(db, application.jobId);
  notify(
    db,
    { companyId: job.companyId },
    {
      category: 'applicants',
      message: noticeMessage('notice.applicationWithdrawn', { candidate: candidateName(db, seekerId), job: job.title }),
      link: applicantsOf(job.id),
    },
    now,
  );
}

const ANSWERS = {
  accepted: 'notice.interviewAccepted',
  declined: 'notice.interviewDeclined',
  reschedule: 'notice.interviewReschedule',
} as const satisfies Record<Exclude<InterviewResponse, 'pending'>, string>;

export function interviewAnswerNotice(
  db: Db,
  seekerId: string,
  application: Pick<ApplicationRecord, 'jobId' | 'interviewAt'>,
  response: Exclude<InterviewResponse, 'pending'>,
  proposed: number[] = [],
): CompanyNotice {
  const job = jobOf(db, application.jobId);
  const when = application.interviewAt === null ? '' : msg('part.parenthesized', { text: at(application.interviewAt) });
  const times = clause(proposed.length, 'part.proposedTimes', { times: { list: proposed.map(at) } });
  const params = { candidate: candidateName(db, seekerId), job: job.title, at: when, ...(response === 'reschedule' ? { times } : {}) };
  return { category: 'replies', message: noticeMessage(ANSWERS[response], params), link: '/interview' };
}

/** The seeker answered an interview invitation from /percenter. */
export function notifyInterviewAnswer(db: Db, seekerId: string, application: ApplicationRecord, response: Exclude<InterviewResponse, 'pending'>, now: number) {
  const proposed = latestInterview(db, application.id)?.proposedTimes ?? [];
  notify(db, { companyId: jobOf(db, application.jobId).companyId }, interviewAnswerNotice(db, seekerId, application, response, proposed), now);
}

export function jobReviewNotice(job: JobRecord): CompanyNotice {
  return job.review === 'approved'
    ? { category: 'review', message: noticeMessage('notice.jobApproved', { job: job.title, until: untilDay(job.expiresAt) }), link: '/position' }
    : {
        category: 'review',
        message: noticeMessage('notice.jobRejected', { job: job.title, reason: job.rejectReason ?? '' }),
        link: '/position?state=rejected',
      };
}

/** The reviewer has answered a post (at the time it decided). */
export function notifyJobReview(db: Db, job: JobRecord, at: number) {
  notify(db, { companyId: job.companyId }, jobReviewNotice(job), at);
}

export function certificationNotice(company: CompanyRecord, record: Pick<CertificationRecord, 'status' | 'reason'>): CompanyNotice {
  return record.status === 'verified'
    ? { category: 'review', message: noticeMessage('notice.certificationVerified', { company: company.name }), link: '/companyInformation' }
    : { category: 'review', message: noticeMessage('notice.certificationRejected', { reason: record.reason ?? '' }), link: '/companyInformation' };
}

/** The reviewer has answered a certification request. */
export function notifyCertification(db: Db, company: CompanyRecord, record: CertificationRecord) {
  if (record.status === 'pending') return;
  notify(db, { companyId: company.id }, certificationNotice(company, record), record.decidedAt ?? record.submittedAt);
}

/** A candidate wrote back for the first time in a conversation the company started with a greeting. */
export function notifyGreetingReply(db: Db, seekerId: string, conversationId: string, jobId: string, now: number) {
  const job = jobOf(db, jobId);
  notify(
    db,
    { companyId: job.companyId },
    {
      category: 'replies',
      message: noticeMessage('notice.greetingReply', { candidate: candidateName(db, seekerId), job: job.title }),
      link: `/communicat?conversation=${conversationId}`,
    },
    now,
  );
}
