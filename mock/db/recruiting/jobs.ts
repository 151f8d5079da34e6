import type { CityCode } from '../../../src/dicts/city.ts';
import { INDUSTRY_SUB_VALUES, parentOf, type IndustrySub } from '../../../src/dicts/company.ts';
import {
  INTERVIEW_FORMAT_VALUES,
  INTERVIEW_NOTE_VALUES,
  INTERVIEW_ROUNDS_VALUES,
  educationRank,
  type Benefit,
  type Education,
  type Experience,
  type JobType,
  type PublisherType,
  type RestSchedule,
} from '../../../src/dicts/job.ts';
import { monthlyEquivalent, type Salary } from '../../../src/dicts/salary.ts';
import type { CampusBatch } from '../../../src/dicts/zone.ts';
import type { Rng } from '../rng.ts';
import { applyWindows, campusSeason, makeCampus, type ApplyWindow, type CampusSeason } from './campusJobs.ts';
import { makeAddress, pickCity } from './companies.ts';
import { BUSINESS_FAMILIES } from './content/families-business.ts';
import { INDUSTRY_FAMILIES } from './content/families-industry.ts';
import { GENERIC_REQUIREMENTS, TECH_FAMILIES, type JobFamily, type Rung } from './content/families.ts';
import { SHIFT_HOURS } from './content/names.ts';
import { DAY_MS, HOUR_MS, startOfDay, weighted, weightedPicker, zh } from './labels.ts';
import type { Agency } from './people.ts';
import { positionOfTitle } from './positions.ts';
import { statsOf } from './replyStats.ts';
import { makeSalary, type PostKind } from './salaries.ts';
import type { CompanyRecord, JobRecord, RecruiterRecord } from './types.ts';

/** 5,200 job posts assembled from job families, spread over the companies by size. */
export const JOB_COUNT = 5200;
const DEMO_JOB_COUNT = 14;

export const ALL_FAMILIES: readonly JobFamily[] = [...TECH_FAMILIES, ...BUSINESS_FAMILIES, ...INDUSTRY_FAMILIES];
export const FAMILY_BY_KEY: ReadonlyMap<string, JobFamily> = new Map(ALL_FAMILIES.map((f) => [f.key, f]));

/** Whether an employer of this sub-industry posts jobs of the family. */
export function familyFits(family: JobFamily, sub: IndustrySub): boolean {
  if (family.subIndustries) return family.subIndustries.includes(sub);
  const top = parentOf(sub)!;
  return family.industries.length ? family.industries.includes(top) : !family.notFor?.includes(top);
}

/** Industry-specific families are three times as likely as the ones every employer has (HR, finance…). */
const FAMILY_PICKERS = Object.fromEntries(
  INDUSTRY_SUB_VALUES.map((sub) => {
    const fitting = ALL_FAMILIES.filter((f) => familyFits(f, sub));
    return [
      sub,
      weightedPicker(
        fitting,
        fitting.map((f) => (f.industries.length ? 3 : 1) * (f.weight ?? 1)),
      ),
    ];
  }),
) as Record<IndustrySub, (next: () => number) => JobFamily>;

const SIZE_WEIGHT = { '0-20': 1, '20-99': 2, '100-499': 3, '500-999': 4, '1000-9999': 5, above10000: 6 } as const;

const EDUCATION_TEXT: Record<Education, string> = {
  any: '学历不限',
  junior: '初中及以上文化程度',
  secondary: '中专/中技及以上学历',
  highschool: '高中及以上学历',
  college: '大专及以上学历',
  bachelor: '本科及以上学历',
  master: '硕士及以上学历',
  doctor: '博士学历',
};

function experienceText(experience: Experience): string {
  if (experience === 'any') return '经验不限';
  if (experience === 'student') return '在校学生';
  if (experience === 'fresh') return '应届毕业生';
  return `${zh(`dict.experience.${experience}`)}相关工作经验`;
}

function decideKind(rng: Rng, family: JobFamily): PostKind {
  const roll = rng.next();
  if (family.campus && roll < 0.1) return 'internship';
  if (family.campus && roll < 0.2) return 'campus';
  if (family.hourly && roll < 0.3) return 'hourly';
  return 'fulltime';
}

/** A level of the family's ladder, by how common each level's posts are. */
const RUNG_PICKERS = new Map(
  ALL_FAMILIES.map((f) => [
    f.key,
    weightedPicker(
      f.ladder,
      f.ladder.map((r) => r.share),
    ),
  ]),
);
const entryRung = (family: JobFamily): Rung => family.ladder[0];

/** 前端开发工程师 → 前端开发实习生, 数据分析师 → 数据分析实习生, 人事专员 → 人事实习生. */
export function internTitle(role: string): string {
  const stem = role
    .replace(/(开发|算法)工程师$/, '$1')
    .replace(/(设计|分析|剪辑)师$/, '$1')
    .replace(/专员$/, '')
    .replace(/研发员$/, '研发');
  return `${stem}实习生`;
}

/** The title of a post: the rung's own titles for full-time posts, the family's role for the others. */
export function titleFor(rng: Rng, family: JobFamily, rung: Rung, kind: PostKind): string {
  if (kind === 'internship') return internTitle(family.role);
  if (kind === 'campus') return `${family.role}（校招）`;
  if (kind === 'hourly') return `兼职${family.role}`;
  return rng.pick(rung.titles);
}

function experienceFor(rng: Rng, rung: Rung, kind: PostKind): Experience {
  if (kind === 'internship') return 'student';
  if (kind === 'campus') return 'fresh';
  if (kind === 'hourly') return 'any';
  return rng.pick(rung.experience);
}

/**
 * Graduates and interns are hired from 大专 up; part-timers paid by the hour at most from 大专 (a 兼职销售 does not
 * ask for a degree, even where the family's full-time juniors do); everyone else as the rung asks.
 */
function educationFor(rng: Rng, rung: Rung, kind: PostKind): Education {
  if (kind === 'hourly') {
    const picked = rng.pick(rung.education);
    return educationRank(picked) <= educationRank('college') ? picked : 'college';
  }
  if (kind !== 'internship' && kind !== 'campus') return rng.pick(rung.education);
  const degrees = rung.education.filter((e) => educationRank(e) >= educationRank('college'));
  return degrees.length ? rng.pick(degrees) : 'college';
}

/** Experience a newcomer is hired with. */
const NEWCOMER: readonly Experience[] = ['any', 'student', 'fresh', 'below1', '1-3'];

/**
 * 15 and 16 months' pay are what employers offer experienced hires: a newcomer gets at most 14, and a newcomer
 * without a degree at most 13 (a 16薪 offer to a 大专 graduate with a year's experience is not believable).
 */
function withMonthsFor(salary: Salary, experience: Experience, education: Education): Salary {
  if (salary.unit !== 'month' || !NEWCOMER.includes(experience)) return salary;
  const cap = educationRank(education) <= educationRank('college') ? 13 : 14;
  return { ...salary, months: Math.min(salary.months, cap) };
}

function restFor(rng: Rng, family: JobFamily): RestSchedule {
  if (family.shifts && rng.chance(0.7)) return 'shifts';
  return weighted(rng.next, ['weekends', 'alternate', 'single', 'shifts'] as const, [72, 12, 12, 4]);
}

function publisherFor(rng: Rng, kind: PostKind, family: JobFamily, rung: Rung): PublisherType {
  const roll = rng.next();
  const senior = rung.level !== 'junior' && rung.level !== 'mid';
  if (kind === 'fulltime' && roll < 0.06 && senior && rung.payK[1] >= 20) return 'headhunter';
  if (roll < 0.12 && (family.category === 'tech' || family.key === 'customerService')) return 'outsourcing';
  if (roll < 0.2 && (family.shifts || family.key === 'admin' || family.key === 'courier' || family.key === 'sorter')) return 'dispatch';
  if (roll < 0.035) return rng.pick(['outsourcing', 'dispatch'] as const);
  return 'direct';
}

/** Days ago a post was last refreshed: every day of the past month, the recent days most (e^-k/9). */
const REFRESH_DAYS = Array.from({ length: 30 }, (_, k) => k);
const pickRefreshDay = weightedPicker(
  REFRESH_DAYS,
  REFRESH_DAYS.map((k) => Math.exp(-k / 9)),
);
/** Hours (Beijing) at which recruiters refresh posts: office hours, busiest in the morning. */
const REFRESH_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
const pickRefreshHour = weightedPicker(REFRESH_HOURS, [5, 10, 10, 8, 4, 6, 8, 8, 7, 6, 4, 3, 2, 1]);

/** A moment on the Beijing day `daysAgo` days before `today` (a midnight), at a refresh hour, never after now. */
function refreshMoment(rng: Rng, today: number, createdAt: number, daysAgo: number): number {
  let at = today - daysAgo * DAY_MS + pickRefreshHour(rng.next) * HOUR_MS + rng.int(0, 3599) * 1000;
  // Today's later hours have not come yet: the refresh happened on an earlier day.
  while (at > createdAt) at -= DAY_MS;
  return at;
}

/**
 * Refreshed within the past month (many in the last days), posted on that day or up to 40 days earlier; ~3%
 * closed and ~5% expired (those were last refreshed before they expired).
 */
function timesFor(rng: Rng, createdAt: number, forceOpen: boolean) {
  const today = startOfDay(createdAt);
  const roll = forceOpen ? 1 : rng.next();
  let expiresAt = createdAt + rng.int(5, 60) * DAY_MS;
  let daysAgo = pickRefreshDay(rng.next);
  if (roll < 0.05) {
    const expiredDays = rng.int(1, 20);
    expiresAt = createdAt - expiredDays * DAY_MS;
    daysAgo += expiredDays + 1;
  }
  const refreshedAt = refreshMoment(rng, today, createdAt, daysAgo);
  const postedAt = rng.chance(0.4) ? refreshedAt : refreshedAt - rng.int(1, 40) * DAY_MS - rng.int(0, 8) * HOUR_MS;
  return { postedAt, refreshedAt, expiresAt, closed: roll >= 0.05 && roll < 0.08 };
}

interface JobContext {
  rng: Rng;
  createdAt: number;
  recruiterIds: Map<string, string[]>;
  recruiters: Map<string, RecruiterRecord>;
  agencies: Agency[];
  season: CampusSeason;
  windowOf: (key: string, batch: CampusBatch) => ApplyWindow;
}

/** Full-time posts always carry 五险一金 (it is the law); interns and part-timers get a few perks. */
function benefitsFor(rng: Rng, company: CompanyRecord, kind: PostKind): Benefit[] {
  const perks = company.benefits.filter((b) => b !== 'insurance');
  if (kind === 'fulltime' || kind === 'campus') return ['insurance', ...rng.sample(perks, rng.int(2, 5))];
  return rng.sample(perks, rng.int(1, 3));
}

function jobTypeOf(kind: PostKind): JobType {
  return kind === 'internship' ? 'internship' : kind === 'hourly' ? 'parttime' : 'fulltime';
}

function cityFor(rng: Rng, company: CompanyRecord, isDemo: boolean): CityCode {
  return isDemo || rng.chance(0.85) ? company.city : pickCity(rng);
}

function makeJob(ctx: JobContext, index: number, company: CompanyRecord, isDemo: boolean): JobRecord {
  const { rng, createdAt } = ctx;
  const family = FAMILY_PICKERS[company.industry](rng.next);
  const kind = decideKind(rng, family);
  const rung = kind === 'fulltime' ? RUNG_PICKERS.get(family.key)!(rng.next) : entryRung(family);
  const experience = experienceFor(rng, rung, kind);
  const education = educationFor(rng, rung, kind);
  const city = cityFor(rng, company, isDemo);
  const place = makeAddress(rng, city);
  const salary = withMonthsFor(makeSalary(rng, family, rung, kind, city), experience, education);
  const publisherType = publisherFor(rng, kind, family, rung);
  const agency = publisherType === 'direct' ? null : rng.pick(ctx.agencies);
  const recruiterId = agency ? rng.pick(agency.recruiterIds) : rng.pick(ctx.recruiterIds.get(company.id)!);
  const times = timesFor(rng, createdAt, isDemo);
  const veteranRoll = rng.next();
  const veteransOnly = !!family.veteranFit && kind === 'fulltime' && veteranRoll < 0.03;
  const title = titleFor(rng, family, rung, kind);
  // The family's core skill first, then a few more from its own pool.
  const tags = [family.skills[0], ...rng.sample(family.skills.slice(1), rng.int(2, 4))];
  const bulk = family.shifts || family.key === 'courier' || family.key === 'sorter' || kind === 'campus';
  const recruiter = ctx.recruiters.get(recruiterId)!;
  const recentDays = (createdAt - times.refreshedAt) / DAY_MS;
  return {
    id: `j${index + 1}`,
    family: family.key,
    title,
    category: family.category,
    position: positionOfTitle(family.category, title),
    salary,
    city,
    district: place.district,
    businessArea: place.area,
    address: place.address,
    location: { lng: place.lng, lat: place.lat },
    experience,
    education,
    jobType: jobTypeOf(kind),
    tags,
    benefits: benefitsFor(rng, company, kind),
    restSchedule: restFor(rng, family),
    workHours: family.shifts && rng.chance(0.5) ? SHIFT_HOURS : company.workHours,
    headcount: bulk ? rng.int(3, 20) : rng.int(1, 5),
    duties: rng.sample(family.duties, rng.int(4, Math.min(5, family.duties.length))),
    requirements: [
      `${EDUCATION_TEXT[education]}，${experienceText(experience)}`,
      ...rng.sample(family.requirements, 3),
      ...(rng.chance(0.5) ? [rng.pick(GENERIC_REQUIREMENTS)] : []),
    ],
    publisherType,
    agency: agency?.info ?? null,
    source: publisherType === 'direct' && rng.chance(0.05) ? { name: `${zh(`dict.city.${city}`)}公共就业服务网`, url: null } : null,
    ...times,
    review: 'approved',
    rejectReason: null,
    views: Math.round(25 + Math.max(0, 30 - recentDays) * 3 + ((createdAt - times.postedAt) / DAY_MS) * 7),
    submittedAt: times.postedAt,
    validDays: 30,
    interview: {
      formats: rng.sample(INTERVIEW_FORMAT_VALUES, rng.int(1, 2)),
      rounds: weighted(rng.next, INTERVIEW_ROUNDS_VALUES, [45, 35, 5, 15]),
      notes: rng.sample(INTERVIEW_NOTE_VALUES, rng.int(0, 2)),
    },
    veteransPreferred: veteransOnly || (family.veteranFit ? veteranRoll < 0.14 : veteranRoll < 0.015),
    veteransOnly,
    campus:
      kind === 'internship' || kind === 'campus'
        ? makeCampus(rng, family, kind, ctx.season, (key, batch) => ctx.windowOf(`${company.id}:${key}`, batch))
        : null,
    companyId: company.id,
    recruiterId,
    hay: `${title} ${company.name} ${company.shortName} ${tags.join(' ')}`.toLowerCase(),
    monthMin: monthlyEquivalent(salary.min, salary.unit),
    monthMax: monthlyEquivalent(salary.max, salary.unit),
    // Popularity for the 推荐 sort: fresh posts, responsive recruiters and verified employers first.
    rank: Math.max(0, 30 - recentDays) + statsOf(recruiter.replyHistory.minutes).replyRate * 20 + (company.verified ? 10 : 0) + rng.next() * 25,
  };
}

export function generateJobs(
  rng: Rng,
  createdAt: number,
  companies: CompanyRecord[],
  recruiters: RecruiterRecord[],
  recruiterIds: Map<string, string[]>,
  agencies: Agency[],
): JobRecord[] {
  const ctx: JobContext = {
    rng,
    createdAt,
    recruiterIds,
    recruiters: new Map(recruiters.map((r) => [r.id, r])),
    agencies,
    season: campusSeason(createdAt),
    windowOf: applyWindows(rng, createdAt),
  };
  const pickCompany = weightedPicker(
    companies,
    companies.map((c) => SIZE_WEIGHT[c.size]),
  );
  const jobs: JobRecord[] = [];
  for (let i = 0; i < JOB_COUNT; i++) {
    const isDemo = i < DEMO_JOB_COUNT;
    const company = isDemo ? companies[0] : pickCompany(rng.next);
    const job = makeJob(ctx, i, company, isDemo);
    jobs.push(job);
    company.jobIds.push(job.id);
  }
  // Employers that post veterans-only jobs are by definition veteran-friendly (拥军企业).
  const byId = new Map(companies.map((c) => [c.id, c]));
  for (const job of jobs) if (job.veteransOnly) byId.get(job.companyId)!.veteranFriendly = true;
  return jobs;
}
