import type { JobFilters } from '../../../src/contract/job.ts';
import { postedWithinDict } from '../../../src/dicts/job.ts';
import { dailyPayDict, salaryBandDict } from '../../../src/dicts/salary.ts';
import type { InternDays } from '../../../src/dicts/zone.ts';
import type { Db, UserRecord } from '../index.ts';
import type { CompanyRecord, JobRecord } from './types.ts';
import { asSeeker, contactedRecruiters, isVerifiedVeteran, jobStatus } from './viewer.ts';
import { DAY_MS } from './labels.ts';

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

function keywordPredicate(keyword: string | undefined): Predicate | null {
  const words = keyword?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return words.length ? (j) => words.every((w) => j.hay.includes(w)) : null;
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
  const keyword = keywordPredicate(f.keyword);
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

export function searchJobs(v: SearchViewer, f: JobFilters, page: Page) {
  return pageOf(baseList(v.db, f), jobPredicate(f, v), page);
}

export function countJobs(v: SearchViewer, f: JobFilters, extra?: (job: JobRecord) => boolean): number {
  const match = jobPredicate(f, v);
  let n = 0;
  for (const job of baseList(v.db, f)) if (match(job) && (!extra || extra(job))) n++;
  return n;
}
