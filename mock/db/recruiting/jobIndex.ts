import { monthlyEquivalent } from '../../../src/dicts/salary.ts';
import type { JobOrders, RecruitingData } from './index.ts';
import { forgetTermIndex } from './search.ts';
import type { JobRecord } from './types.ts';

/**
 * The public catalogue's indexes (`jobs` and the pre-sorted orders the search scans) hold only approved posts.
 * A post the reviewer approves goes in; one sent back to review, or deleted, comes out. jobById keeps every post
 * of every state, for its employer.
 */

function insertSorted(list: JobRecord[], job: JobRecord, before: (a: JobRecord, b: JobRecord) => boolean) {
  const at = list.findIndex((other) => before(job, other));
  list.splice(at === -1 ? list.length : at, 0, job);
}

const byRank = (a: JobRecord, b: JobRecord) => b.rank < a.rank || (b.rank === a.rank && a.id < b.id);
const byNewest = (a: JobRecord, b: JobRecord) => b.refreshedAt < a.refreshedAt || (b.refreshedAt === a.refreshedAt && a.id < b.id);

function insertInto(orders: JobOrders, job: JobRecord) {
  insertSorted(orders.recommend, job, byRank);
  insertSorted(orders.newest, job, byNewest);
}

function removeFrom(list: JobRecord[], id: string) {
  const at = list.findIndex((job) => job.id === id);
  if (at !== -1) list.splice(at, 1);
}

export function isListed(data: RecruitingData, id: string): boolean {
  return data.jobs.some((job) => job.id === id);
}

/** Puts an approved post in the public indexes (replacing an older copy of it). */
export function listJob(data: RecruitingData, job: JobRecord) {
  unlistJob(data, job.id);
  data.jobs.push(job);
  insertInto(data.orders, job);
  let city = data.orders.byCity.get(job.city);
  if (!city) data.orders.byCity.set(job.city, (city = { recommend: [], newest: [] }));
  insertInto(city, job);
  forgetTermIndex(data);
}

export function unlistJob(data: RecruitingData, id: string) {
  if (!isListed(data, id)) return;
  removeFrom(data.jobs, id);
  removeFrom(data.orders.recommend, id);
  removeFrom(data.orders.newest, id);
  for (const city of data.orders.byCity.values()) {
    removeFrom(city.recommend, id);
    removeFrom(city.newest, id);
  }
  forgetTermIndex(data);
}

/** The search helpers a record carries, recomputed from its fields after an edit. */
export function withSearchFields(
  job: Omit<JobRecord, 'hay' | 'monthMin' | 'monthMax'>,
  companyNames: string,
): Pick<JobRecord, 'hay' | 'monthMin' | 'monthMax'> {
  return {
    hay: `${job.title} ${companyNames} ${job.tags.join(' ')}`.toLowerCase(),
    monthMin: monthlyEquivalent(job.salary.min, job.salary.unit),
    monthMax: monthlyEquivalent(job.salary.max, job.salary.unit),
  };
}
