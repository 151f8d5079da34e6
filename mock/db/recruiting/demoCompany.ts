import { checkPostWordingZh } from '../../../src/contract/jobWordingZh.ts';
import type { ApplicationStatus, RejectReason } from '../../../src/dicts/job.ts';
import type { Db } from '../index.ts';
import { planPrice } from '../../../src/contract/membershipValues.ts';
import type { QuotaKind } from '../../../src/dicts/membership.ts';
import { DEMO_COMPANY_ID, DEMO_PASSWORD, hashPassword } from '../accounts.ts';
import { DEMO_COMPANY } from './companies.ts';
import { applyPaidOrder, emptyMembership, orderNumber, usageNote, type OrderRecord } from './membership.ts';
import { maskedNameParam } from './resumeAccess.ts';
import { listJob, withSearchFields } from './jobIndex.ts';
import { seedThread } from './chatSeed.ts';
import { FAMILY_BY_KEY } from './jobs.ts';
import { DAY_MS, HOUR_MS, officeHistory, officeMoment } from './labels.ts';
import { positionOfTitle } from './positions.ts';
import type { ApplicationRecord } from './seekers.ts';
import type { JobRecord } from './types.ts';
import type { ServerParam } from '../../../src/contract/serverText/types.ts';
import { msg } from '../../core/serverText.ts';

/**
 * The demo company's hiring desk (王芳, 聚才示范科技): posts in every state of the job machine and applicants in
 * every state of the application machine, so /position shows each tab and each step with real records.
 *
 * - closed: 运维工程师 (j8), filled last week; expired: 市场专员 (j13), left to lapse three days ago.
 * - in review: 数据产品经理, sent this morning. It waits for the reviewer the mock does not simulate for seeded
 *   posts (only posts sent while it runs are answered after REVIEW_MS), so the tab always has it.
 * - not approved: 客户成功经理, whose requirements gave an e-mail address (the reviewer's contact rule).
 * - a draft of 高级前端开发工程师, half written.
 * - applicants from the talent pool in 杭州 whose wanted role is the post's, one per state.
 */

const CLOSED_JOB = 'j8';
const EXPIRED_JOB = 'j13';

/** One seeded applicant per state, with when each step happened (days before the seed). */
const PIPELINE: ReadonlyArray<{
  status: ApplicationStatus;
  steps: Array<[ApplicationStatus, number]>;
  reason?: RejectReason;
  heldYesterday?: boolean;
  note?: string;
  tags?: string[];
}> = [
  { status: 'delivered', steps: [['delivered', 0.1]] },
  { status: 'delivered', steps: [['delivered', 1]] },
  {
    status: 'viewed',
    steps: [
      ['delivered', 3],
      ['viewed', 2],
    ],
  },
  {
    status: 'shortlisted',
    steps: [
      ['delivered', 6],
      ['viewed', 5],
      ['shortlisted', 4],
    ],
    note: '电话沟通过，期望薪资在预算内，下周可面试',
    tags: ['重点关注', '已电话沟通'],
  },
  {
    status: 'interviewing',
    steps: [
      ['delivered', 9],
      ['viewed', 8],
      ['shortlisted', 7],
      ['interviewing', 5],
    ],
    tags: ['重点关注'],
  },
  // Interviewed yesterday afternoon, waiting for the interviewers' feedback.
  {
    status: 'interviewing',
    steps: [
      ['delivered', 10],
      ['viewed', 9],
      ['shortlisted', 8],
      ['interviewing', 6],
    ],
    heldYesterday: true,
  },
  {
    status: 'offered',
    steps: [
      ['delivered', 20],
      ['viewed', 19],
      ['shortlisted', 18],
      ['interviewing', 15],
      ['offered', 6],
    ],
    note: '二面通过，offer 已发，等待候选人确认入职日期',
  },
  {
    status: 'hired',
    steps: [
      ['delivered', 30],
      ['viewed', 29],
      ['shortlisted', 28],
      ['interviewing', 25],
      ['offered', 18],
      ['hired', 10],
    ],
  },
  {
    status: 'rejected',
    steps: [
      ['delivered', 8],
      ['viewed', 7],
      ['rejected', 7],
    ],
    reason: 'experience',
  },
  {
    status: 'withdrawn',
    steps: [
      ['delivered', 12],
      ['viewed', 11],
      ['withdrawn', 10],
    ],
  },
  {
    status: 'autoClosed',
    steps: [
      ['delivered', 40],
      ['autoClosed', 10],
    ],
  },
];

function newPost(db: Db, base: JobRecord, changes: Partial<JobRecord>): JobRecord {
  const company = db.recruiting.companyById.get(base.companyId)!;
  const id = `j${++db.employerCounters.job}`;
  const title = changes.title ?? base.title;
  // A post with a new title names its own position (数据产品经理 is not the copied post's).
  const position = positionOfTitle(changes.category ?? base.category, title);
  const fields = {
    ...base,
    family: '',
    views: 0,
    ...changes,
    position,
    id,
    closed: false,
    source: null,
    campus: null,
    veteransOnly: false,
    veteransPreferred: false,
  };
  const job: JobRecord = { ...fields, ...withSearchFields(fields, `${company.name} ${company.shortName}`) };
  db.recruiting.jobById.set(id, job);
  company.jobIds.push(id);
  return job;
}

function seedPosts(db: Db) {
  const { jobById } = db.recruiting;
  const at = db.createdAt;
  jobById.get(CLOSED_JOB)!.closed = true;
  const expired = jobById.get(EXPIRED_JOB)!;
  expired.expiresAt = at - 3 * DAY_MS;
  expired.refreshedAt = expired.expiresAt - expired.validDays * DAY_MS;
  expired.postedAt = Math.min(expired.postedAt, expired.refreshedAt);
  listJob(db.recruiting, expired);

  const product = jobById.get('j5')!;
  newPost(db, product, {
    title: '数据产品经理',
    salary: { min: 18000, max: 26000, unit: 'month', months: 14 },
    experience: '3-5',
    tags: ['数据产品', 'SQL', '指标体系', 'A/B 测试'],
    duties: [
      '负责公司 SaaS 产品数据平台的规划与迭代',
      '搭建业务指标体系，推动数据驱动的产品决策',
      '与数据研发团队协作，交付报表与分析工具',
      '跟踪上线效果并持续优化',
    ],
    requirements: ['本科及以上学历，3-5年相关工作经验', '熟练使用 SQL，理解常见数据仓库模型', '有 B 端产品或数据平台经验优先'],
    review: 'pending',
    submittedAt: at - 2 * HOUR_MS,
    postedAt: at - 2 * HOUR_MS,
    refreshedAt: at - 2 * HOUR_MS,
  });
  newPost(db, product, {
    title: '客户成功经理',
    category: 'sales',
    salary: { min: 12000, max: 18000, unit: 'month', months: 13 },
    experience: '3-5',
    education: 'college',
    tags: ['客户成功', '续费管理', 'SaaS'],
    duties: ['负责重点客户的上线交付与使用培训', '跟进客户续费与增购，降低流失', '收集客户反馈并推动产品改进'],
    requirements: ['大专及以上学历，3-5年 SaaS 客户成功或大客户服务经验', '沟通表达能力强', '简历请发送至 hr@jucai-demo.com'],
    review: 'rejected',
    // What the reviewer answers for it (jobReview.ts reads the shared wording rules).
    rejectReason: checkPostWordingZh({ requirements: ['简历请发送至 hr@jucai-demo.com'] })[0].message,
    submittedAt: at - 26 * HOUR_MS,
    postedAt: at - 26 * HOUR_MS,
    refreshedAt: at - 26 * HOUR_MS,
  });
  db.jobDrafts.set('jd-seed-1', {
    id: 'jd-seed-1',
    companyId: DEMO_COMPANY_ID,
    values: {
      title: '高级前端开发工程师',
      category: 'tech',
      jobType: 'fulltime',
      district: 'hangzhou-binjiang',
      tags: ['React', 'TypeScript'],
      duties: ['负责招聘平台 PC 端核心页面的开发'],
    },
    savedAt: at - 5 * HOUR_MS,
  });
}

/** Applicants from the pool who want the post's role in its city, can be seen by the company, and are looking. */
function seedApplicants(db: Db) {
  const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
  const open = company.jobIds
    .map((id) => db.recruiting.jobById.get(id)!)
    .filter((j) => j.review === 'approved' && !j.closed && j.expiresAt > db.createdAt && j.family);
  const taken = new Set<string>();
  let n = 0;
  for (const [k, seed] of PIPELINE.entries()) {
    // Walk the posts in turn so the applicants spread over them.
    for (let tries = 0; tries < open.length; tries++) {
      const job = open[(k + tries) % open.length];
      const role = FAMILY_BY_KEY.get(job.family)!.role.slice(0, 20);
      const found = [...db.seekerStates].find(([id, state]) => {
        const content = state.onlineResumes['zh-CN']?.content;
        const preference = content?.preferences[0];
        return (
          !taken.has(id) &&
          id.startsWith('u') &&
          preference?.title === role &&
          preference.city === job.city &&
          state.privacy.visibility === 'public' &&
          !state.privacy.blocked.length &&
          content?.basic?.workStatus !== 'notLooking'
        );
      });
      if (!found) continue;
      const [seekerId, state] = found;
      taken.add(seekerId);
      const history = officeHistory(db.createdAt, seed.steps, 20 + k);
      const application: ApplicationRecord = {
        id: `ap-c1-${++n}`,
        jobId: job.id,
        resumeId: state.resumes[0].id,
        appliedAt: history[0].at,
        status: seed.status,
        history,
        rejectReason: seed.reason ?? null,
        // The coming interview: three days after the seed, 10:00 Beijing time; the past ones happened.
        interviewAt: seed.heldYesterday
          ? Math.floor(db.createdAt / DAY_MS) * DAY_MS - DAY_MS + 7 * HOUR_MS
          : seed.status === 'interviewing'
            ? Math.floor(db.createdAt / DAY_MS) * DAY_MS + 3 * DAY_MS + 2 * HOUR_MS
            : (history.find((s) => s.status === 'interviewing')?.at ?? null),
        interviewResponse: seed.status === 'interviewing' ? 'accepted' : history.some((s) => s.status === 'interviewing') ? 'accepted' : null,
        ...(seed.note && { employerNote: seed.note }),
        ...(seed.tags && { employerTags: seed.tags }),
      };
      state.applications.push(application);
      break;
    }
  }
}

/**
 * 专业版 for a quarter, bought 40 days ago by bank transfer with an invoice; the quotas partly used, each use in
 * the log with what it was for; 高级Java开发工程师 is 急聘 and 高级算法工程师 pinned as a result.
 */
function seedMembership(db: Db) {
  const at = db.createdAt;
  const started = officeMoment(at, 40, 9);
  const record = emptyMembership(started);
  const order: OrderRecord = {
    id: orderNumber(db, started - HOUR_MS),
    plan: 'pro',
    term: 'quarter',
    amount: planPrice('pro', 'quarter'),
    credit: 0,
    status: 'paid',
    createdAt: started - HOUR_MS,
    paidAt: started,
    channel: 'transfer',
    invoice: {
      kind: 'normal',
      title: DEMO_COMPANY.name,
      taxNo: db.recruiting.companyById.get(DEMO_COMPANY_ID)!.registration.creditCode,
      email: 'finance@jucai-demo.example',
      special: null,
      requestedAt: started + DAY_MS,
    },
  };
  record.orders.push(order);
  applyPaidOrder(record, order, started);
  const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
  const titles = company.jobIds
    .map((id) => db.recruiting.jobById.get(id)!)
    .filter((j) => j.review === 'approved')
    .map((j) => j.title);
  const spend = (kind: QuotaKind, amount: number, subject: ServerParam, when: number) => {
    record.quotas[kind].used += amount;
    record.usage.push({ at: when, kind, delta: -amount, ...usageNote(subject) });
  };
  // Refreshes most mornings, a few posts each; unlocks now and then; two pins and a few 急聘.
  for (let day = 39; day >= 1; day--) {
    const morning = at - day * DAY_MS + ((day * 7) % 3) * HOUR_MS;
    for (let k = 0; k < 5; k++) spend('refresh', 1, titles[(day + k) % titles.length], morning + k * 60_000);
    if (day % 3 === 0)
      spend(
        'unlock',
        1,
        msg('resume.title', { name: maskedNameParam(['张', '刘', '陈', '杨', '赵', '黄', '周', '吴'][day % 8], day % 2 ? 'male' : 'female') }),
        morning + 2 * HOUR_MS,
      );
    if (day % 8 === 0) spend('urgent', 1, titles[day % titles.length], morning + HOUR_MS);
  }
  spend('pin', 10, '高级算法工程师', at - 5 * DAY_MS);
  spend('pin', 10, '高级Java开发工程师', at - 25 * DAY_MS);
  spend('urgent', 1, '高级Java开发工程师', at - 4 * DAY_MS);
  record.usage.sort((a, b) => a.at - b.at);
  db.memberships.set(DEMO_COMPANY_ID, record);
  const byTitle = (title: string) => company.jobIds.map((id) => db.recruiting.jobById.get(id)!).find((j) => j.title === title && j.review === 'approved')!;
  byTitle('高级算法工程师').pinnedUntil = at + 5 * DAY_MS;
  db.pinnedJobs.add(byTitle('高级算法工程师').id);
  byTitle('高级Java开发工程师').urgentUntil = at + 3 * DAY_MS;
}

/**
 * Conversations about the company's posts: every applicant talked first (applying starts one, as on BOSS), and
 * some more seekers in the pool asked about a post without applying, over the past three weeks.
 */
function seedConversations(db: Db) {
  const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
  const jobIds = new Set(company.jobIds);
  let n = 0;
  const add = (seekerId: string, jobId: string, at: number, kind: 'applicant' | 'asker', index: number) => {
    const job = db.recruiting.jobById.get(jobId)!;
    const id = `conv-c1-${++n}`;
    const conversation = { id, seekerId, recruiterId: job.recruiterId, jobId, createdAt: at };
    db.conversations.set(id, conversation);
    seedThread(conversation, kind, index, { title: job.title, company: company.shortName }, db.createdAt);
  };
  const applicants = [...db.seekerStates].flatMap(([seekerId, state]) => state.applications.filter((a) => jobIds.has(a.jobId)).map((a) => ({ seekerId, a })));
  applicants.forEach(({ seekerId, a }, i) => add(seekerId, a.jobId, a.appliedAt - HOUR_MS, 'applicant', i));
  const open = company.jobIds.map((id) => db.recruiting.jobById.get(id)!).filter((j) => j.review === 'approved' && !j.closed && j.expiresAt > db.createdAt);
  const askers = [...db.seekerStates.keys()].filter((id) => /^u\d+$/.test(id) && Number(id.slice(1)) % 97 === 3).slice(0, 20);
  askers.forEach((seekerId, i) => add(seekerId, open[i % open.length].id, db.createdAt - ((i * 11) % 21) * DAY_MS - (i % 5) * HOUR_MS, 'asker', i));
}

/**
 * The interviews behind the seeded applicants: the coming one (accepted) and the two that led to an offer and a
 * hire, each with its feedback. 王芳 interviews with the team lead of the post.
 */
function seedInterviews(db: Db) {
  const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
  const jobIds = new Set(company.jobIds);
  for (const [seekerId, state] of db.seekerStates) {
    for (const application of state.applications) {
      if (!jobIds.has(application.jobId) || application.interviewAt === null || !application.id.startsWith('ap-c1-')) continue;
      const past = application.status !== 'interviewing';
      const awaitingFeedback = application.status === 'interviewing' && application.interviewAt < db.createdAt;
      const id = `iv${++db.employerCounters.interview}`;
      db.interviews.set(id, {
        id,
        applicationId: application.id,
        seekerId,
        companyId: company.id,
        jobId: application.jobId,
        round: 1,
        at: application.interviewAt,
        format: 'onsite',
        place: company.addresses[0].address,
        interviewers: ['王芳', '刘洋'],
        notes: '请携带身份证原件，到前台报面试职位即可',
        contactId: null,
        proposedTimes: [],
        status: past ? 'done' : awaitingFeedback ? 'checkedIn' : 'accepted',
        cancelReason: null,
        feedback: past
          ? {
              result: 'pass',
              score: application.status === 'hired' ? 5 : 4,
              comment: application.status === 'hired' ? '基础扎实，沟通清楚，团队一致通过' : '项目经验匹配，可以发 offer',
              at: application.interviewAt + 2 * HOUR_MS,
            }
          : null,
        createdAt: application.interviewAt - 3 * DAY_MS,
      });
    }
  }
}

/** The demo sub-account's number (README, e2e): 刘洋, HR 专员 of the demo company, with a share of its quotas. */
export const DEMO_SUB_ACCOUNT_MOBILE = '13800000006';

/**
 * 刘洋 joined as a sub-account a month ago with caps on refreshes and unlocks, partly used this term. Created
 * after the talent pool so the pool's ids stay as they were.
 */
function seedSubAccount(db: Db) {
  const id = `u${db.nextUserNo++}`;
  const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
  db.users.set(id, {
    id,
    mobile: DEMO_SUB_ACCOUNT_MOBILE,
    role: 'enterprise',
    name: '刘洋',
    avatar: null,
    companyId: company.id,
    companyName: company.name,
    agreementVersion: '2026.1',
    createdAt: new Date(db.createdAt - 30 * DAY_MS).toISOString(),
    passwordHash: hashPassword(DEMO_PASSWORD),
    profile: { title: 'HR 专员' },
    seeker: { basic: null, education: [] },
    lastActiveAt: db.createdAt - 3 * HOUR_MS,
  });
  const record = db.memberships.get(DEMO_COMPANY_ID)!;
  const quotas = record.quotas;
  // His uses are among the seeded ones (every fourth refresh, the latest unlocks): the log names him, and his own
  // log (what a sub-account sees on /enterprisevip) adds up to what he used.
  const attribute = (kind: 'refresh' | 'unlock', n: number, every: number) => {
    const uses = record.usage
      .filter((u) => u.kind === kind && u.delta < 0)
      .filter((_, i) => i % every === every - 1)
      .slice(-n);
    for (const u of uses) Object.assign(u, usageNote(u.message, '刘洋'), { actorId: id });
  };
  attribute('refresh', 42, 4);
  attribute('unlock', 9, 1);
  db.subAccounts.set(id, {
    userId: id,
    companyId: company.id,
    title: 'HR 专员',
    status: 'active',
    createdAt: db.createdAt - 30 * DAY_MS,
    allotted: { refresh: 150, unlock: 60 },
    used: { refresh: { n: 42, term: quotas.refresh.expiresAt }, unlock: { n: 9, term: quotas.unlock.expiresAt } },
  });
}

export function seedDemoCompany(db: Db) {
  seedPosts(db);
  seedApplicants(db);
  seedInterviews(db);
  seedMembership(db);
  seedSubAccount(db);
  seedConversations(db);
}
