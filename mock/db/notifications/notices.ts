import type { InterviewContact } from '../../../src/contract/interview.ts';
import type { EnterpriseNoticeCategory, SeekerNoticeCategory } from '../../../src/contract/notification.ts';
import type { ApplicationStatus, InterviewFormat, InterviewResponse, RejectReason } from '../../../src/dicts/job.ts';
import type { Db, UserRecord } from '../index.ts';
import type { CertificationRecord } from '../recruiting/employer.ts';
import { interviewContact, latestInterview, type InterviewRecord } from '../recruiting/interviews.ts';
import { cnDate, DAY_MS, inBeijing, zh } from '../recruiting/labels.ts';
import { nameForEmployer, type ResumeLocation } from '../recruiting/resumeAccess.ts';
import type { ApplicationRecord } from '../recruiting/seekers.ts';
import type { CompanyRecord, JobRecord } from '../recruiting/types.ts';
import { noticedSince, notify, type NoticeInput } from './store.ts';

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
const when = (at: number) => inBeijing(at).format('M月D日 HH:mm');

/** A candidate as the company may name them (masked unless the seeker shows the full name). */
export function candidateName(db: Db, seekerId: string): string {
  const seeker = db.users.get(seekerId);
  const state = db.seekerStates.get(seekerId);
  const gender = seeker?.seeker.basic?.gender;
  return seeker && state && gender ? nameForEmployer(seeker.name, gender, state) : (seeker?.name ?? '');
}

// ---- the seeker's side ----

type SeekerNotice = NoticeInput<SeekerNoticeCategory>;

/** An application's step as its seeker hears it; `interviewing` is told by the invitation itself. */
const STEP_TEXTS: Partial<Record<ApplicationStatus, (company: string, title: string, reason: string) => { title: string; body: string }>> = {
  viewed: (company, title) => ({ title: '投递已被查看', body: `${company}查看了你投递的「${title}」` }),
  shortlisted: (company, title) => ({ title: '招聘方对你感兴趣', body: `${company}将你对「${title}」的投递标记为有意向，可能很快与你联系` }),
  rejected: (company, title, reason) => ({
    title: '投递反馈：暂不合适',
    body: `${company}认为你与「${title}」暂不匹配${reason ? `，原因：${reason}` : ''}。别灰心，看看其他合适的职位`,
  }),
  offered: (company, title) => ({
    title: '你收到了一份 offer',
    body: `恭喜！${company}向你发出了「${title}」的 offer，请在个人中心查看条件并在截止日期前答复`,
  }),
  hired: (company, title) => ({ title: '已确认入职', body: `${company}已确认你入职「${title}」，祝工作顺利` }),
};

export function applicationStepNotice(db: Db, application: Pick<ApplicationRecord, 'jobId' | 'status' | 'rejectReason'>): SeekerNotice | null {
  const text = STEP_TEXTS[application.status];
  if (!text) return null;
  const job = jobOf(db, application.jobId);
  const reason = application.rejectReason ? zh(`dict.rejectReason.${application.rejectReason as RejectReason}`) : '';
  return { category: 'application', ...text(brand(companyOf(db, job.companyId)), job.title, reason), link: APPLICATIONS };
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
  const company = brand(companyOf(db, job.companyId));
  const round = facts.round > 1 ? `第 ${facts.round} 轮` : '';
  const how = `${zh(`dict.interviewFormat.${facts.format}`)}，${facts.place}`;
  const contact = facts.contact?.name ? `。联系人：${facts.contact.name}${facts.contact.title ? `（${facts.contact.title}）` : ''}` : '';
  const note = facts.notes ? `。备注：${facts.notes}` : '';
  const texts: Record<InterviewChange, { title: string; body: string }> = {
    invited: {
      title: '面试邀请',
      body: `${company}邀请你参加「${job.title}」的${round}面试：${when(facts.at)}，${how}${contact}${note}。请在个人中心回复是否参加`,
    },
    rescheduled: { title: '面试时间变更', body: `${company}将「${job.title}」的${round}面试改到 ${when(facts.at)}（${how}）${contact}${note}。请重新确认` },
    proposalTaken: {
      title: '面试改期已确认',
      body: `${company}按你提议的时间确认了「${job.title}」的${round}面试：${when(facts.at)}，${how}${contact}${note}`,
    },
    cancelled: {
      title: '面试已取消',
      body: `${company}取消了「${job.title}」原定 ${when(facts.at)} 的${round}面试${facts.cancelReason ? `，原因：${facts.cancelReason}` : ''}`,
    },
  };
  return { category: 'interview', ...texts[change], link: APPLICATIONS };
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
    title: '有企业查看了你的简历',
    body: `${brand(company)}的${viewer.name}${viewer.title ? `（${viewer.title}）` : ''}查看了你的简历「${resumeName}」`,
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
    const phone = state.privacy.virtualPhone ? '，对方看到的是隐私号，通话由平台转接' : '';
    notify(
      db,
      target,
      { category: 'views', title: '企业获取了你的联系方式', body: `${brand(company)}解锁了你的简历「${resume.name}」的联系方式${phone}`, link: VIEWS },
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
    title: '收到新的投递',
    body: `${candidateName(db, seekerId)}投递了「${job.title}」`,
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
    { category: 'applicants', title: '候选人撤回了投递', body: `${candidateName(db, seekerId)}撤回了对「${job.title}」的投递`, link: applicantsOf(job.id) },
    now,
  );
}

const ANSWERS: Record<Exclude<InterviewResponse, 'pending'>, { title: string; verb: string }> = {
  accepted: { title: '候选人接受了面试', verb: '确认参加' },
  declined: { title: '候选人拒绝了面试', verb: '不参加' },
  reschedule: { title: '候选人申请改期', verb: '希望调整' },
};

export function interviewAnswerNotice(
  db: Db,
  seekerId: string,
  application: Pick<ApplicationRecord, 'jobId' | 'interviewAt'>,
  response: Exclude<InterviewResponse, 'pending'>,
  proposed: number[] = [],
): CompanyNotice {
  const job = jobOf(db, application.jobId);
  const at = application.interviewAt === null ? '' : `（${when(application.interviewAt)}）`;
  const times = proposed.length ? `，候选人方便的时间：${proposed.map(when).join('、')}` : '';
  const next = response === 'reschedule' ? `${times}，请在面试管理中改期` : '';
  return {
    category: 'replies',
    title: ANSWERS[response].title,
    body: `${candidateName(db, seekerId)}${ANSWERS[response].verb}「${job.title}」${at}的面试${next}`,
    link: '/interview',
  };
}

/** The seeker answered an interview invitation from /percenter. */
export function notifyInterviewAnswer(db: Db, seekerId: string, application: ApplicationRecord, response: Exclude<InterviewResponse, 'pending'>, now: number) {
  const proposed = latestInterview(db, application.id)?.proposedTimes ?? [];
  notify(db, { companyId: jobOf(db, application.jobId).companyId }, interviewAnswerNotice(db, seekerId, application, response, proposed), now);
}

export function jobReviewNotice(job: JobRecord): CompanyNotice {
  return job.review === 'approved'
    ? { category: 'review', title: '职位审核通过', body: `「${job.title}」已通过审核并公开招聘，有效期至 ${cnDate(job.expiresAt)}`, link: '/position' }
    : { category: 'review', title: '职位未通过审核', body: `「${job.title}」未通过审核：${job.rejectReason ?? ''}`, link: '/position?state=rejected' };
}

/** The reviewer has answered a post (at the time it decided). */
export function notifyJobReview(db: Db, job: JobRecord, at: number) {
  notify(db, { companyId: job.companyId }, jobReviewNotice(job), at);
}

export function certificationNotice(company: CompanyRecord, record: Pick<CertificationRecord, 'status' | 'reason'>): CompanyNotice {
  return record.status === 'verified'
    ? { category: 'review', title: '企业认证已通过', body: `${company.name}已通过企业认证，现在可以发布职位`, link: '/companyInformation' }
    : { category: 'review', title: '企业认证未通过', body: `企业认证未通过：${record.reason ?? ''}。请修改后重新提交`, link: '/companyInformation' };
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
      title: '候选人回复了你的招呼',
      body: `${candidateName(db, seekerId)}回复了你关于「${job.title}」的招呼`,
      link: `/communicat?conversation=${conversationId}`,
    },
    now,
  );
}
