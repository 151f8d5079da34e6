import type { CityCode } from '../../../src/dicts/city.ts';
import { INDUSTRY_TOP_VALUES, type IndustryTop } from '../../../src/dicts/company.ts';
import { INTERVIEW_FORMAT_VALUES, INTERVIEW_NOTE_VALUES, INTERVIEW_ROUNDS_VALUES, type Benefit, type Education, type Experience, type JobType, type PublisherType, type RestSchedule } from '../../../src/dicts/job.ts';
import { monthlyEquivalent } from '../../../src/dicts/salary.ts';
import type { Rng } from '../rng.ts';
import { applyWindows, makeCampus, type ApplyWindow } from './campusJobs.ts';
import { makeAddress, pickCity } from './companies.ts';
import { BUSINESS_FAMILIES } from './content/families-business.ts';
import { INDUSTRY_FAMILIES } from './content/families-industry.ts';
import { GENERIC_REQUIREMENTS, TECH_FAMILIES, type JobFamily } from './content/families.ts';
import { SHIFT_HOURS } from './content/names.ts';
import { DAY_MS, weighted, weightedPicker, zh } from './labels.ts';
import type { Agency } from './people.ts';
import { makeSalary, type PostKind } from './salaries.ts';
import type { CompanyRecord, JobRecord, RecruiterRecord } from './types.ts';

/** 5,200 job posts assembled from job families, spread over the companies by size. */
export const JOB_COUNT = 5200;
const DEMO_JOB_COUNT = 14;

export const ALL_FAMILIES: readonly JobFamily[] = [...TECH_FAMILIES, ...BUSINESS_FAMILIES, ...INDUSTRY_FAMILIES];

/** Industry-specific families are three times as likely as the ones every company has (HR, finance…). */
const FAMILY_PICKERS = Object.fromEntries(
  INDUSTRY_TOP_VALUES.map((top) => {
    const fitting = ALL_FAMILIES.filter((f) => f.industries.length === 0 || f.industries.includes(top));
    return [top, weightedPicker(fitting, fitting.map((f) => (f.industries.length ? 3 : 1)))];
  }),
) as Record<IndustryTop, (next: () => number) => JobFamily>;

const SIZE_WEIGHT = { '0-20': 1, '20-99': 2, '100-499': 3, '500-999': 4, '1000-9999': 5, above10000: 6 } as const;

const EXPERIENCES: Experience[] = ['any', 'fresh', 'below1', '1-3', '3-5', '5-10', 'above10'];
const EXPERIENCE_WEIGHTS = [10, 6, 8, 26, 25, 19, 6];

const EDUCATION_TEXT: Record<Education, string> = {
  any: '学历不限', junior: '初中及以上文化程度', secondary: '中专/中技及以上学历', highschool: '高中及以上学历',
  college: '大专及以上学历', bachelor: '本科及以上学历', master: '硕士及以上学历', doctor: '博士学历',
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

function titleFor(rng: Rng, family: JobFamily, kind: PostKind, experience: Experience): string {
  const base = rng.pick(family.titles);
  if (kind === 'internship') return `${base.replace(/^(高级|资深)/, '')}实习生`;
  if (kind === 'campus') return `${base.replace(/^(高级|资深)/, '')}（校招）`;
  if (kind === 'hourly') return `兼职${base}`;
  if (experience === 'above10' && !/^(高级|资深)|经理|主管|总监/.test(base)) return `资深${base}`;
  if (experience === '5-10' && !/^(高级|资深)|经理|主管|总监/.test(base)) return `高级${base}`;
  return base;
}

function restFor(rng: Rng, family: JobFamily): RestSchedule {
  if (family.shifts && rng.chance(0.7)) return 'shifts';
  return weighted(rng.next, ['weekends', 'alternate', 'single', 'shifts'] as const, [72, 12, 12, 4]);
}

function publisherFor(rng: Rng, kind: PostKind, family: JobFamily, experience: Experience): PublisherType {
  const roll = rng.next();
  if (kind === 'fulltime' && roll < 0.06 && (experience === '5-10' || experience === 'above10' || family.payK[1] >= 25)) return 'headhunter';
  if (roll < 0.12 && (family.category === 'tech' || family.key === 'customerService')) return 'outsourcing';
  if (roll < 0.2 && (family.shifts || family.key === 'admin' || family.key === 'courier')) return 'dispatch';
  if (roll < 0.035) return rng.pick(['outsourcing', 'dispatch'] as const);
  return 'direct';
}

/** Posted up to ~75 days ago (recent posts more common), refreshed since; ~3% closed and ~5% expired. */
function timesFor(rng: Rng, createdAt: number, forceOpen: boolean) {
  const postedAgo = Math.pow(rng.next(), 1.7) * 75 * DAY_MS;
  let refreshedAgo = postedAgo * rng.next() * rng.next();
  const roll = forceOpen ? 1 : rng.next();
  let expiresAt = createdAt + rng.int(5, 60) * DAY_MS;
  if (roll < 0.05) {
    expiresAt = createdAt - rng.int(1, 20) * DAY_MS;
    refreshedAgo = Math.max(refreshedAgo, createdAt - expiresAt + DAY_MS);
  }
  const postedAt = Math.round(createdAt - Math.max(postedAgo, refreshedAgo));
  return { postedAt, refreshedAt: Math.round(createdAt - refreshedAgo), expiresAt, closed: roll >= 0.05 && roll < 0.08 };
}

interface JobContext {
  rng: Rng;
  createdAt: number;
  recruiterIds: Map<string, string[]>;
  recruiters: Map<string, RecruiterRecord>;
  agencies: Agency[];
  windowOf: (key: string) => ApplyWindow;
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
  const family = FAMILY_PICKERS[company.industryTop](rng.next);
  const kind = decideKind(rng, family);
  const experience: Experience = kind === 'internship' ? 'student' : kind === 'campus' ? 'fresh' : kind === 'hourly' ? 'any' : weighted(rng.next, EXPERIENCES, EXPERIENCE_WEIGHTS);
  const education = kind === 'internship' || kind === 'campus' ? rng.pick(family.education.filter((e) => e === 'bachelor' || e === 'master' || e === 'college').concat('bachelor')) : rng.pick(family.education);
  const city = cityFor(rng, company, isDemo);
  const place = makeAddress(rng, city);
  const salary = makeSalary(rng, family, kind, experience, city);
  const publisherType = publisherFor(rng, kind, family, experience);
  const agency = publisherType === 'direct' ? null : rng.pick(ctx.agencies);
  const recruiterId = agency ? rng.pick(agency.recruiterIds) : rng.pick(ctx.recruiterIds.get(company.id)!);
  const times = timesFor(rng, createdAt, isDemo);
  const veteranRoll = rng.next();
  const veteransOnly = !!family.veteranFit && kind === 'fulltime' && veteranRoll < 0.025;
  const title = titleFor(rng, family, kind, experience);
  const tags = rng.sample(family.skills, rng.int(3, 5));
  const bulk = family.shifts || family.key === 'courier' || kind === 'campus';
  const recruiter = ctx.recruiters.get(recruiterId)!;
  const recentDays = (createdAt - times.refreshedAt) / DAY_MS;
  return {
    id: `j${index + 1}`,
    family: family.key,
    title,
    category: family.category,
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
    requirements: [`${EDUCATION_TEXT[education]}，${experienceText(experience)}`, ...rng.sample(family.requirements, 3), ...(rng.chance(0.5) ? [rng.pick(GENERIC_REQUIREMENTS)] : [])],
    publisherType,
    agency: agency?.info ?? null,
    source: publisherType === 'direct' && rng.chance(0.05) ? { name: `${zh(`dict.city.${city}`)}公共就业服务网`, url: null } : null,
    ...times,
    interview: {
      formats: rng.sample(INTERVIEW_FORMAT_VALUES, rng.int(1, 2)),
      rounds: weighted(rng.next, INTERVIEW_ROUNDS_VALUES, [45, 35, 5, 15]),
      notes: rng.sample(INTERVIEW_NOTE_VALUES, rng.int(0, 2)),
    },
    veteransPreferred: veteransOnly || (family.veteranFit ? veteranRoll < 0.14 : veteranRoll < 0.015),
    veteransOnly,
    campus: kind === 'internship' || kind === 'campus' ? makeCampus(rng, family, kind, (key) => ctx.windowOf(`${company.id}:${key}`)) : null,
    companyId: company.id,
    recruiterId,
    hay: `${title} ${company.name} ${company.shortName} ${tags.join(' ')}`.toLowerCase(),
    monthMin: monthlyEquivalent(salary.min, salary.unit),
    monthMax: monthlyEquivalent(salary.max, salary.unit),
    // Popularity for the 推荐 sort: fresh posts, responsive recruiters and verified employers first.
    rank: Math.max(0, 30 - recentDays) + recruiter.replyRate * 20 + (company.verified ? 10 : 0) + rng.next() * 25,
  };
}

export function generateJobs(rng: Rng, createdAt: number, companies: CompanyRecord[], recruiters: RecruiterRecord[], recruiterIds: Map<string, string[]>, agencies: Agency[]): JobRecord[] {
  const ctx: JobContext = { rng, createdAt, recruiterIds, recruiters: new Map(recruiters.map((r) => [r.id, r])), agencies, windowOf: applyWindows(rng, createdAt) };
  const pickCompany = weightedPicker(companies, companies.map((c) => SIZE_WEIGHT[c.size]));
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
