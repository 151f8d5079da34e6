import type { AgencyInfo } from '../../../src/contract/job.ts';
import { createRng, type Rng } from '../rng.ts';
import { CITY_GEO } from './content/geo.ts';
import { isEnterprise } from './content/industries.ts';
import { AGENCY_RECRUITER_TITLES, BRAND_FIRST, BRAND_SECOND, personName, PUBLIC_RECRUITER_TITLES, RECRUITER_TITLES } from './content/names.ts';
import { pickCity } from './companies.ts';
import { weighted, zh } from './labels.ts';
import { seedReplyHistory } from './replyStats.ts';
import type { CompanyRecord, JobRecord, RecruiterRecord } from './types.ts';

/** Recruiters (each with an activity time and a history of answered conversations) and hiring-service agencies. */

const MINUTE = 60_000;
/** How long ago recruiters were last active: upper bounds in minutes and how common each bucket is. */
const ACTIVITY_BUCKETS = [4, 55, 20 * 60, 3 * 24 * 60, 7 * 24 * 60, 30 * 24 * 60, 120 * 24 * 60];
const ACTIVITY_WEIGHTS = [18, 20, 25, 15, 10, 8, 4];

/**
 * Active recruiters answer most conversations within the hour; inactive ones fewer, and after hours or days.
 * The two draws from the seed's stream are the ones it has always made here; the archive itself comes from a
 * stream of its own, so adding it did not reshuffle every job and company generated after the recruiters.
 */
function archivedConversations(rng: Rng, active: boolean) {
  const rate = active ? 0.6 + rng.next() * 0.39 : 0.2 + rng.next() * 0.5;
  const median = active ? rng.int(1, 90) : rng.int(60, 24 * 60);
  const own = createRng(Math.round(rate * 1e6) * 7919 + median);
  return seedReplyHistory(own, active ? own.int(12, 40) : own.int(6, 20), rate, median);
}

function makeRecruiter(rng: Rng, id: string, companyId: string | null, createdAt: number, titles: readonly string[]): RecruiterRecord {
  const bucket = weighted(
    rng.next,
    ACTIVITY_BUCKETS.map((_, i) => i),
    ACTIVITY_WEIGHTS,
  );
  const lower = bucket === 0 ? 0 : ACTIVITY_BUCKETS[bucket - 1];
  const agoMinutes = lower + rng.next() * (ACTIVITY_BUCKETS[bucket] - lower);
  const active = bucket < 3;
  return {
    id,
    companyId,
    name: personName(rng.pick, rng.chance(0.55)),
    title: rng.pick(titles),
    // No uploaded photo: the app draws a tile from the name (src/components/LogoTile).
    avatar: '',
    lastActiveAt: Math.round(createdAt - agoMinutes * MINUTE),
    replyHistory: archivedConversations(rng, active),
  };
}

export function generateRecruiters(rng: Rng, companies: CompanyRecord[], createdAt: number) {
  const recruiters: RecruiterRecord[] = [];
  const byCompany = new Map<string, string[]>();
  for (const company of companies) {
    const count = company.size === '0-20' ? 1 : rng.int(1, company.size === 'above10000' ? 4 : 3);
    const ids: string[] = [];
    for (let k = 0; k < count; k++) {
      const recruiter = makeRecruiter(
        rng,
        `r${recruiters.length + 1}`,
        company.id,
        createdAt,
        isEnterprise(company.ownership) ? RECRUITER_TITLES : PUBLIC_RECRUITER_TITLES,
      );
      recruiters.push(recruiter);
      ids.push(recruiter.id);
    }
    byCompany.set(company.id, ids);
  }
  return { recruiters, byCompany };
}

export interface Agency {
  info: AgencyInfo;
  recruiterIds: string[];
}

export const AGENCY_COUNT = 24;

/** HR-service firms that post for employers; each shows its 人力资源服务许可证 number. */
export function generateAgencies(rng: Rng, recruiters: RecruiterRecord[], createdAt: number): Agency[] {
  return Array.from({ length: AGENCY_COUNT }, () => {
    const city = pickCity(rng);
    const brand = rng.pick(BRAND_FIRST) + rng.pick(BRAND_SECOND);
    const kind = weighted(rng.next, ['人力资源', '企业管理咨询', '人才服务'], [6, 2, 2]);
    const licenceNo = `${CITY_GEO[city].adcode.slice(0, 4)}${String(rng.int(1, 12)).padStart(2, '0')}${rng.int(2015, 2025)}${String(rng.int(1, 999)).padStart(5, '0')}`;
    const recruiterIds = Array.from({ length: 2 }, () => {
      const recruiter = makeRecruiter(rng, `r${recruiters.length + 1}`, null, createdAt, AGENCY_RECRUITER_TITLES);
      recruiters.push(recruiter);
      return recruiter.id;
    });
    return { info: { name: `${zh(`dict.city.${city}`)}${brand}${kind}有限公司`, licenceNo }, recruiterIds };
  });
}

/** What a title that names a function may post; a title not listed (HR, 部门经理, agency titles) posts anything. */
const TITLE_POSTS: Record<string, readonly string[]> = { 技术总监: ['tech'], 运营总监: ['operations', 'marketing', 'media'] };
const HR_TITLES = ['HR经理', '招聘专员', '人事主管', 'HRBP', '招聘经理'];

/**
 * Titles that fit what the recruiter posts: a 技术总监 who also posts sales or service jobs, a 运营总监 posting
 * engineers, or a 创始人 of a company of hundreds would be the company's HR. Decided once the posts exist, from
 * the recruiter's id (no draw from the seed's stream, so nothing else moves).
 */
export function fitRecruiterTitles(recruiters: Iterable<RecruiterRecord>, jobs: Iterable<JobRecord>, companyById: Map<string, CompanyRecord>) {
  const posted = new Map<string, Set<string>>();
  for (const job of jobs) {
    if (!posted.has(job.recruiterId)) posted.set(job.recruiterId, new Set());
    posted.get(job.recruiterId)!.add(job.category);
  }
  for (const r of recruiters) {
    const allowed = TITLE_POSTS[r.title];
    const company = r.companyId ? companyById.get(r.companyId) : undefined;
    const misfit =
      (allowed && [...(posted.get(r.id) ?? [])].some((c) => !allowed.includes(c))) ||
      (r.title === '创始人' && company && !['0-20', '20-99'].includes(company.size));
    if (misfit) r.title = HR_TITLES[Number(r.id.replace(/\D/g, '')) % HR_TITLES.length];
  }
}
