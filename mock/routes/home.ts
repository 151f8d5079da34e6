import { homeQuery, recommendQuery, type HomeData, type JobPreference, type RecommendPage } from '../../src/contract/recommend.ts';
import type { JobCategory } from '../../src/dicts/company.ts';
import { notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { HOT_SEARCHES } from '../db/recruiting/content/names.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { matchPreference, popularJobs } from '../db/recruiting/recommend.ts';
import { countJobs, jobPredicate } from '../db/recruiting/search.ts';
import { jobCard, openJobsOf, type ViewCtx } from '../db/recruiting/views.ts';
import { asSeeker } from '../db/recruiting/viewer.ts';
import { rankedCompanies } from './companies.ts';

/** The home page (/ and /original) and recommendations (/recommend). */

const HOME_TABS: JobCategory[] = ['tech', 'product', 'design', 'operations', 'marketing', 'sales', 'hr', 'finance'];
const JOBS_PER_TAB = 6;
const FEATURED_EMPLOYERS = 12;
const HOME_RECOMMENDED = 6;

/** The preferences recommendations may use: none for a visitor, or for a seeker who turned personalisation off (/privacySet). */
function preferencesOf(db: Db, user: UserRecord | null): JobPreference[] {
  const seeker = asSeeker(user);
  const state = seeker ? db.seekerStates.get(seeker.id) : undefined;
  return state?.privacy.personalized ? state.preferences : [];
}

function hotJobs(ctx: ViewCtx, city: HomeData['city']) {
  const visible = jobPredicate({ city: city ?? undefined }, ctx);
  const list = city ? (ctx.db.recruiting.orders.byCity.get(city)?.recommend ?? []) : ctx.db.recruiting.orders.recommend;
  return HOME_TABS.map((category) => {
    const jobs = [];
    for (const job of list) {
      if (jobs.length >= JOBS_PER_TAB) break;
      if (job.category === category && visible(job)) jobs.push(jobCard(ctx, job));
    }
    return { category, jobs };
  });
}

/**
 * The numbers on the home page are the totals of the lists they lead to, counted with the same search the
 * lists run for this viewer: all of /jobpost (reserved posts and the seeker's not-interested jobs are not
 * listed there, so not counted here), each zone's default list, and every announcement /govwork lists.
 */
function zoneCounts(ctx: ViewCtx): HomeData['zones'] {
  return {
    graduate: countJobs(ctx, { campus: 'campus' }),
    internship: countJobs(ctx, { campus: 'internship' }),
    veterans: countJobs(ctx, { veterans: 'preferred' }),
    govwork: ctx.db.recruiting.announcements.length,
  };
}

const HOT_COMPANY_SEARCHES = 8;

export const homeRoutes = [
  route({
    method: 'GET',
    path: '/home',
    auth: 'optional',
    query: homeQuery,
    handler: ({ query, db, user, now }): HomeData => {
      const ctx: ViewCtx = { db, user, now };
      const city = query.city ?? null;
      const employers = rankedCompanies(db, now, (c) => c.verified && (!city || c.city === city)).slice(0, FEATURED_EMPLOYERS);
      const prefs = preferencesOf(db, user);
      return {
        city,
        hotSearches: [...HOT_SEARCHES],
        // Employers' short names (each finds its employer on /company, in the chosen city), not job keywords.
        hotCompanySearches: employers.slice(0, HOT_COMPANY_SEARCHES).map((c) => c.shortName),
        hotJobs: hotJobs(ctx, city),
        featuredEmployers: employers.map((c) => ({
          id: c.id,
          name: c.name,
          shortName: c.shortName,
          logo: c.logo,
          openJobCount: openJobsOf(db, c, now).length,
        })),
        zones: zoneCounts(ctx),
        totals: { jobs: countJobs(ctx, {}), companies: db.recruiting.companies.length },
        recommended: asSeeker(user)
          ? (prefs.length ? matchPreference(ctx, prefs[0], 'featured') : popularJobs(ctx, 'featured'))
              .slice(0, HOME_RECOMMENDED)
              .map((s) => jobCard(ctx, s.job))
          : null,
      };
    },
  }),
  route({
    method: 'GET',
    path: '/recommend',
    auth: 'optional',
    query: recommendQuery,
    handler: ({ query, db, user, now }): RecommendPage => {
      const ctx: ViewCtx = { db, user, now };
      const prefs = preferencesOf(db, user);
      const personalised = query.personalised !== false && prefs.length > 0;
      const tab = query.tab ?? 'featured';
      let preference: JobPreference | null = null;
      if (personalised) {
        preference = query.preference ? (prefs.find((p) => p.id === query.preference) ?? null) : prefs[0];
        if (!preference) throw notFound('求职期望不存在');
      }
      const scored = preference ? matchPreference(ctx, preference, tab) : popularJobs(ctx, tab);
      const page = slicePage(scored, pageParams(query));
      return { ...page, list: page.list.map((s) => ({ ...jobCard(ctx, s.job), reasons: s.reasons })), personalised, preferenceId: preference?.id ?? null };
    },
  }),
  route({
    method: 'GET',
    path: '/me/preferences',
    auth: 'seeker',
    handler: ({ db, user }): JobPreference[] => preferencesOf(db, user).map((p) => ({ ...p, keywords: [...p.keywords] })),
  }),
];
