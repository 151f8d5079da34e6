import type { CampusJobsQuery } from '@/contract/campus.ts';
import { CAMPUS_FILTERS } from '@/contract/filters/campus.ts';
import { applicable, specOf, type QueryValue } from '@/contract/filters/define.ts';
import { campusBatchDict, type CampusKind } from '@/dicts/zone.ts';

/**
 * The /graduate query as it lives in the URL, derived from the campus filter descriptions: the tab (校招 / 实习)
 * and its filters, keys and values as GET /campus/jobs takes them. Internship-only filters (days a week, daily
 * pay, permanent offer) and each tab's own batches only apply on their tab.
 */
export const campusQuerySpec = specOf(CAMPUS_FILTERS);
export type CampusQuery = QueryValue<typeof campusQuerySpec>;

export const tabOf = (query: CampusQuery): CampusKind => query.tab ?? 'campus';

/** The batches of one tab: 提前批/正式批/春招/补录 for campus hiring, 日常/寒暑假 for internships. */
export const batchOptionsOf = (kind: CampusKind) => campusBatchDict.options.filter((o) => o.kind === kind);

/** Only what applies to the query's tab: the rest would make the list empty for no visible reason. */
export const applicableQuery = (query: CampusQuery): CampusQuery => applicable(CAMPUS_FILTERS, query);

/** Another tab keeps the shared filters (class, major, city, keyword) and drops what belongs to the old tab. */
export function switchTab(query: CampusQuery, tab: CampusKind): CampusQuery {
  return applicableQuery({ ...query, tab: tab === 'campus' ? undefined : tab });
}

/** What of the URL goes to the API: what applies to the tab, and the tab itself (campus by default). */
export function campusApiQuery(query: CampusQuery): Omit<Partial<CampusJobsQuery>, 'current' | 'pageSize'> {
  const { tab: _tab, ...filters } = applicableQuery(query);
  return { ...filters, tab: tabOf(query) };
}

/** The API parameters for one page of the list. */
export function campusJobsParams(query: CampusQuery, page: number, pageSize: number): Partial<CampusJobsQuery> {
  return { ...campusApiQuery(query), current: page, pageSize };
}
