import type { SuggestScope } from '../../../src/contract/filters/define.ts';
import type { JobFilters, SearchSuggestion } from '../../../src/contract/job.ts';
import { postedWithinDict } from '../../../src/dicts/job.ts';
import { placeOfPosition } from '../../../src/dicts/jobPositions.ts';
import { dailyPayDict, salaryBandDict } from '../../../src/dicts/salary.ts';
import type { InternDays } from '../../../src/dicts/zone.ts';
import type { Db, UserRecord } from '../index.ts';
import type { RecruitingData } from './index.ts';
import type { CompanyRecord, JobRecord } from './types.ts';
import { asSeeker, contactedRecruiters, isVerifiedVeteran, jobStatus } from './viewer.ts';
import { DAY_MS } from './labels.ts';
import { contains, containsAll, indexText, normalise, queryTerms, type IndexedText, type Term } from './textMatch.ts';

/**
 * Job search over the pre-sorted lists: the filters become a list of small predicates, checked cheapest
 * first, in one pass that counts every match and keeps only the requested page.
 */
type Predicate = (job: JobRecord, company: CompanyRecord) => boolean;

export interface SearchViewer {
  db: Db;
  user: UserRecord | null;
  now: number;
}

/** A set for a multi-value filter, or null when it does not filter (absent, empty, or containing 'any'). */
function setOf<T extends string>(values: readonly T[] | undefined): Set<T> | null {
  if (!values?.length || values.includes('any' as T)) return null;
  return new Set(values);
}

function bandsOf(dict: typeof salaryBandDict | typeof dailyPayDict, values: readonly string[] | undefined) {
  const set = setOf(values);
  return set ? dict.options.filter((o) => set.has(o.value)) : null;
}

function fieldPredicates(f: JobFilters, now: number): Predicate[] {
  const out: Predicate[] = [];
  const add = <T extends string>(values: readonly T[] | undefined, get: (j: JobRecord, c: CompanyRecord) => T) => {
    const set = setOf(values);
    if (set) out.push((j, c) => set.has(get(j, c)));
  };
  if (f.district) out.push((j) => j.district === f.district);
  add(f.experience, (j) => j.experience);
  add(f.education, (j) => j.education);
  add(f.jobType, (j) => j.jobType);
  add(f.category, (j) => j.category);
  // The lower levels: a post matches by its own position (one without a position matches neither).
  if (f.subcategory) out.push((j) => placeOfPosition(j.position)?.subcategory === f.subcategory);
  if (f.position) out.push((j) => j.position === f.position);
  add(f.companySize, (_j, c) => c.size);
  add(f.stage, (_j, c) => c.stage);
  add(f.restSchedule, (j) => j.restSchedule);
  add(f.publisherType, (j) => j.publisherType);
  const industries = setOf(f.industry);
  if (industries) out.push((_j, c) => industries.has(c.industry) || industries.has(c.industryTop));
  const bands = bandsOf(salaryBandDict, f.salary);
  if (bands) out.push((j) => bands.some((b) => j.monthMax >= b.min && (b.max === null || j.monthMin < b.max)));
  if (f.benefits?.length) out.push((j) => f.benefits!.every((b) => j.benefits.includes(b)));
  if (f.postedWithin) {
    const since = now - postedWithinDict.options.find((o) => o.value === f.postedWithin)!.days * DAY_MS;
    out.push((j) => j.refreshedAt >= since);
  }
  if (f.hideAgencies) out.push((j) => j.publisherType === 'direct');
  if (f.veterans === 'preferred') out.push((j) => j.veteransPreferred);
  if (f.veterans === 'only') out.push((j) => j.veteransOnly);
  return out;
}

function campusPredicates(f: JobFilters, now: number): Predicate[] {
  const out: Predicate[] = [];
  if (f.campus) out.push((j) => j.campus?.kind === f.campus);
  // In the graduate zone a post whose 网申 deadline has passed no longer takes applications: it counts as
  // closed and is listed only with includeClosed.
  if (f.campus && !f.includeClosed) out.push((j) => !j.campus || j.campus.applyDeadline >= now);
  const years = setOf(f.classYear);
  if (years) out.push((j) => !!j.campus && years.has(j.campus.classYear));
  const batches = setOf(f.batch);
  if (batches) out.push((j) => !!j.campus && batches.has(j.campus.batch));
  // A post open to any major (empty list) suits every major.
  const majors = setOf(f.major);
  if (majors) out.push((j) => !!j.campus && (j.campus.majors.length === 0 || j.campus.majors.some((m) => majors.has(m))));
  const days = setOf(f.daysPerWeek);
  if (days) out.push((j) => j.campus?.daysPerWeek != null && days.has(String(j.campus.daysPerWeek) as InternDays));
  const pay = bandsOf(dailyPayDict, f.dailyPay);
  if (pay) out.push((j) => j.salary.unit === 'day' && pay.some((b) => j.salary.max >= b.min && (b.max === null || j.salary.min < b.max)));
  const offers = setOf(f.permanentOffer);
  if (offers) out.push((j) => !!j.campus?.permanentOffer && offers.has(j.campus.permanentOffer));
  return out;
}

/**
 * Where a job's text is, indexed once per record (the catalogue's texts do not change while the mock runs). The
 * weights rank the 推荐 order of a keyword search: a word in the title counts most, then the tags and the
 * employer's name, then the duties and requirements.
 */
const WEIGHT = { title: 8, tags: 4, company: 4, description: 1 } as const;
type Fields = ReadonlyArray<readonly [IndexedText, number]>;
const jobFieldCache = new WeakMap<JobRecord, Fields>();

function jobFields(job: JobRecord, company: CompanyRecord): Fields {
  let fields = jobFieldCache.get(job);
  if (!fields) {
    fields = [
      [indexText(job.title), WEIGHT.title],
      [indexText(...job.tags), WEIGHT.tags],
      [companyText(company), WEIGHT.company],
      [indexText(...job.duties, ...job.requirements), WEIGHT.description],
    ];
    jobFieldCache.set(job, fields);
  }
  return fields;
}

const companyTextCache = new WeakMap<CompanyRecord, IndexedText>();
function companyText(company: CompanyRecord): IndexedText {
  let text = companyTextCache.get(company);
  if (!text) companyTextCache.set(company, (text = indexText(company.name, company.shortName)));
  return text;
}

/**
 * One term over the whole catalogue: each job that holds it, with the weight of the best field holding it.
 * Worked out on the term's first search and kept (a few hundred terms at most), so a repeated search only
 * looks up its matches.
 */
const TERM_CACHE_MAX = 500;
const termCaches = new WeakMap<RecruitingData, Map<string, ReadonlyMap<JobRecord, number>>>();

/** A post was listed, changed or removed: terms are worked out again on their next search. */
export function forgetTermIndex(data: RecruitingData) {
  termCaches.delete(data);
}

function termWeights(data: RecruitingData, term: Term): ReadonlyMap<JobRecord, number> {
  let cache = termCaches.get(data);
  if (!cache) termCaches.set(data, (cache = new Map()));
  const key = `${term.latin ? 'w' : 's'}:${term.word}`;
  let weights = cache.get(key);
  if (!weights) {
    const found = new Map<JobRecord, number>();
    for (const job of data.jobs) {
      let best = 0;
      for (const [field, weight] of jobFields(job, data.companyById.get(job.companyId)!)) if (weight > best && contains(field, term)) best = weight;
      if (best) found.set(job, best);
    }
    if (cache.size >= TERM_CACHE_MAX) cache.clear();
    cache.set(key, (weights = found));
  }
  return weights;
}

/** How well each job matches a keyword: the sum over its terms of their weights, 0 when one is missing. */
function keywordScorer(data: RecruitingData, keyword: string | undefined): ((job: JobRecord) => number) | null {
  const terms = queryTerms(keyword);
  if (!terms.length) return null;
  const maps = terms.map((term) => termWeights(data, term));
  return (job) => {
    let score = 0;
    for (const weights of maps) {
      const weight = weights.get(job);
      if (!weight) return 0;
      score += weight;
    }
    return score;
  };
}

function keywordPredicate(data: RecruitingData, keyword: string | undefined): Predicate | null {
  const score = keywordScorer(data, keyword);
  return score && ((j) => score(j) > 0);
}

/** Employers whose name or short name has every term of the keyword (the same word rules as job search). */
export function companyMatcher(keyword: string | undefined): (company: CompanyRecord) => boolean {
  const terms = queryTerms(keyword);
  return terms.length ? (company) => containsAll(companyText(company), terms) : () => true;
}

/** What the viewer never sees: closed posts, their not-interested jobs, contacted recruiters, reserved jobs. */
function viewerPredicates(f: JobFilters, v: SearchViewer, includeReserved: boolean): Predicate[] {
  const out: Predicate[] = [];
  if (!f.includeClosed) out.push((j) => jobStatus(j, v.now) === 'open');
  const seeker = asSeeker(v.user);
  const state = seeker ? v.db.seekerStates.get(seeker.id) : undefined;
  if (state?.notInterested.size) out.push((j) => !state.notInterested.has(j.id));
  if (seeker && f.hideContacted) {
    const contacted = contactedRecruiters(v.db, seeker.id);
    if (contacted.size) out.push((j) => !contacted.has(j.recruiterId));
  }
  // Reserved jobs stay in the veteran zone unless the viewer is a verified veteran.
  if (!includeReserved && !f.veterans && !isVerifiedVeteran(v.db, v.user, v.now)) out.push((j) => !j.veteransOnly);
  return out;
}

/** `includeReserved`: list veterans-only jobs even to non-veterans (they come back marked locked). */
export function jobPredicate(f: JobFilters, v: SearchViewer, includeReserved = false): (job: JobRecord) => boolean {
  const keyword = keywordPredicate(v.db.recruiting, f.keyword);
  const checks = [...viewerPredicates(f, v, includeReserved), ...fieldPredicates(f, v.now), ...campusPredicates(f, v.now), ...(keyword ? [keyword] : [])];
  const city = f.city;
  const companies = v.db.recruiting.companyById;
  return (job) => {
    if (city && job.city !== city) return false;
    const company = companies.get(job.companyId)!;
    for (const check of checks) if (!check(job, company)) return false;
    return true;
  };
}

/** The list a search scans: the city's own list when a city is chosen, in the requested order. */
export function baseList(db: Db, f: JobFilters): JobRecord[] {
  const sort = f.sort ?? 'recommend';
  const lists = f.city ? db.recruiting.orders.byCity.get(f.city) : db.recruiting.orders;
  return lists ? lists[sort] : [];
}

/**
 * 置顶: in the 推荐 order, posts their employer pinned (a paid quota, PRODUCT.md §1 D) come first while the pin
 * lasts. Pins are few, so the list is only rebuilt when one is live.
 */
function withPinnedFirst(db: Db, f: JobFilters, list: JobRecord[], now: number): JobRecord[] {
  if ((f.sort ?? 'recommend') !== 'recommend' || !db.pinnedJobs.size) return list;
  const pinned = [...db.pinnedJobs]
    .map((id) => db.recruiting.jobById.get(id))
    .filter((job): job is JobRecord => !!job && (job.pinnedUntil ?? 0) > now && (!f.city || job.city === f.city) && list.includes(job));
  if (!pinned.length) return list;
  const set = new Set(pinned);
  return [...pinned, ...list.filter((job) => !set.has(job))];
}

export interface Page {
  current: number;
  pageSize: number;
}

/** One pass: counts all matches, keeps the page. */
export function pageOf<T>(list: readonly T[], match: (item: T) => boolean, page: Page): { items: T[]; total: number } {
  const start = (page.current - 1) * page.pageSize;
  const items: T[] = [];
  let total = 0;
  for (const item of list) {
    if (!match(item)) continue;
    if (total >= start && items.length < page.pageSize) items.push(item);
    total++;
  }
  return { items, total };
}

/**
 * One page of a job search. With a keyword, the 推荐 order is relevance (title before tags and employer before
 * the description), then freshness; 最新 stays newest first.
 */
export function searchJobs(v: SearchViewer, f: JobFilters, page: Page) {
  const score = keywordScorer(v.db.recruiting, f.keyword);
  if (!score || (f.sort ?? 'recommend') !== 'recommend') return pageOf(withPinnedFirst(v.db, f, baseList(v.db, f), v.now), jobPredicate(f, v), page);
  const match = jobPredicate({ ...f, keyword: undefined }, v);
  const hits: Array<{ job: JobRecord; score: number }> = [];
  // Scanned newest first, so a stable sort by score leaves equal scores in order of freshness.
  for (const job of baseList(v.db, { ...f, sort: 'newest' })) {
    const value = score(job);
    if (value && match(job)) hits.push({ job, score: value });
  }
  hits.sort((a, b) => b.score - a.score);
  const start = (page.current - 1) * page.pageSize;
  return { items: hits.slice(start, start + page.pageSize).map((h) => h.job), total: hits.length };
}

export function countJobs(v: SearchViewer, f: JobFilters, extra?: (job: JobRecord) => boolean): number {
  const match = jobPredicate(f, v);
  let n = 0;
  for (const job of baseList(v.db, f)) if (match(job) && (!extra || extra(job))) n++;
  return n;
}

const SUGGEST_TITLES = 6;
const SUGGEST_COMPANIES = { job: 3, company: 8 } as const;

/** A prefix match reads as "what I was typing", so it comes first; then the larger count. */
function bestFirst<T extends { text: string; count: number }>(items: T[], prefix: string, limit: number): T[] {
  const starts = (item: T) => Number(normalise(item.text).startsWith(prefix));
  return items.sort((a, b) => starts(b) - starts(a) || b.count - a.count || a.text.length - b.text.length).slice(0, limit);
}

/**
 * Suggestions for a search box: job titles the viewer can see that hold every term of `q` (with how many such
 * jobs are listed), then employers whose name holds them (with their open jobs). Only what a search would find.
 */
export function suggestions(v: SearchViewer, q: string | undefined, scope: SuggestScope = 'job'): SearchSuggestion[] {
  const terms = queryTerms(q);
  if (!terms.length) return [];
  const weights = terms.map((term) => termWeights(v.db.recruiting, term));
  const inTitle = (job: JobRecord) => weights.every((w) => w.get(job) === WEIGHT.title);
  const prefix = normalise(q ?? '').trim();
  const visible = jobPredicate({}, v);
  const titles = new Map<string, number>();
  const openByCompany = new Map<string, number>();
  const nameMatches = companyMatcher(q);
  for (const job of v.db.recruiting.orders.newest) {
    if (!visible(job)) continue;
    const company = v.db.recruiting.companyById.get(job.companyId)!;
    if (nameMatches(company)) openByCompany.set(company.id, (openByCompany.get(company.id) ?? 0) + 1);
    if (scope === 'job' && inTitle(job)) titles.set(job.title, (titles.get(job.title) ?? 0) + 1);
  }
  const titleItems = [...titles].map(([text, count]): SearchSuggestion => ({ kind: 'title', text, count }));
  // A job search finds an employer only through its listed jobs; the company list shows every employer.
  const companies =
    scope === 'company' ? v.db.recruiting.companies.filter(nameMatches) : [...openByCompany.keys()].map((id) => v.db.recruiting.companyById.get(id)!);
  const companyItems = companies.map((c): SearchSuggestion => ({ kind: 'company', text: c.shortName, count: openByCompany.get(c.id) ?? 0, companyId: c.id }));
  return [...bestFirst(titleItems, prefix, SUGGEST_TITLES), ...bestFirst(companyItems, prefix, SUGGEST_COMPANIES[scope])];
}
