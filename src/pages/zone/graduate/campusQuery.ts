import type { CampusJobsQuery } from '@/contract/campus.ts';
import { CITY_VALUES } from '@/dicts/city.ts';
import { SORT_VALUES } from '@/dicts/job.ts';
import { DAILY_PAY_VALUES } from '@/dicts/salary.ts';
import { CAMPUS_BATCH_VALUES, CAMPUS_KIND_VALUES, CLASS_YEAR_VALUES, INTERN_DAYS_VALUES, MAJOR_VALUES, PERMANENT_OFFER_VALUES, campusBatchDict, type CampusBatch, type CampusKind } from '@/dicts/zone.ts';
import { many, one, text, type QueryValue } from '@/utils/queryCodec.ts';

/**
 * The /graduate query as it lives in the URL: the tab (校招 / 实习) and its filters, keys and values as GET
 * /campus/jobs takes them. Internship-only filters (days a week, daily pay, permanent offer) and each tab's own
 * batches only apply on their tab.
 */
export const campusQuerySpec = {
  tab: one(CAMPUS_KIND_VALUES),
  keyword: text(50),
  city: one(CITY_VALUES),
  classYear: many(CLASS_YEAR_VALUES),
  batch: many(CAMPUS_BATCH_VALUES),
  major: many(MAJOR_VALUES),
  daysPerWeek: many(INTERN_DAYS_VALUES),
  dailyPay: many(DAILY_PAY_VALUES),
  permanentOffer: many(PERMANENT_OFFER_VALUES),
  sort: one(SORT_VALUES),
};
export type CampusQuery = QueryValue<typeof campusQuerySpec>;

export const INTERNSHIP_ONLY_KEYS = ['daysPerWeek', 'dailyPay', 'permanentOffer'] as const;

export const tabOf = (query: CampusQuery): CampusKind => query.tab ?? 'campus';

/** The batches of one tab: 提前批/正式批/春招/补录 for campus hiring, 日常/寒暑假 for internships. */
export const batchOptionsOf = (kind: CampusKind) => campusBatchDict.options.filter((o) => o.kind === kind);

const batchKind = (batch: CampusBatch) => campusBatchDict.options.find((o) => o.value === batch)?.kind;

/** Only what applies to the query's tab: the rest would make the list empty for no visible reason. */
export function applicableQuery(query: CampusQuery): CampusQuery {
  const tab = tabOf(query);
  const next: CampusQuery = { ...query };
  if (tab !== 'internship') for (const key of INTERNSHIP_ONLY_KEYS) delete next[key];
  if (next.batch) {
    const batches = next.batch.filter((b) => batchKind(b) === tab);
    if (batches.length) next.batch = batches;
    else delete next.batch;
  }
  return next;
}

/** Another tab keeps the shared filters (class, major, city, keyword) and drops what belongs to the old tab. */
export function switchTab(query: CampusQuery, tab: CampusKind): CampusQuery {
  return applicableQuery({ ...query, tab: tab === 'campus' ? undefined : tab });
}

/** The API parameters for one page of the list. */
export function campusJobsParams(query: CampusQuery, page: number, pageSize: number): Partial<CampusJobsQuery> {
  const { tab: _tab, ...filters } = applicableQuery(query);
  return { ...filters, tab: tabOf(query), current: page, pageSize };
}
