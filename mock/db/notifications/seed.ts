import { REVIEW_MS } from '../../../src/contract/postingValues.ts';
import { DEMO_COMPANY_ID, DEMO_SEEKER_ID } from '../accounts.ts';
import type { Db } from '../index.ts';
import { certificationOf } from '../recruiting/certification.ts';
import { clause } from '../../core/serverText.ts';
import { calendarDaysAgo, DAY_MS, HOUR_MS, officeMoment } from '../recruiting/labels.ts';
import {
  applicationStepNotice,
  at as minute,
  candidateName,
  certificationNotice,
  interviewAnswerNotice,
  interviewNotice,
  jobReviewNotice,
  newApplicationNotice,
  resumeViewNotice,
  untilDay,
} from './notices.ts';
import { noticeMessage, recordNotice, type NoticeInput, type NoticeTarget } from './store.ts';

/**
 * The demo accounts' notice history, told from their seeded records with the words live events use: 李明's
 * applications, interview, the employers who found him and his job alert; the demo company's new applicants, a
 * candidate's answer, an interview waiting for feedback, its plan and its reviews. What happened in the last few
 * days is unread (and so is an invitation still waiting for his answer); the rest has been read.
 */

/**
 * Counted in Beijing dates, not hours: the seeded records sit at office hours N days ago, so a window in hours
 * would change what is unread with the hour of day the mock starts (李明's badge read 4, 5 or 6).
 */
const UNREAD_WITHIN_DAYS = 4;
/** Application steps older than this were told long ago and have scrolled out of interest. */
const HISTORY_DAYS = 14;

function seekerHistory(db: Db) {
  const target: NoticeTarget = { seekerId: DEMO_SEEKER_ID };
  const state = db.seekerStates.get(DEMO_SEEKER_ID)!;
  const at0 = db.createdAt;
  const add = (input: NoticeInput, at: number, unread = calendarDaysAgo(at, at0) <= UNREAD_WITHIN_DAYS) => recordNotice(db, target, input, at, !unread);

  for (const application of state.applications) {
    const last = application.history.at(-1)!;
    if (calendarDaysAgo(last.at, at0) > HISTORY_DAYS) continue;
    if (application.status === 'interviewing' && application.interviewAt !== null) {
      const company = db.recruiting.companyById.get(db.recruiting.jobById.get(application.jobId)!.companyId)!;
      const facts = {
        jobId: application.jobId,
        at: application.interviewAt,
        round: 1,
        format: 'onsite' as const,
        place: company.addresses[0]?.address ?? company.name,
      };
      add(interviewNotice(db, facts, 'invited'), last.at, application.interviewResponse === 'pending');
      continue;
    }
    const notice = applicationStepNotice(db, application);
    if (notice) add(notice, last.at);
  }
  // Employers that found him by searching (the "who viewed me" entries without an application).
  for (const event of state.resumeEvents.filter((e) => e.id.startsWith('rv-u1-s'))) {
    const resume = state.resumes.find((r) => r.id === event.resumeId)!;
    add(resumeViewNotice(db.recruiting.companyById.get(event.companyId)!, { name: event.viewerName, title: event.viewerTitle }, resume.name), event.at);
  }
  const alert = state.alerts[0];
  if (alert)
    add({ category: 'alerts', message: noticeMessage('notice.alertNewJobs', { alert: alert.name }), link: '/jobrecommend' }, at0 - DAY_MS + 2 * HOUR_MS);
  add({ category: 'system', message: noticeMessage('notice.fraudWarning'), link: null }, officeMoment(at0, 20, 3));
  const blocked = state.privacy.blocked[0];
  if (blocked) {
    const company = db.recruiting.companyById.get(blocked.companyId)!;
    add(
      {
        category: 'account',
        message: noticeMessage('notice.blockActive', { company: company.name, related: clause(blocked.includeRelated, 'part.relatedCompanies') }),
        link: '/privacySet',
      },
      blocked.at + 60_000,
    );
  }
}

function companyHistory(db: Db) {
  const target: NoticeTarget = { companyId: DEMO_COMPANY_ID };
  const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
  const at0 = db.createdAt;
  const add = (input: NoticeInput, at: number, unread = at0 - at < 1.5 * DAY_MS) => recordNotice(db, target, input, at, !unread);
  const jobIds = new Set(company.jobIds);

  for (const [seekerId, state] of db.seekerStates) {
    for (const application of state.applications) {
      if (!jobIds.has(application.jobId)) continue;
      // The last few days' applications.
      if (at0 - application.appliedAt < 4 * DAY_MS) add(newApplicationNotice(db, seekerId, application), application.appliedAt);
      // The candidate who confirmed the coming interview.
      const invited = application.history.find((s) => s.status === 'interviewing');
      if (application.status === 'interviewing' && invited && application.interviewAt !== null && application.interviewAt > at0) {
        add(interviewAnswerNotice(db, seekerId, application, 'accepted'), invited.at + 2 * HOUR_MS, false);
      }
    }
  }
  for (const interview of db.interviews.values()) {
    if (interview.companyId !== company.id || interview.status !== 'checkedIn') continue;
    const job = db.recruiting.jobById.get(interview.jobId)!;
    add(
      {
        category: 'interviews',
        message: noticeMessage('notice.feedbackDue', { candidate: candidateName(db, interview.seekerId), job: job.title, at: minute(interview.at) }),
        link: '/interview',
      },
      interview.at + 3 * HOUR_MS,
      true,
    );
  }

  const membership = db.memberships.get(company.id)!;
  const order = membership.orders[0];
  if (order?.paidAt) {
    add(
      {
        category: 'plan',
        message: noticeMessage('notice.planOpened', {
          plan: { label: `dict.plan.${order.plan}` },
          term: { label: `dict.planTerm.${order.term}` },
          until: untilDay(membership.expiresAt!),
        }),
        link: '/enterprisevip',
      },
      order.paidAt,
    );
    if (order.invoice)
      add(
        { category: 'plan', message: noticeMessage('notice.invoiceAccepted', { order: order.id, email: order.invoice.email }), link: '/enterprisevip' },
        order.invoice.requestedAt,
      );
  }
  // The pin bought 25 days ago for 10 days (seedMembership) has run out.
  add({ category: 'plan', message: noticeMessage('notice.pinExpired', { job: '高级Java开发工程师' }), link: '/position' }, officeMoment(at0, 15, 5));

  for (const job of company.jobIds.map((id) => db.recruiting.jobById.get(id)!)) {
    if (job.review === 'rejected') add(jobReviewNotice(job), job.submittedAt + REVIEW_MS);
  }
  const certification = certificationOf(db, company, at0);
  if (certification.decidedAt) add(certificationNotice(company, { status: 'verified', reason: null }), Date.parse(certification.decidedAt), false);
}

export function seedNotifications(db: Db) {
  seekerHistory(db);
  companyHistory(db);
}
