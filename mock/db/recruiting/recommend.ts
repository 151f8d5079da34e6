import type { JobPreference } from '../../../src/contract/recommend.ts';
import type { RecommendReason } from '../../../src/dicts/job.ts';
import { jobPredicate, type SearchViewer } from './search.ts';
import type { JobRecord } from './types.ts';

/** Matching jobs to a seeker's preference, each with the reasons it matched. */

export interface Scored {
  job: JobRecord;
  reasons: RecommendReason[];
  score: number;
}

function reasonsFor(pref: JobPreference, job: JobRecord): RecommendReason[] {
  const reasons: RecommendReason[] = [];
  if (pref.keywords.some((k) => job.title.toLowerCase().includes(k.toLowerCase()))) reasons.push('title');
  if (job.city === pref.city) reasons.push('city');
  if (job.monthMax >= pref.salaryMin && job.monthMin <= pref.salaryMax) reasons.push('salary');
  return reasons;
}

const WEIGHT: Record<RecommendReason, number> = { title: 4, city: 2, salary: 1, popular: 0 };

/**
 * Jobs that match the role (title), or the same kind of work in the preferred city. Best matches first
 * (`featured`), or most recently refreshed (`newest`).
 */
export function matchPreference(v: SearchViewer, pref: JobPreference, tab: 'featured' | 'newest'): Scored[] {
  const visible = jobPredicate({}, v);
  const out: Scored[] = [];
  for (const job of v.db.recruiting.orders.recommend) {
    if (!visible(job)) continue;
    const reasons = reasonsFor(pref, job);
    const relevant = reasons.includes('title') || (reasons.includes('city') && job.category === pref.category);
    if (relevant) out.push({ job, reasons, score: reasons.reduce((s, r) => s + WEIGHT[r], 0) });
  }
  // The base list is already in popularity order and sort is stable, so equal scores stay popular-first.
  if (tab === 'featured') out.sort((a, b) => b.score - a.score);
  else out.sort((a, b) => b.job.refreshedAt - a.job.refreshedAt);
  return out;
}

/** Non-personalised: popular (or newest) open jobs, no personal data used. */
export function popularJobs(v: SearchViewer, tab: 'featured' | 'newest'): Scored[] {
  const visible = jobPredicate({}, v);
  const list = tab === 'newest' ? v.db.recruiting.orders.newest : v.db.recruiting.orders.recommend;
  const out: Scored[] = [];
  for (const job of list) if (visible(job)) out.push({ job, reasons: ['popular'], score: 0 });
  return out;
}
