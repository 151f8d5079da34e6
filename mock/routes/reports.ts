import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import { listQuery } from '../../src/contract/seeker.ts';
import { REPORT_RATE_LIMITED, reportBody, type ReportCase, type ReportCreated } from '../../src/contract/report.ts';
import type { ReportStatus, ReportTarget } from '../../src/dicts/zone.ts';
import { ApiError } from '../core/errors.ts';
import { rateSlot } from '../core/rateLimit.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { conversationSummary } from '../db/recruiting/chat.ts';
import { ownConversation } from './chat.ts';
import { publicGig } from './gigs.ts';
import { DAY_MS } from '../db/recruiting/labels.ts';
import { findCompany, findJob, pageParams, slicePage } from '../db/recruiting/lookup.ts';
import type { ReportRecord } from '../db/recruiting/seekers.ts';
import { iso } from '../db/recruiting/viewer.ts';

/** 举报: reporting a job or a company creates a numbered case whose status the reporter can follow. */

const HOUR_MS = 3600 * 1000;

/** 3600 → 每小时, 600 → 每 10 分钟: the rate limit's window in its message. */
const spanText = (windowS: number) => (windowS === 3600 ? '每小时' : `每 ${Math.round(windowS / 60)} 分钟`);

const TARGET_NOUN: Record<ReportTarget, string> = { job: '职位', company: '公司', conversation: '用户', gig: '零工' };

/** What a recruiter may not report about their own company: its posts, its gigs, itself. */
const OWN_REFUSAL: Record<ReportTarget, string> = {
  job: '不能举报本公司发布的职位',
  gig: '不能举报本公司发布的零工',
  company: '不能举报自己所在的公司',
  conversation: '不能举报自己所在的公司',
};

/** The mock's moderators: a case is picked up after two hours and settled after three days. */
function statusOf(r: ReportRecord, now: number): { status: ReportStatus; updatedAt: number } {
  if (now - r.createdAt >= 3 * DAY_MS) return { status: 'resolved', updatedAt: r.createdAt + 3 * DAY_MS };
  if (now - r.createdAt >= 2 * HOUR_MS) return { status: 'processing', updatedAt: r.createdAt + 2 * HOUR_MS };
  return { status: 'received', updatedAt: r.createdAt };
}

/** JB + the Beijing date + a 4-digit sequence. */
function caseNumber(db: Db, now: number): string {
  const date = new Date(now + 8 * HOUR_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `JB${date}${String(++db.counters.report % 10000).padStart(4, '0')}`;
}

function targetOf(db: Db, user: UserRecord, type: ReportTarget, id: string, now: number): { name: string; companyId: string | null } {
  if (type === 'conversation') {
    // The other party of one's own conversation (a chat's 举报): named as the reporter sees them, so a seeker's
    // report names the company's recruiter who wrote last (the one the thread's header shows), not the post's.
    const c = ownConversation(db, user, id);
    const { peer, job } = conversationSummary(db, user, c, now);
    return { name: `${peer.name}${peer.title ? ` · ${peer.title}` : ''}（${job.title}）`, companyId: null };
  }
  if (type === 'gig') {
    // Only a public gig (what a worker could have seen); a merchant's or a person's has no company here.
    const gig = publicGig(db, id);
    return { name: gig.title, companyId: db.gigs.employers.get(gig.employerId)?.companyId ?? null };
  }
  if (type === 'job') {
    const job = findJob(db, id);
    return { name: job.title, companyId: job.companyId };
  }
  const company = findCompany(db, id);
  return { name: company.name, companyId: company.id };
}

export function toCase(r: ReportRecord, now: number): ReportCase {
  const { status, updatedAt } = statusOf(r, now);
  return {
    caseNo: r.caseNo,
    targetType: r.targetType,
    targetId: r.targetId,
    targetName: r.targetName,
    category: r.category,
    description: r.description,
    status,
    createdAt: iso(r.createdAt),
    updatedAt: iso(updatedAt),
  };
}

export const reportRoutes = [
  route({
    method: 'POST',
    path: '/reports',
    auth: 'user',
    body: reportBody,
    handler: ({ body, db, user, now, limits }): ReportCreated => {
      // Each report is a moderator's time: a user files at most `limits.reports.max` an hour (refusals cost none).
      const slot = rateSlot(
        db,
        `reports:${user!.id}`,
        limits.reports,
        now,
        REPORT_RATE_LIMITED,
        (s) => `举报过于频繁：${spanText(limits.reports.windowS)}最多 ${limits.reports.max} 次，请 ${Math.ceil(s / 60)} 分钟后再试`,
      );
      const target = targetOf(db, user!, body.targetType, body.targetId, now);
      // A recruiter's report of their own employer is a conflict of interest, not a signal: refused.
      if (user!.role === 'enterprise' && user!.companyId === target.companyId) {
        throw new ApiError(403, JOB_ERROR_CODES.ownReport, OWN_REFUSAL[body.targetType]);
      }
      const open = db.reports.find(
        (r) => r.userId === user!.id && r.targetType === body.targetType && r.targetId === body.targetId && statusOf(r, now).status !== 'resolved',
      );
      if (open)
        throw new ApiError(409, JOB_ERROR_CODES.duplicateReport, `你已举报过该${TARGET_NOUN[body.targetType]}（案件编号 ${open.caseNo}），我们正在处理`);
      const record: ReportRecord = { caseNo: caseNumber(db, now), userId: user!.id, ...body, targetName: target.name, createdAt: now };
      db.reports.push(record);
      slot.take();
      return { caseNo: record.caseNo, status: statusOf(record, now).status };
    },
  }),
  route({
    method: 'GET',
    path: '/me/reports',
    auth: 'user',
    query: listQuery,
    handler: ({ query, db, user, now }): PageResult<ReportCase> => {
      const mine = db.reports.filter((r) => r.userId === user!.id).reverse();
      const page = slicePage(mine, pageParams(query));
      return { ...page, list: page.list.map((r) => toCase(r, now)) };
    },
  }),
];
