import {
  applicantNotesBody,
  applicantsBulkBody,
  applicantsQuery,
  applicantStatusBody,
  type Applicant,
  type ApplicantsBulkResult,
} from '../../src/contract/applicants.ts';
import { talentGreetBody, talentMarkBody, talentQuery, type TalentCard, type TalentGreetResult, type TalentMarkBody } from '../../src/contract/talent.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import { EDUCATION_LEVELS } from '../../src/contract/authValues.ts';
import { type RejectReason } from '../../src/dicts/job.ts';
import { OFFER_ERROR_CODES } from '../../src/contract/offerValues.ts';
import { employerNext } from '../db/recruiting/offers.ts';
import { ApiError, conflict, invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import type { ApplicationRecord, SeekerState } from '../db/recruiting/seekers.ts';
import { recordInvitation } from '../db/recruiting/interviews.ts';
import { openConversation } from '../db/recruiting/chat.ts';
import { assertGreetingAllowed, assertNotBlocked, postMessage } from './chat.ts';
import { searchTalent, talentByResume } from '../db/recruiting/talentSearch.ts';
import { conversationAbout, conversationWith, iso, jobStatus } from '../db/recruiting/viewer.ts';
import { ensureRecruiterRecord } from '../db/recruiting/recruiterAccounts.ts';
import { greetingOf } from '../db/recruiting/chatGreeting.ts';
import { nameForEmployer, NOT_READABLE } from '../db/recruiting/resumeAccess.ts';
import { assertMayReadPeople } from '../db/recruiting/companyAccess.ts';
import { isBlockedBy } from '../db/recruiting/blocking.ts';
import { applicationProgress } from './jobActions.ts';
import { notifyApplicationStep } from '../db/notifications/notices.ts';

/**
 * The employer's side of applications: the company's own jobs with their counts, its applicants, and moving
 * an application through its states (EMPLOYER_NEXT_STATUSES). A recruiter sees only their company's: another
 * company's application answers 404, like one that does not exist.
 */

interface Located {
  seekerId: string;
  state: SeekerState;
  application: ApplicationRecord;
}

/** Every application to the company's jobs, newest first. */
export function applicationsTo(db: Db, companyId: string): Located[] {
  const out: Located[] = [];
  for (const [seekerId, state] of db.seekerStates) {
    // A seeker who blocked the company is not there at all, as for an unknown id (issue 26.12).
    if (isBlockedBy(db, state, companyId)) continue;
    for (const application of state.applications) {
      if (db.recruiting.jobById.get(application.jobId)?.companyId === companyId) out.push({ seekerId, state, application });
    }
  }
  return out.sort((a, b) => b.application.appliedAt - a.application.appliedAt);
}

const yearsBetween = (month: string, now: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(now);
  return Math.max(0, Math.floor((d.getUTCFullYear() * 12 + d.getUTCMonth() + 1 - (y * 12 + m)) / 12));
};

export function toApplicant(db: Db, { seekerId, state, application }: Located, now: number): Applicant {
  const seeker = db.users.get(seekerId);
  const content = state.onlineResumes['zh-CN']?.content;
  const basic = content?.basic ?? seeker?.seeker.basic ?? null;
  const byDegree = <E extends { degree: string }>(list: E[]) =>
    [...list].sort((a, b) => EDUCATION_LEVELS.indexOf(b.degree as never) - EDUCATION_LEVELS.indexOf(a.degree as never))[0];
  const highest = byDegree(content?.education.length ? content.education : (seeker?.seeker.education ?? []));
  const education = (highest?.degree as Applicant['candidate']['education'] | undefined) ?? null;
  const latest = content?.work[0];
  const name = seeker?.name ?? '';
  const job = db.recruiting.jobById.get(application.jobId)!;
  return {
    id: application.id,
    job: { id: job.id, title: job.title },
    resumeId: application.resumeId,
    candidate: {
      name: basic ? nameForEmployer(name, basic.gender, state) : name,
      gender: basic?.gender ?? null,
      age: basic ? yearsBetween(basic.birthMonth, now) : null,
      years: basic && !basic.freshGraduate && basic.workStart ? yearsBetween(basic.workStart, now) : null,
      education,
      city: basic && 'city' in basic ? (basic.city as Applicant['candidate']['city']) : null,
      // What a recruiter screens by at a glance (issue 26.11): where they work now, their school, the pay they ask.
      title: latest?.title ?? null,
      company: latest?.company ?? null,
      school: highest?.school ?? null,
      salary: content?.preferences[0]?.salary ?? null,
    },
    appliedAt: iso(application.appliedAt),
    note: application.employerNote ?? '',
    tags: application.employerTags ?? [],
    ...applicationProgress(application, now),
    next: employerNext(application, now),
  };
}

/** Moves an application on, recording the step (and a refusal's reason); the seeker's /percenter shows the same record. */
export function advance(application: ApplicationRecord, status: ApplicationRecord['status'], now: number, reason?: RejectReason) {
  if (status === 'rejected' && reason) application.rejectReason = reason;
  application.status = status;
  application.history.push({ status, at: now });
}

/** An employer's step on an application: recorded, and told to the seeker (/notify). */
function moveOn(db: Db, seekerId: string, application: ApplicationRecord, status: ApplicationRecord['status'], now: number, reason?: RejectReason) {
  advance(application, status, now, reason);
  notifyApplicationStep(db, seekerId, application, now);
}

/** Opening a resume marks the company's unread applications from that seeker as viewed. */
export function markViewed(db: Db, viewer: UserRecord, seekerId: string, now: number) {
  const state = db.seekerStates.get(seekerId);
  if (!state || !viewer.companyId) return;
  for (const application of state.applications) {
    if (application.status === 'delivered' && db.recruiting.jobById.get(application.jobId)?.companyId === viewer.companyId)
      moveOn(db, seekerId, application, 'viewed', now);
  }
}

/** The company's own application with this id; any other answers 404, like one that does not exist. */
export function ownApplication(db: Db, user: UserRecord, id: string): Located {
  const found = applicationsTo(db, user.companyId ?? '').find((r) => r.application.id === id);
  if (!found) throw notFound('投递记录不存在');
  return found;
}

/** Why this application cannot take that step now (null when it can); an offer's state decides after `offered` (offers.ts). */
function refusalToMove(application: ApplicationRecord, status: ApplicationRecord['status'], now: number): string | null {
  if (employerNext(application, now).includes(status)) return null;
  return application.status === 'withdrawn' ? '求职者已撤回这份投递' : '这份投递目前不能转为该状态';
}

export const applicantRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/applicants',
    auth: 'enterprise',
    query: applicantsQuery,
    handler: ({ query, db, user, now }): PageResult<Applicant> => {
      const all = applicationsTo(db, user!.companyId ?? '').filter(
        (r) =>
          (!query.jobId || r.application.jobId === query.jobId) &&
          (!query.status || r.application.status === query.status) &&
          (!query.tag || (r.application.employerTags ?? []).includes(query.tag)),
      );
      const page = slicePage(all, pageParams(query));
      return { ...page, list: page.list.map((r) => toApplicant(db, r, now)) };
    },
  }),
  route({
    method: 'PUT',
    path: '/enterprise/applicants/:id/notes',
    auth: 'enterprise',
    body: applicantNotesBody,
    handler: ({ params, body, db, user, now }): Applicant => {
      const found = ownApplication(db, user!, params.id);
      found.application.employerNote = body.note;
      found.application.employerTags = body.tags;
      return toApplicant(db, found, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/applicants/bulk',
    auth: 'enterprise',
    body: applicantsBulkBody,
    handler: ({ body, db, user, now }): ApplicantsBulkResult => {
      const own = new Map(applicationsTo(db, user!.companyId ?? '').map((r) => [r.application.id, r]));
      const result: ApplicantsBulkResult = { moved: [], skipped: [] };
      for (const id of new Set(body.ids)) {
        const found = own.get(id);
        // Another company's id is skipped like a missing one: its existence is not confirmed.
        if (!found) {
          result.skipped.push({ id, name: '', reason: '投递记录不存在' });
          continue;
        }
        const refusal = refusalToMove(found.application, body.status, now);
        if (refusal) {
          result.skipped.push({ id, name: toApplicant(db, found, now).candidate.name, reason: refusal });
          continue;
        }
        moveOn(db, found.seekerId, found.application, body.status, now, body.reason);
        result.moved.push(toApplicant(db, found, now));
      }
      return result;
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/applicants/:id/status',
    auth: 'enterprise',
    body: applicantStatusBody,
    handler: ({ params, body, db, user, now }): Applicant => {
      const found = ownApplication(db, user!, params.id);
      const { application } = found;
      // An offer has terms and a hire two confirmations: each has its own endpoint (routes/offers.ts).
      if (body.status === 'offered') throw new ApiError(409, OFFER_ERROR_CODES.termsRequired, '发 offer 需要填写月薪、入职日期、工作地点和答复截止日期');
      if (body.status === 'hired') throw new ApiError(409, OFFER_ERROR_CODES.hireNotAllowed, '入职需候选人先接受 offer，再由招聘方标记已入职、候选人确认');
      const refusal = refusalToMove(application, body.status, now);
      if (refusal) throw conflict(refusal);
      if (body.status === 'interviewing') {
        // The quick invitation: on site at the company's first address, with the recruiter as the interviewer.
        const company = db.recruiting.companyById.get(user!.companyId!)!;
        assertNotBlocked(db, company.id, found.seekerId, 'recruiter', '邀请面试');
        recordInvitation(
          db,
          company.id,
          found.seekerId,
          application,
          { at: body.interviewAt!, format: 'onsite', place: company.addresses[0]?.address ?? company.name, interviewers: [user!.name] },
          user!.id,
          now,
        );
      }
      moveOn(db, found.seekerId, application, body.status, now, body.reason);
      return toApplicant(db, found, now);
    },
  }),
];

/**
 * A talent-pool candidate the recruiter's company may see; any other resume answers 404, like an unknown one.
 * An uncertified company sees no candidate at all (403 COMPANY_NOT_CERTIFIED, before the id is looked at).
 */
function visibleTalent(db: Db, user: UserRecord, resumeId: string, now: number) {
  assertMayReadPeople(db, user, now);
  const companyId = user.companyId ?? '';
  const found = talentByResume(db, companyId, resumeId);
  if (!found) throw notFound(NOT_READABLE);
  return { companyId, found };
}

export const talentRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/talents',
    auth: 'enterprise',
    query: talentQuery,
    handler: ({ query, db, user, now }): PageResult<TalentCard> => {
      assertMayReadPeople(db, user!, now);
      const { list, total } = searchTalent(db, user!, query, now);
      return { list, total, current: query.current ?? 1, pageSize: query.pageSize ?? 20 };
    },
  }),
  route({
    method: 'PUT',
    path: '/enterprise/talents/:resumeId/mark',
    auth: 'enterprise',
    body: talentMarkBody,
    handler: ({ params, body, db, user, now }): TalentMarkBody => {
      const { companyId, found } = visibleTalent(db, user!, params.resumeId, now);
      let marks = db.talentMarks.get(companyId);
      if (!marks) db.talentMarks.set(companyId, (marks = new Map()));
      if (body.mark) marks.set(found.seekerId, { mark: body.mark, at: now });
      else marks.delete(found.seekerId);
      return { mark: body.mark };
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/talents/:resumeId/greet',
    auth: 'enterprise',
    body: talentGreetBody,
    handler: ({ params, body, db, user, now }): TalentGreetResult => {
      const { companyId, found } = visibleTalent(db, user!, params.resumeId, now);
      const job = db.recruiting.jobById.get(body.jobId);
      if (!job || job.companyId !== companyId || job.review !== 'approved' || jobStatus(job, now) !== 'open') {
        throw invalid([{ field: 'jobId', message: '请选择本公司正在招聘的职位' }]);
      }
      // A seeker who blocked the company (in any conversation) gets no greeting about any of its jobs.
      assertNotBlocked(db, companyId, found.seekerId, 'recruiter', '打招呼');
      // A greeting is the sender's: the conversation is with the recruiter who greets (their record, as a post of
      // theirs would have), not the post's recruiter, whose name the seeker would otherwise read over this one's words.
      const sender = ensureRecruiterRecord(db, user!);
      const existing = conversationWith(db, found.seekerId, sender.id) ?? conversationAbout(db, found.seekerId, job);
      if (existing) return { conversationId: existing, created: false };
      assertGreetingAllowed(db, companyId, now);
      const conversation = openConversation(db, { seekerId: found.seekerId, recruiterId: sender.id, jobId: job.id, createdAt: now, startedBy: 'recruiter' });
      // The greeting itself, in the recruiter's words (as edited in the dialog, else their own greeting), so the
      // seeker's list shows who and why.
      postMessage(db, conversation, 'recruiter', body.text ?? greetingOf(db, user!, job).text, now, { byUserId: user!.id });
      return { conversationId: conversation.id, created: true };
    },
  }),
];
