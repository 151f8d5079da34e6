import { REVIEW_MS } from '../../../src/contract/postingValues.ts';
import { DEMO_COMPANY_ID, DEMO_SEEKER_ID } from '../accounts.ts';
import type { Db } from '../index.ts';
import { certificationOf } from '../recruiting/certification.ts';
import { cnDate, DAY_MS, HOUR_MS, inBeijing, officeMoment, zh } from '../recruiting/labels.ts';
import {
  applicationStepNotice,
  candidateName,
  certificationNotice,
  interviewAnswerNotice,
  interviewNotice,
  jobReviewNotice,
  newApplicationNotice,
  resumeViewNotice,
} from './notices.ts';
import { recordNotice, type NoticeInput, type NoticeTarget } from './store.ts';

/**
 * The demo accounts' notice history, told from their seeded records with the words live events use: 李明's
 * applications, interview, the employers who found him and his job alert; the demo company's new applicants, a
 * candidate's answer, an interview waiting for feedback, its plan and its reviews. What happened in the last few
 * days is unread (and so is an invitation still waiting for his answer); the rest has been read.
 */

const UNREAD_WITHIN_MS = 4.5 * DAY_MS;
/** Application steps older than this were told long ago and have scrolled out of interest. */
const HISTORY_MS = 14 * DAY_MS;

function seekerHistory(db: Db) {
  const target: NoticeTarget = { seekerId: DEMO_SEEKER_ID };
  const state = db.seekerStates.get(DEMO_SEEKER_ID)!;
  const at0 = db.createdAt;
  const add = (input: NoticeInput, at: number, unread = at0 - at < UNREAD_WITHIN_MS) => recordNotice(db, target, input, at, !unread);

  for (const application of state.applications) {
    const last = application.history.at(-1)!;
    if (at0 - last.at > HISTORY_MS) continue;
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
    add(
      { category: 'alerts', title: '订阅有新职位', body: `有新职位符合你的订阅「${alert.name}」，去看看吧`, link: '/jobrecommend' },
      at0 - DAY_MS + 2 * HOUR_MS,
    );
  add(
    {
      category: 'system',
      title: '防骗提醒',
      body: '正规招聘不会以任何名义收取押金、培训费、体检费或服装费。遇到要求付费的职位或招聘方，请立即举报',
      link: null,
    },
    officeMoment(at0, 20, 3),
  );
  const blocked = state.privacy.blocked[0];
  if (blocked) {
    const company = db.recruiting.companyById.get(blocked.companyId)!;
    add(
      {
        category: 'account',
        title: '屏蔽设置已生效',
        body: `你已屏蔽${company.name}${blocked.includeRelated ? '及其关联公司' : ''}，对方将无法搜索或查看你的简历`,
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
        title: '面试待评价',
        body: `${candidateName(db, interview.seekerId)}「${job.title}」的面试已于 ${inBeijing(interview.at).format('M月D日 HH:mm')} 进行，请填写面试评价`,
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
        title: '套餐已开通',
        body: `${zh(`dict.plan.${order.plan}`)}（${zh(`dict.planTerm.${order.term}`)}）已开通，有效期至 ${cnDate(membership.expiresAt!)}，额度已到账`,
        link: '/enterprisevip',
      },
      order.paidAt,
    );
    if (order.invoice)
      add(
        {
          category: 'plan',
          title: '发票申请已受理',
          body: `订单 ${order.id} 的发票申请已受理，电子发票将发送至 ${order.invoice.email}`,
          link: '/enterprisevip',
        },
        order.invoice.requestedAt,
      );
  }
  // The pin bought 25 days ago for 10 days (seedMembership) has run out.
  add(
    { category: 'plan', title: '置顶已到期', body: '「高级Java开发工程师」的置顶已到期，职位回到正常排序；如需继续靠前展示，可再次置顶', link: '/position' },
    officeMoment(at0, 15, 5),
  );

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
