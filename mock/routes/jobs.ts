import {
  jobSearchQuery,
  similarQuery,
  suggestQuery,
  type JobCard,
  type JobDetail,
  type JobSearchResult,
  type SearchSuggestion,
} from '../../src/contract/job.ts';
import { route } from '../core/router.ts';
import { findJob, pageParams, pageResult } from '../db/recruiting/lookup.ts';
import { searchJobs, suggestions } from '../db/recruiting/search.ts';
import type { JobRecord } from '../db/recruiting/types.ts';
import { jobCard, jobDetail, type ViewCtx } from '../db/recruiting/views.ts';
import { asSeeker, jobStatus } from '../db/recruiting/viewer.ts';

/**
 * Job search (/jobpost), detail (/jobdetail) and similar jobs. Public; a signed-in seeker also gets viewer
 * flags, and never sees jobs they marked not interested.
 */

const SIMILAR_DEFAULT = 6;

/** Same family in the same city first, then the same category in the city, then the family anywhere. */
function similarJobs(ctx: ViewCtx, job: JobRecord, limit: number): JobRecord[] {
  const notInterested = asSeeker(ctx.user) ? ctx.db.seekerStates.get(ctx.user!.id)?.notInterested : undefined;
  const usable = (j: JobRecord) => j.id !== job.id && jobStatus(j, ctx.now) === 'open' && !j.veteransOnly && !notInterested?.has(j.id);
  const cityList = ctx.db.recruiting.orders.byCity.get(job.city)?.recommend ?? [];
  const tiers: Array<(j: JobRecord) => boolean> = [
    (j) => j.family === job.family && j.city === job.city,
    (j) => j.category === job.category && j.city === job.city,
    (j) => j.family === job.family,
  ];
  const picked = new Map<string, JobRecord>();
  for (const [i, tier] of tiers.entries()) {
    const list = i < 2 ? cityList : ctx.db.recruiting.orders.recommend;
    for (const j of list) {
      if (picked.size >= limit) return [...picked.values()];
      if (usable(j) && tier(j)) picked.set(j.id, j);
    }
  }
  return [...picked.values()];
}

export const jobRoutes = [
  route({
    method: 'GET',
    path: '/jobs',
    auth: 'optional',
    query: jobSearchQuery,
    handler: ({ query, db, user, now }): JobSearchResult => {
      const page = pageParams(query);
      // A seeker who hides agency posts by default (/privacySet) gets that unless the search says otherwise.
      const seeker = asSeeker(user);
      const byDefault = query.hideAgencies === undefined && !!seeker && !!db.seekerStates.get(seeker.id)?.privacy.hideAgenciesByDefault;
      const { items, total } = searchJobs({ db, user, now }, byDefault ? { ...query, hideAgencies: true } : query, page);
      const ctx: ViewCtx = { db, user, now };
      return {
        ...pageResult(
          items.map((j) => jobCard(ctx, j)),
          total,
          page,
        ),
        agenciesHiddenByDefault: byDefault,
      };
    },
  }),
  route({
    method: 'GET',
    path: '/search/suggest',
    auth: 'optional',
    query: suggestQuery,
    handler: ({ query, db, user, now }): SearchSuggestion[] => suggestions({ db, user, now }, query.q, query.scope),
  }),
  route({
    method: 'GET',
    path: '/jobs/:id',
    auth: 'optional',
    handler: ({ params, db, user, now }): JobDetail => {
      const job = findJob(db, params.id);
      // The employer's own looks are not views (the 浏览 of its hiring funnel).
      if (user?.companyId !== job.companyId) job.views++;
      return jobDetail({ db, user, now }, job);
    },
  }),
  route({
    method: 'GET',
    path: '/jobs/:id/similar',
    auth: 'optional',
    query: similarQuery,
    handler: ({ params, query, db, user, now }): JobCard[] => {
      const ctx: ViewCtx = { db, user, now };
      return similarJobs(ctx, findJob(db, params.id), query.limit ?? SIMILAR_DEFAULT).map((j) => jobCard(ctx, j));
    },
  }),
];
