import {
  companyJobsQuery,
  companySearchQuery,
  type CompanyCard,
  type CompanySearchQuery,
  type CompanyDetail,
  type FollowedCompany,
  type FollowResult,
} from '../../src/contract/company.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { JobCard } from '../../src/contract/job.ts';
import { listQuery } from '../../src/contract/seeker.ts';
import { route } from '../core/router.ts';
import type { Db } from '../db/index.ts';
import { findCompany, pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { companyMatcher, jobPredicate } from '../db/recruiting/search.ts';
import type { CompanyRecord } from '../db/recruiting/types.ts';
import { companyCard, companyDetail, followerCount, jobCard, openJobsOf, type ViewCtx } from '../db/recruiting/views.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';

/** Companies: /company search, /comdetail (overview, open jobs, registration), following. */

function matchesFilters(c: CompanyRecord, q: CompanySearchQuery): boolean {
  if (q.city && c.city !== q.city) return false;
  if (q.industry?.length && !q.industry.includes(c.industry) && !q.industry.includes(c.industryTop)) return false;
  if (q.stage?.length && !q.stage.includes(c.stage)) return false;
  if (q.size?.length && !q.size.includes(c.size)) return false;
  return !q.veteranFriendly || c.veteranFriendly;
}

/** Verified employers with the most open jobs first. */
export function rankedCompanies(db: Db, now: number, keep: (c: CompanyRecord) => boolean) {
  return db.recruiting.companies
    .filter(keep)
    .map((c) => ({ c, open: openJobsOf(db, c, now).length }))
    .sort((a, b) => Number(b.c.verified) - Number(a.c.verified) || b.open - a.open || a.c.id.localeCompare(b.c.id, 'en', { numeric: true }))
    .map((x) => x.c);
}

function setFollow(db: Db, userId: string, company: CompanyRecord, follow: boolean, now: number): FollowResult {
  const follows = seekerState(db, userId).follows;
  if (follow && !follows.has(company.id)) follows.set(company.id, now);
  if (!follow) follows.delete(company.id);
  return { followed: follow, followerCount: followerCount(db, company) };
}

export const companyRoutes = [
  route({
    method: 'GET',
    path: '/companies',
    auth: 'optional',
    query: companySearchQuery,
    handler: ({ query, db, user, now }): PageResult<CompanyCard> => {
      const ctx: ViewCtx = { db, user, now };
      const named = companyMatcher(query.keyword);
      const page = slicePage(
        rankedCompanies(db, now, (c) => matchesFilters(c, query) && named(c)),
        pageParams(query),
      );
      return { ...page, list: page.list.map((c) => companyCard(ctx, c)) };
    },
  }),
  route({
    method: 'GET',
    path: '/companies/:id',
    auth: 'optional',
    handler: ({ params, db, user, now }): CompanyDetail => companyDetail({ db, user, now }, findCompany(db, params.id)),
  }),
  route({
    method: 'GET',
    path: '/companies/:id/jobs',
    auth: 'optional',
    query: companyJobsQuery,
    handler: ({ params, query, db, user, now }): PageResult<JobCard> => {
      const company = findCompany(db, params.id);
      // Reserved (veterans-only) posts are listed too, marked locked, so the employer's page is complete.
      const match = jobPredicate(query, { db, user, now }, true);
      const jobs = company.jobIds
        .map((id) => db.recruiting.jobById.get(id)!)
        .filter(match)
        .sort((a, b) => b.refreshedAt - a.refreshedAt);
      const ctx: ViewCtx = { db, user, now };
      const page = slicePage(jobs, pageParams(query));
      return { ...page, list: page.list.map((j) => jobCard(ctx, j)) };
    },
  }),
  route({
    method: 'POST',
    path: '/companies/:id/follow',
    auth: 'seeker',
    handler: ({ params, db, user, now }) => setFollow(db, user!.id, findCompany(db, params.id), true, now),
  }),
  route({
    method: 'DELETE',
    path: '/companies/:id/follow',
    auth: 'seeker',
    handler: ({ params, db, user, now }) => setFollow(db, user!.id, findCompany(db, params.id), false, now),
  }),
  route({
    method: 'GET',
    path: '/me/followed-companies',
    auth: 'seeker',
    query: listQuery,
    handler: ({ query, db, user, now }): PageResult<FollowedCompany> => {
      const ctx: ViewCtx = { db, user, now };
      const follows = [...seekerState(db, user!.id).follows.entries()].sort((a, b) => b[1] - a[1]);
      const page = slicePage(follows, pageParams(query));
      return { ...page, list: page.list.map(([id, at]) => ({ followedAt: iso(at), company: companyCard(ctx, db.recruiting.companyById.get(id)!) })) };
    },
  }),
];
