import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import { contactBody } from '../../src/contract/blocks.ts';
import { refuseOwnBlock } from '../db/recruiting/ownBlock.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import {
  applyBody,
  interviewAnswerBody,
  listQuery,
  notInterestedBody,
  type Application,
  type ApplicationProgress,
  type ApplyResult,
  type ChatResult,
  type Resume,
  type SavedJob,
} from '../../src/contract/seeker.ts';
import { WITHDRAWABLE_STATUSES } from '../../src/dicts/job.ts';
import { invalid, notFound, rejected } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { findJob, pageParams, slicePage } from '../db/recruiting/lookup.ts';
import type { ApplicationRecord, SeekerState } from '../db/recruiting/seekers.ts';
import type { JobRecord } from '../db/recruiting/types.ts';
import { jobCard, type ViewCtx } from '../db/recruiting/views.ts';
import { notifyInterviewAnswer, notifyNewApplication, notifyWithdrawal } from '../db/notifications/notices.ts';
import { answerInterview, interviewDetails, latestInterview } from '../db/recruiting/interviews.ts';
import { currentOfferView } from '../db/recruiting/offers.ts';
import { openConversation } from '../db/recruiting/chat.ts';
import { greetingOf } from '../db/recruiting/chatGreeting.ts';
import { assertNotBlocked, postMessage } from './chat.ts';
import { interviewCardsChanged } from './chatCards.ts';
import { conversationAbout, isLocked, iso, jobStatus, seekerState } from '../db/recruiting/viewer.ts';

/** A seeker's actions on a job (save, not interested, apply, chat) and the lists they produce under /me. */

/** Where an application stands, the same for the seeker and the employer. */
export function applicationProgress(a: ApplicationRecord, now: number): ApplicationProgress {
  return {
    status: a.status,
    history: a.history.map((step) => (step.event ? { status: step.status, at: iso(step.at), event: step.event } : { status: step.status, at: iso(step.at) })),
    rejectReason: a.rejectReason,
    interviewAt: a.interviewAt === null ? null : iso(a.interviewAt),
    interviewResponse: a.interviewResponse,
    offer: currentOfferView(a, now),
  };
}

export function toApplication(ctx: ViewCtx, state: SeekerState, a: ApplicationRecord): Application {
  const current = latestInterview(ctx.db, a.id);
  return {
    id: a.id,
    job: jobCard(ctx, ctx.db.recruiting.jobById.get(a.jobId)!),
    resumeId: a.resumeId,
    resumeName: state.resumes.find((r) => r.id === a.resumeId)?.name ?? state.deletedResumes.find((d) => d.resume.id === a.resumeId)?.resume.name ?? '',
    appliedAt: iso(a.appliedAt),
    ...applicationProgress(a, ctx.now),
    withdrawable: WITHDRAWABLE_STATUSES.includes(a.status),
    interview: current ? interviewDetails(ctx.db, current) : null,
  };
}

/** Why a job cannot be applied to or contacted now, as the message the page shows. */
function refuseUnavailable(db: Db, user: UserRecord, job: JobRecord, now: number, action: string) {
  const status = jobStatus(job, now);
  if (status === 'closed') throw rejected(JOB_ERROR_CODES.jobClosed, `该职位已停止招聘，无法${action}`);
  if (status === 'expired') throw rejected(JOB_ERROR_CODES.jobExpired, `该职位已过有效期，无法${action}`);
  if (isLocked(db, user, job, now)) {
    throw rejected(JOB_ERROR_CODES.veteransOnly, `该职位为退役军人专属岗位，完成退役军人身份认证后才能${action}`);
  }
}

export const jobActionRoutes = [
  route({
    method: 'POST',
    path: '/jobs/:id/save',
    auth: 'seeker',
    handler: ({ params, db, user, now }) => {
      const job = findJob(db, params.id);
      const saved = seekerState(db, user!.id).saved;
      if (!saved.has(job.id)) saved.set(job.id, now);
      return { saved: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/jobs/:id/save',
    auth: 'seeker',
    handler: ({ params, db, user }) => {
      seekerState(db, user!.id).saved.delete(findJob(db, params.id).id);
      return { saved: false };
    },
  }),
  route({
    method: 'POST',
    path: '/jobs/:id/not-interested',
    auth: 'seeker',
    body: notInterestedBody,
    handler: ({ params, body, db, user, now }) => {
      const job = findJob(db, params.id);
      seekerState(db, user!.id).notInterested.set(job.id, { reason: body.reason, at: now });
      return { notInterested: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/jobs/:id/not-interested',
    auth: 'seeker',
    handler: ({ params, db, user }) => {
      seekerState(db, user!.id).notInterested.delete(findJob(db, params.id).id);
      return { notInterested: false };
    },
  }),
  route({
    method: 'POST',
    path: '/jobs/:id/apply',
    auth: 'seeker',
    body: applyBody,
    handler: ({ params, body, db, user, now }): ApplyResult => {
      const job = findJob(db, params.id);
      const state = seekerState(db, user!.id);
      const previous = state.applications.find((a) => a.jobId === job.id);
      if (previous) {
        throw rejected(JOB_ERROR_CODES.alreadyApplied, `你已于 ${iso(previous.appliedAt).slice(0, 10)} 投递过该职位，请勿重复投递`);
      }
      refuseUnavailable(db, user!, job, now, '投递');
      refuseOwnBlock(db, state, job.companyId, body.unblock, '投递');
      if (!state.resumes.length) throw rejected(JOB_ERROR_CODES.noResume, '你还没有简历，请先创建在线简历或上传附件简历');
      if (!state.resumes.some((r) => r.id === body.resumeId)) throw invalid([{ field: 'resumeId', message: '所选简历不存在' }]);
      const application: ApplicationRecord = {
        id: `ap${++db.counters.application}`,
        jobId: job.id,
        resumeId: body.resumeId,
        appliedAt: now,
        status: 'delivered',
        history: [{ status: 'delivered', at: now }],
        rejectReason: null,
        interviewAt: null,
        interviewResponse: null,
      };
      state.applications.unshift(application);
      notifyNewApplication(db, user!.id, application, now);
      return { applicationId: application.id, appliedAt: iso(now) };
    },
  }),
  route({
    method: 'POST',
    path: '/jobs/:id/chat',
    auth: 'seeker',
    body: contactBody,
    handler: ({ params, body, db, user, now }): ChatResult => {
      const job = findJob(db, params.id);
      // A company the seeker blocked is warned about first, even with a conversation already there (issue 26.12).
      refuseOwnBlock(db, seekerState(db, user!.id), job.companyId, body.unblock, '发起沟通');
      // A colleague's greeting about this post is the post's conversation too (issue 26).
      const existing = conversationAbout(db, user!.id, job);
      if (existing) return { conversationId: existing, created: false };
      // Blocked from the company (either way): no fresh, unblocked conversation about another of its jobs.
      assertNotBlocked(db, job.companyId, user!.id, 'seeker', '发起沟通');
      refuseUnavailable(db, user!, job, now, '发起沟通');
      const conversation = openConversation(db, { seekerId: user!.id, recruiterId: job.recruiterId, jobId: job.id, createdAt: now });
      // The seeker's greeting (打招呼语) opens it, as on the chat apps seekers know, unless they turned it off.
      const greeting = greetingOf(db, user!);
      if (greeting.enabled) postMessage(db, conversation, 'seeker', greeting.text, now);
      return { conversationId: conversation.id, created: true };
    },
  }),
  route({
    method: 'GET',
    path: '/me/saved-jobs',
    auth: 'seeker',
    query: listQuery,
    handler: ({ query, db, user, now }): PageResult<SavedJob> => {
      const ctx: ViewCtx = { db, user, now };
      const saved = [...seekerState(db, user!.id).saved.entries()].sort((a, b) => b[1] - a[1]);
      const page = slicePage(saved, pageParams(query));
      return { ...page, list: page.list.map(([id, at]) => ({ savedAt: iso(at), job: jobCard(ctx, db.recruiting.jobById.get(id)!) })) };
    },
  }),
  route({
    method: 'GET',
    path: '/me/resumes',
    auth: 'seeker',
    handler: ({ db, user }): Resume[] => seekerState(db, user!.id).resumes.map((r) => ({ ...r })),
  }),
  route({
    method: 'GET',
    path: '/me/applications',
    auth: 'seeker',
    query: listQuery,
    handler: ({ query, db, user, now }): PageResult<Application> => {
      const ctx: ViewCtx = { db, user, now };
      const state = seekerState(db, user!.id);
      const page = slicePage(state.applications, pageParams(query));
      return {
        ...page,
        list: page.list.map((a) => toApplication(ctx, state, a)),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/me/applications/:id/interview',
    auth: 'seeker',
    body: interviewAnswerBody,
    handler: ({ params, body, db, user, now }): Application => {
      const state = seekerState(db, user!.id);
      const application = state.applications.find((a) => a.id === params.id);
      if (!application) throw notFound('投递记录不存在');
      answerInterview(db, application, body, now);
      interviewCardsChanged(db, application.id);
      notifyInterviewAnswer(db, user!.id, application, body.response, now);
      return toApplication({ db, user, now }, state, application);
    },
  }),
  route({
    method: 'POST',
    path: '/me/applications/:id/withdraw',
    auth: 'seeker',
    handler: ({ params, db, user, now }): Application => {
      const state = seekerState(db, user!.id);
      const application = state.applications.find((a) => a.id === params.id);
      if (!application) throw notFound('投递记录不存在');
      if (!WITHDRAWABLE_STATUSES.includes(application.status)) {
        const reason =
          application.status === 'withdrawn'
            ? '这份投递已经撤回'
            : application.status === 'interviewing' || application.status === 'offered'
              ? '已安排面试，不能再撤回投递，可在沟通中告知招聘方'
              : '这份投递已结束，无需撤回';
        throw rejected(JOB_ERROR_CODES.notWithdrawable, reason);
      }
      application.status = 'withdrawn';
      application.history.push({ status: 'withdrawn', at: now });
      notifyWithdrawal(db, user!.id, application, now);
      return toApplication({ db, user, now }, state, application);
    },
  }),
];
