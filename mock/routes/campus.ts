import { campusCalendarQuery, campusJobsQuery, type CampusCalendarEntry, type CampusCalendarQuery } from '../../src/contract/campus.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { JobCard } from '../../src/contract/job.ts';
import type { CityCode } from '../../src/dicts/city.ts';
import { route } from '../core/router.ts';
import type { Db } from '../db/index.ts';
import { startOfDay } from '../db/recruiting/labels.ts';
import { pageParams, pageResult } from '../db/recruiting/lookup.ts';
import { searchJobs } from '../db/recruiting/search.ts';
import { jobCard, type ViewCtx } from '../db/recruiting/views.ts';
import { iso } from '../db/recruiting/viewer.ts';

/** The graduate zone (/graduate): campus-hiring and internship lists, and the 网申 deadline calendar. */

/** `YYYY-MM` of an instant in Beijing time. */
const monthOf = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 7);

interface Group extends Omit<CampusCalendarEntry, 'applyStart' | 'applyDeadline' | 'cities'> {
  cities: Set<CityCode>;
  start: number;
  deadline: number;
}

/** One entry per employer, kind, class and batch (its posts share the window). Closed posts do not count. */
function calendarGroups(db: Db, q: CampusCalendarQuery): Group[] {
  const groups = new Map<string, Group>();
  for (const job of db.recruiting.jobs) {
    const c = job.campus;
    if (!c || job.closed || (q.kind && c.kind !== q.kind) || (q.classYear && c.classYear !== q.classYear)) continue;
    const key = `${job.companyId}:${c.kind}:${c.classYear}:${c.batch}`;
    let group = groups.get(key);
    if (!group) {
      const company = db.recruiting.companyById.get(job.companyId)!;
      group = {
        companyId: company.id,
        companyName: company.name,
        logo: company.logo,
        kind: c.kind,
        classYear: c.classYear,
        batch: c.batch,
        cities: new Set(),
        jobCount: 0,
        start: c.applyStart,
        deadline: c.applyDeadline,
      };
      groups.set(key, group);
    }
    group.cities.add(job.city);
    group.jobCount++;
  }
  return [...groups.values()];
}

export const campusRoutes = [
  route({
    method: 'GET',
    path: '/campus/jobs',
    auth: 'optional',
    query: campusJobsQuery,
    handler: ({ query, db, user, now }): PageResult<JobCard> => {
      const { tab, ...filters } = query;
      const page = pageParams(query);
      const { items, total } = searchJobs({ db, user, now }, { ...filters, campus: tab ?? 'campus' }, page);
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
    path: '/campus/calendar',
    query: campusCalendarQuery,
    handler: ({ query, db, now }): CampusCalendarEntry[] => {
      const today = startOfDay(now);
      return calendarGroups(db, query)
        .filter((g) => (!query.city || g.cities.has(query.city)) && (query.month ? monthOf(g.deadline) === query.month : g.deadline >= today))
        .sort((a, b) => a.deadline - b.deadline || a.companyId.localeCompare(b.companyId))
        .map(({ cities, start, deadline, ...g }) => ({ ...g, cities: [...cities], applyStart: iso(start), applyDeadline: iso(deadline) }));
    },
  }),
];
