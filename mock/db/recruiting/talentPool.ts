import type { ResumeContent, WorkEntry } from '../../../src/contract/resume.ts';
import { resumeCompleteness } from '../../../src/contract/resumeCompleteness.ts';
import type { CityCode } from '../../../src/dicts/city.ts';
import type { EducationLevel, Experience, WorkStatus } from '../../../src/dicts/job.ts';
import type { SalaryBand } from '../../../src/dicts/salary.ts';
import { SCHOOL_TIER_VALUES, type SchoolTier } from '../../../src/dicts/resume.ts';
import type { UserRecord } from '../accounts.ts';
import type { Rng } from '../rng.ts';
import { FAMILY_MAJORS } from './content/campus.ts';
import type { JobFamily, Rung } from './content/families.ts';
import { CITY_WEIGHT } from './content/geo.ts';
import { seekerName } from './content/names.ts';
import { relatedCompanies } from './companyGroups.ts';
import { ALL_FAMILIES, familyFits } from './jobs.ts';
import { DAY_MS, HOUR_MS, weighted, zh } from './labels.ts';
import { emptySeekerState, type SeekerState } from './seekers.ts';
import type { CompanyRecord } from './types.ts';

/**
 * The talent pool the employer pages search (/jobhunter): 2,000 job seekers, each with a plausible Chinese
 * online resume built from the same job families the job posts come from, so a candidate's title, years,
 * education, skills, pay and past employers agree. Some hide their resume, some show it only to employers they
 * applied to, some block a seeded company (with its group). All dates lie in the past.
 */
export const TALENT_POOL_SIZE = 2000;

/** Schools by tier (985 / 211 / other), as recruiters filter them. */
const SCHOOLS: Record<SchoolTier, readonly string[]> = {
  '985': [
    '浙江大学',
    '复旦大学',
    '上海交通大学',
    '南京大学',
    '武汉大学',
    '华中科技大学',
    '中山大学',
    '四川大学',
    '西安交通大学',
    '北京航空航天大学',
    '同济大学',
    '东南大学',
  ],
  '211': ['南京理工大学', '西南交通大学', '北京邮电大学', '华东理工大学', '苏州大学', '暨南大学', '合肥工业大学', '西安电子科技大学', '上海大学', '郑州大学'],
  other: [
    '浙江工业大学',
    '杭州电子科技大学',
    '深圳大学',
    '广东工业大学',
    '南京邮电大学',
    '成都信息工程大学',
    '武汉理工大学',
    '青岛科技大学',
    '江苏大学',
    '重庆邮电大学',
    '福州大学',
    '沈阳工业大学',
  ],
};
const COLLEGES = ['深圳职业技术学院', '浙江机电职业技术学院', '南京工业职业技术大学', '广州番禺职业技术学院', '武汉职业技术学院'];
export const schoolTierOf = (school: string): SchoolTier | null => SCHOOL_TIER_VALUES.find((tier) => SCHOOLS[tier].includes(school)) ?? null;

/** Years of experience for a rung's experience band. */
const YEARS: Record<Experience, [number, number]> = {
  any: [0, 6],
  student: [0, 0],
  fresh: [0, 0],
  below1: [0, 1],
  '1-3': [1, 3],
  '3-5': [3, 5],
  '5-10': [5, 10],
  above10: [10, 16],
};
const BAND_OF = (monthly: number): SalaryBand =>
  monthly < 3000 ? 'below3k' : monthly < 5000 ? '3-5k' : monthly < 10000 ? '5-10k' : monthly < 20000 ? '10-20k' : monthly < 50000 ? '20-50k' : 'above50k';

export interface PoolSeeker {
  user: UserRecord;
  state: SeekerState;
}

function rungFor(rng: Rng, family: JobFamily): Rung {
  const rungs = family.ladder.filter((r) => r.level !== 'manager');
  return weighted(
    rng.next,
    rungs,
    rungs.map((r) => r.share),
  );
}

function degreeFor(rng: Rng, rung: Rung): EducationLevel {
  const floor = rng.pick(rung.education);
  if (floor === 'any' || floor === 'junior' || floor === 'secondary') return rng.pick(['highschool', 'college'] as const);
  if (floor === 'bachelor') return rng.chance(0.25) ? 'master' : 'bachelor';
  return floor === 'master' ? 'master' : floor;
}

export function generateTalentPool(rng: Rng, createdAt: number, companies: CompanyRecord[], firstUserNo: number): PoolSeeker[] {
  const cities = Object.keys(CITY_WEIGHT) as CityCode[];
  const families = ALL_FAMILIES.filter((f) => f.category !== 'service' || rng.chance(0.5));
  const now = new Date(createdAt);
  const out: PoolSeeker[] = [];
  // Employers that hire each family, worked out once (2,000 seekers × 520 companies otherwise).
  const employersOf = new Map(families.map((f) => [f.key, companies.filter((c) => familyFits(f, c.industry))]));
  for (let i = 0; i < TALENT_POOL_SIZE; i++) {
    const id = `u${firstUserNo + i}`;
    const family = weighted(
      rng.next,
      families,
      families.map((f) => f.weight ?? 1),
    );
    const rung = rungFor(rng, family);
    const [minYears, maxYears] = YEARS[rng.pick(rung.experience)];
    const years = rng.int(minYears, maxYears);
    const degree = degreeFor(rng, rung);
    const gender = rng.chance(0.5) ? 'male' : 'female';
    const name = seekerName(rng.pick, rng.chance, gender);
    const city = weighted(
      rng.next,
      cities,
      cities.map((c) => CITY_WEIGHT[c]),
    );
    const studyYears = degree === 'master' ? 7 : degree === 'bachelor' ? 4 : 3;
    const graduated = now.getUTCFullYear() - years - (now.getUTCMonth() < 6 ? 1 : 0);
    const workStart = years === 0 ? null : `${graduated}-07`;
    const birthYear = graduated - studyYears - 18 - rng.int(0, 1);
    const tier: SchoolTier = degree === 'college' || degree === 'highschool' ? 'other' : weighted(rng.next, SCHOOL_TIER_VALUES, [15, 25, 60]);
    const school = degree === 'college' || degree === 'highschool' ? rng.pick(COLLEGES) : rng.pick(SCHOOLS[tier]);
    const majors = FAMILY_MAJORS[family.key] ?? [];
    const major = majors.length ? rng.pick(majors) : null;
    const payK = rng.int(rung.payK[0], rung.payK[1]) * 1000;
    const title = rng.pick(rung.titles);
    const employers = employersOf.get(family.key)!;
    const work: WorkEntry[] = [];
    if (workStart && employers.length) {
      const switched = years >= 4 && rng.chance(0.6) ? graduated + rng.int(2, years - 1) : null;
      const past = rng.pick(employers);
      const current = rng.pick(employers);
      if (switched) {
        work.push({ company: current.name, title, start: `${switched}-03`, end: null, duties: rng.pick(family.duties), skills: rng.sample(family.skills, 3) });
        work.push({
          company: past.name,
          title: family.ladder[0].titles[0],
          start: workStart,
          end: `${switched}-02`,
          duties: rng.pick(family.duties),
          skills: rng.sample(family.skills, 2),
        });
      } else {
        work.push({ company: current.name, title, start: workStart, end: null, duties: rng.pick(family.duties), skills: rng.sample(family.skills, 3) });
      }
    }
    const skills = [...new Set(work.flatMap((w) => w.skills))];
    // Drawn for everyone, so the draws after it stay where they were; someone who has never worked graduated
    // this summer and says so (应届毕业生), not 在职 or 离职.
    const drawn = weighted(rng.next, ['leaving', 'month', 'considering', 'notLooking'] as const, [20, 35, 35, 10]);
    const workStatus: WorkStatus = workStart ? drawn : 'graduate';
    const salary = BAND_OF(Math.round(payK * 1.15));
    const content: ResumeContent = {
      basic: {
        name,
        gender,
        birthMonth: `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}`,
        freshGraduate: !workStart,
        workStart: workStart ?? undefined,
        workStatus,
        phone: `166${String(10000000 + i).slice(-8)}`,
        email: '',
        city,
      } as ResumeContent['basic'],
      preferences: [{ title: family.role.slice(0, 20), category: family.category, city, jobType: 'fulltime', salary }],
      strengths: {
        text: `${years ? `${years} 年${family.role}经验` : `应届毕业，求职${family.role}`}，熟悉${(skills.length ? skills : family.skills.slice(0, 3)).slice(0, 3).join('、')}。`,
      },
      work,
      projects: [],
      education: [
        {
          school,
          degree,
          major: major ? zh(`dict.major.${major}`) : '',
          start: `${graduated - studyYears}-09`,
          end: `${graduated}-06`,
          fullTime: true,
        } as ResumeContent['education'][number],
      ],
      certificates: [],
      languages: [],
      links: [],
    };
    const state = emptySeekerState();
    const updatedAt = createdAt - rng.int(1, 90) * DAY_MS;
    state.onlineResumes = { 'zh-CN': { content, updatedAt } };
    state.resumes = [
      {
        id: `cv-${id}-online`,
        kind: 'online',
        name: `${name}的在线简历`,
        updatedAt: new Date(updatedAt).toISOString(),
        isDefault: true,
        completeness: resumeCompleteness(content).score,
        fileType: null,
        size: null,
        file: null,
      },
    ];
    const roll = rng.next();
    if (roll < 0.05) state.privacy.visibility = 'hidden';
    else if (roll < 0.1) state.privacy.visibility = 'applied';
    // Some block their current employer (and its group), as 李明 does.
    if (work.length && rng.chance(0.08)) {
      const employer = companies.find((c) => c.name === work[0].company)!;
      state.privacy.blocked = [{ companyId: employer.id, includeRelated: relatedCompanies(employer.id).length > 0, at: createdAt - rng.int(5, 60) * DAY_MS }];
    }
    const user: UserRecord = {
      id,
      mobile: content.basic!.phone,
      role: 'seeker',
      name,
      avatar: null,
      companyId: null,
      companyName: null,
      agreementVersion: '2026.1',
      createdAt: new Date(updatedAt - 30 * DAY_MS).toISOString(),
      passwordHash: null,
      profile: { gender, education: degree, workStatus },
      seeker: {
        basic: {
          name,
          gender,
          birthMonth: content.basic!.birthMonth,
          freshGraduate: !workStart,
          workStart: workStart ?? undefined,
          workStatus,
        } as UserRecord['seeker']['basic'],
        education: [{ school, degree, major: content.education[0].major, start: content.education[0].start, end: content.education[0].end }],
      },
      lastActiveAt: createdAt - rng.int(0, 45 * 24) * HOUR_MS,
    };
    out.push({ user, state });
  }
  return out;
}
