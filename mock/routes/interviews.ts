import { cancelInterviewBody, feedbackBody, interviewBody, interviewsQuery, rescheduleBody, type InterviewView } from '../../src/contract/interview.ts';
import { LIVE_INTERVIEW_STATUSES } from '../../src/dicts/job.ts';
import { conflict, invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { interviewView, latestInterview, recordInvitation, refuseBadTime, refuseClash, type InterviewRecord } from '../db/recruiting/interviews.ts';
import { DAY_MS, HOUR_MS } from '../db/recruiting/labels.ts';
import { notifyInterview } from '../db/notifications/notices.ts';
import { advance, applicationsTo } from './applicants.ts';
import { assertNotBlocked } from './chat.ts';
import { interviewCardsChanged, postInterviewCard } from './chatCards.ts';
import { isRegistered, ownCompany } from './companyProfile.ts';

/**
 * /interview: the company's interviews for a calendar span, invitations (first round or the next), new times,
 * check-in, no-show, feedback and cancelling. Another company's interview answers 404.
 */

function own(db: Db, user: UserRecord | null, id: string): InterviewRecord {
  const record = db.interviews.get(id);
  if (!record || record.companyId !== ownCompany(db, user!).id) throw notFound('面试不存在');
  return record;
}

function applicationOf(db: Db, record: InterviewRecord) {
  return db.seekerStates.get(record.seekerId)!.applications.find((a) => a.id === record.applicationId)!;
}

/** The interview's state moved: its chat cards follow on both sides; the answer is the interview as it is now. */
function changed(db: Db, record: InterviewRecord): InterviewView {
  interviewCardsChanged(db, record.applicationId);
  return interviewView(db, record);
}

/** By default: the past month and everything ahead. */
const DEFAULT_BACK_MS = 30 * DAY_MS;

export const interviewRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/interviews',
    auth: 'enterprise',
    query: interviewsQuery,
    handler: ({ db, user, query, now }): InterviewView[] => {
      // No company page yet: no interview can exist, and "none" is the honest answer (not an error).
      if (!isRegistered(db, user!)) return [];
      const company = ownCompany(db, user!);
      const from = query.from ? Date.parse(query.from) : now - DEFAULT_BACK_MS;
      const to = query.to ? Date.parse(query.to) : Infinity;
      return [...db.interviews.values()]
        .filter((i) => i.companyId === company.id && i.at >= from && i.at < to)
        .sort((a, b) => a.at - b.at)
        .map((i) => interviewView(db, i));
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/interviews',
    auth: 'enterprise',
    body: interviewBody,
    handler: ({ db, user, body, now }): InterviewView => {
      const company = ownCompany(db, user!);
      const found = applicationsTo(db, company.id).find((r) => r.application.id === body.applicationId);
      if (!found) throw notFound('投递记录不存在');
      const { application, seekerId } = found;
      // An invitation is a message into the chat: not while the seeker and the company are blocked.
      assertNotBlocked(db, company.id, seekerId, 'recruiter', '邀请面试');
      if (application.status === 'delivered' || application.status === 'viewed') throw conflict('请先把这份投递标记为“有意向”，再邀请面试');
      if (application.status !== 'shortlisted' && application.status !== 'interviewing') throw conflict('这份投递已结束，不能再邀请面试');
      const last = latestInterview(db, application.id);
      if (last && LIVE_INTERVIEW_STATUSES.includes(last.status)) throw conflict('这位候选人还有一场未完成的面试：需要换时间请改期');
      if (last?.feedback?.result === 'fail') throw conflict('上一轮面试评价为“淘汰”，不能再安排下一轮');
      const { applicationId: _id, ...input } = body;
      const record = recordInvitation(db, company.id, seekerId, application, input, user!.id, now);
      if (application.status === 'shortlisted') advance(application, 'interviewing', now);
      notifyInterview(db, record, 'invited', now);
      postInterviewCard(db, record, user!.id, now);
      return interviewView(db, record);
    },
  }),
  route({
    method: 'PUT',
    path: '/enterprise/interviews/:id/time',
    auth: 'enterprise',
    body: rescheduleBody,
    handler: ({ db, user, params, body, now }): InterviewView => {
      const record = own(db, user, params.id);
      if (!['invited', 'accepted', 'reschedule'].includes(record.status)) throw conflict('这场面试已结束或已取消，不能改期');
      // A new time asks the seeker again (a notice, the card): not while blocked. Cancelling stays possible.
      assertNotBlocked(db, record.companyId, record.seekerId, 'recruiter', '改期');
      const at = Date.parse(body.at);
      // The same time is no new time: it would ask the seeker again for nothing.
      if (at === record.at) throw invalid([{ field: 'at', message: '新时间与原定时间相同，请选择另一个时间' }]);
      refuseBadTime(at, now);
      refuseClash(db, record.companyId, at, record.interviewers, record.id);
      // A time the seeker proposed with 改期 is one they have agreed to: confirmed at once, not asked again.
      const proposed = record.proposedTimes.includes(at);
      record.at = at;
      record.status = proposed ? 'accepted' : 'invited';
      record.proposedTimes = [];
      const application = applicationOf(db, record);
      application.interviewAt = at;
      application.interviewResponse = proposed ? 'accepted' : 'pending';
      notifyInterview(db, record, proposed ? 'proposalTaken' : 'rescheduled', now);
      return changed(db, record);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/interviews/:id/checkin',
    auth: 'enterprise',
    handler: ({ db, user, params, now }): InterviewView => {
      const record = own(db, user, params.id);
      if (record.status !== 'accepted' && record.status !== 'invited') throw conflict('只有待进行的面试可以签到');
      if (now < record.at - HOUR_MS) throw conflict('面试开始前一小时内才能签到');
      record.status = 'checkedIn';
      return changed(db, record);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/interviews/:id/noshow',
    auth: 'enterprise',
    handler: ({ db, user, params, now }): InterviewView => {
      const record = own(db, user, params.id);
      if (record.status !== 'accepted' && record.status !== 'invited') throw conflict('只有待进行的面试可以标记爽约');
      if (now < record.at) throw conflict('面试时间还没到，不能标记爽约');
      record.status = 'noShow';
      return changed(db, record);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/interviews/:id/feedback',
    auth: 'enterprise',
    body: feedbackBody,
    handler: ({ db, user, params, body, now }): InterviewView => {
      const record = own(db, user, params.id);
      // An accepted interview whose time has passed was held: the interviewer may skip the check-in.
      const held = record.status === 'checkedIn' || (record.status === 'accepted' && now >= record.at);
      if (!held) throw conflict(record.status === 'done' ? '这场面试已经评价过' : '面试签到后（或开始后）才能评价');
      record.status = 'done';
      record.feedback = { result: body.result, score: body.score, comment: body.comment ?? null, at: now };
      return changed(db, record);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/interviews/:id/cancel',
    auth: 'enterprise',
    body: cancelInterviewBody,
    handler: ({ db, user, params, body, now }): InterviewView => {
      const record = own(db, user, params.id);
      if (!LIVE_INTERVIEW_STATUSES.includes(record.status) || record.status === 'checkedIn') throw conflict('这场面试已结束或已取消');
      record.status = 'cancelled';
      record.cancelReason = body.reason;
      record.proposedTimes = [];
      const application = applicationOf(db, record);
      application.interviewAt = null;
      application.interviewResponse = null;
      notifyInterview(db, record, 'cancelled', now);
      return changed(db, record);
    },
  }),
];
