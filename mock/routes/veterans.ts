import type { PageResult } from '../../src/contract/envelope.ts';
import type { CompanyCard } from '../../src/contract/company.ts';
import type { JobCard } from '../../src/contract/job.ts';
import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import {
  veteranApplyBody,
  veteranCompaniesQuery,
  veteranJobsQuery,
  type JobFair,
  type VeteranIdentity,
  type VeteranPolicies,
} from '../../src/contract/veteran.ts';
import { ApiError, invalid } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { SERVICE_STATIONS, VETERAN_POLICIES } from '../db/recruiting/content/veterans.ts';
import { DAY_MS } from '../db/recruiting/labels.ts';
import type { CompanyRecord } from '../db/recruiting/types.ts';
import { pageParams, pageResult, slicePage } from '../db/recruiting/lookup.ts';
import { searchJobs } from '../db/recruiting/search.ts';
import { companyCard, jobCard, type ViewCtx } from '../db/recruiting/views.ts';
import { iso, seekerState, veteranStatus } from '../db/recruiting/viewer.ts';
import { rankedCompanies } from './companies.ts';

/**
 * The veteran zone: veterans-preferred and reserved jobs (reserved ones locked until the identity is
 * verified), veteran-friendly employers, policies, and the identity application the mock reviews itself.
 */

const mask = (no: string) => `${no.slice(0, 2)}${'*'.repeat(Math.max(0, no.length - 6))}${no.slice(-4)}`;

function identity(db: Db, user: UserRecord, now: number): VeteranIdentity {
  const status = veteranStatus(db, user, now);
  const record = db.seekerStates.get(user.id)?.veteran;
  if (!record) return { status, certificateType: null, certificateNoMasked: null, name: null, submittedAt: null, reviewedAt: null, rejectReason: null };
  return {
    status,
    certificateType: record.certificateType,
    certificateNoMasked: mask(record.certificateNo),
    name: record.name,
    submittedAt: iso(record.submittedAt),
    reviewedAt: record.reviewedAt === null ? null : iso(record.reviewedAt),
    rejectReason: status === 'rejected' ? '证件编号与退役军人信息库记录不一致，请核对后重新提交' : null,
  };
}

function fairs(now: number): JobFair[] {
  const day = (n: number) => iso(now + n * DAY_MS).slice(0, 10);
  return [
    { id: 'fair-1', title: '退役军人就业创业网络招聘会', mode: 'online', city: null, venue: null, date: day(5), companyCount: 126 },
    {
      id: 'fair-2',
      title: '杭州市“兵支书”暨退役军人专场招聘会',
      mode: 'offline',
      city: 'hangzhou',
      venue: '杭州国际博览中心',
      date: day(12),
      companyCount: 68,
    },
    { id: 'fair-3', title: '深圳市退役军人专场招聘会', mode: 'offline', city: 'shenzhen', venue: '深圳会展中心（福田）', date: day(19), companyCount: 85 },
  ];
}

export const veteranRoutes = [
  route({
    method: 'GET',
    path: '/veterans/jobs',
    auth: 'optional',
    query: veteranJobsQuery,
    handler: ({ query, db, user, now }): PageResult<JobCard> => {
      const { only, ...filters } = query;
      const page = pageParams(query);
      const { items, total } = searchJobs({ db, user, now }, { ...filters, veterans: only ? 'only' : 'preferred' }, page);
      const ctx: ViewCtx = { db, user, now };
      return pageResult(
        items.map((j) => jobCard(ctx, j)),
        total,
        page,
      );
    },
  }),
  route({
    method: 'GET',
    path: '/veterans/companies',
    auth: 'optional',
    query: veteranCompaniesQuery,
    handler: ({ query, db, user, now }): PageResult<CompanyCard> => {
      const keyword = query.keyword?.toLowerCase();
      const keep = (c: CompanyRecord) =>
        c.veteranFriendly &&
        (!query.city || c.city === query.city) &&
        (!query.industry?.length || query.industry.includes(c.industry) || query.industry.includes(c.industryTop)) &&
        (!keyword || c.name.toLowerCase().includes(keyword));
      const ctx: ViewCtx = { db, user, now };
      const page = slicePage(rankedCompanies(db, now, keep), pageParams(query));
      return { ...page, list: page.list.map((c) => companyCard(ctx, c)) };
    },
  }),
  route({
    method: 'GET',
    path: '/veterans/policies',
    handler: ({ now }): VeteranPolicies => ({ policies: VETERAN_POLICIES, stations: SERVICE_STATIONS, fairs: fairs(now) }),
  }),
  route({
    method: 'GET',
    path: '/me/veteran',
    auth: 'seeker',
    handler: ({ db, user, now }): VeteranIdentity => identity(db, user!, now),
  }),
  route({
    method: 'POST',
    path: '/me/veteran',
    auth: 'seeker',
    body: veteranApplyBody,
    handler: ({ body, db, user, now }): VeteranIdentity => {
      const status = veteranStatus(db, user, now);
      if (status === 'pending') throw new ApiError(409, JOB_ERROR_CODES.veteranPending, '你的认证申请正在审核中，请耐心等待结果');
      if (status === 'verified') throw new ApiError(409, JOB_ERROR_CODES.veteranVerified, '你已完成退役军人身份认证，无需重复提交');
      const upload = db.uploads.get(body.file);
      if (!upload || upload.ownerId !== user!.id) throw invalid([{ field: 'file', message: '证件照片不存在，请重新上传' }]);
      seekerState(db, user!.id).veteran = { ...body, submittedAt: now, outcome: null, reviewedAt: null };
      return identity(db, user!, now);
    },
  }),
];
