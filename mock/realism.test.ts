// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPostWording } from '../src/contract/jobWording.ts';
import { educationRank, EXPERIENCE_VALUES, provinceOf, salaryBandDict, type Experience } from '../src/dicts/index.ts';
import { JOB_CATEGORY_VALUES, type JobCategory } from '../src/dicts/company.ts';
import { jobPositionDict, positionInCategory, type JobPosition } from '../src/dicts/jobPositions.ts';
import zh from '../src/dicts/zhLabels/index.ts';
import { createDb } from './db/index.ts';
import { INDUSTRY_PROFILES } from './db/recruiting/content/industries.ts';
import { EXP, SENIORITY_VALUES, type JobFamily, type Rung } from './db/recruiting/content/families.ts';
import { ALL_FAMILIES, FAMILY_BY_KEY, internTitle } from './db/recruiting/jobs.ts';
import { positionOfTitle, titleNamesPosition } from './db/recruiting/positions.ts';
import { payBand } from './db/recruiting/salaries.ts';

/**
 * Data realism: invariants over the whole seed, as a reader of the pages would check them. Most rules are
 * written from the outside (titles, texts, dates), independently of the generator; one block checks every post
 * against its job family's seniority ladder, and the ladders themselves for plausibility.
 */

/** 2026-11-23, 10:00 in Beijing: the day the seed is demonstrated. */
const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const DAY = 86_400_000;
const db = createDb(NOW);
const { jobs, companies, announcements } = db.recruiting;

const label = (id: string) => (zh as Record<string, string>)[id];
/** Beijing wall-clock fields (UTC+8), computed independently of the seed's own date helpers. */
const beijing = (ms: number) => new Date(ms + 8 * 3600_000);
const beijingDay = (ms: number) => beijing(ms).toISOString().slice(0, 10);
const SENIOR_EXPERIENCE: readonly Experience[] = ['3-5', '5-10', 'above10'];
const count = (text: string, part: string) => text.split(part).length - 1;

describe('job posts: seniority, experience, education and pay agree', () => {
  const fulltime = jobs.filter((j) => j.jobType === 'fulltime' && !j.campus);

  it('a 高级/资深/专家/总监 title asks for at least 3 years', () => {
    const wrong = fulltime.filter((j) => /^(高级|资深)|专家|总监/.test(j.title) && !SENIOR_EXPERIENCE.includes(j.experience));
    expect(wrong.map((j) => `${j.id} ${j.title} ${j.experience}`)).toEqual([]);
  });

  /** Entry-level manual jobs: no degree, no long experience, no seniority prefix, modest pay, 12-13 months. */
  const MANUAL = /(普工|操作工|装配工|分拣员|保安|保洁|服务员|传菜员|收银员|店员|导购|快递员|配送员)/;
  const manual = jobs.filter((j) => MANUAL.test(j.title) && !/(主管|经理|组长|队长|领班|店长)/.test(j.title));

  it('manual posts are not dressed up as senior, ask for no degree and pay like manual work', () => {
    expect(manual.length).toBeGreaterThan(100);
    const wrong = manual.filter(
      (j) =>
        /^(高级|资深)/.test(j.title) ||
        educationRank(j.education) > educationRank('highschool') ||
        !['any', 'below1', '1-3'].includes(j.experience) ||
        (j.salary.unit === 'month' && (j.salary.max > 12_000 || j.salary.months > 13)),
    );
    expect(wrong.map((j) => `${j.id} ${j.title} ${j.education} ${j.experience} ${j.salary.min}-${j.salary.max}·${j.salary.months}`)).toEqual([]);
  });

  it('security guards are paid 12 months a year', () => {
    const guards = jobs.filter((j) => /保安|安保/.test(j.title));
    expect(guards.length).toBeGreaterThan(20);
    expect(guards.filter((j) => j.salary.months !== 12).map((j) => `${j.id} ${j.title} ${j.salary.months}薪`)).toEqual([]);
  });

  /** A title that names a language, platform or licence carries it among its skill tags. */
  const TITLE_TAGS: Array<[RegExp, RegExp]> = [
    [/Java/, /^Java$/],
    [/Go(开发|技术)/, /^Go$/],
    [/Python/, /^Python$/],
    [/C\+\+/, /^C\+\+$/],
    [/Android/, /^Android$/],
    [/iOS/, /^iOS$/],
    [/React/, /^React$/],
    [/Vue/, /^Vue$/],
    [/司机/, /驾照|驾驶证/],
    [/护士|护师/, /护士执业证/],
    [/焊工/, /焊/],
  ];

  it('skill tags fit the title', () => {
    const wrong = jobs.filter((j) => TITLE_TAGS.some(([title, tag]) => title.test(j.title) && !j.tags.some((t) => tag.test(t))));
    expect(wrong.map((j) => `${j.id} ${j.title} [${j.tags.join(',')}]`)).toEqual([]);
  });

  it('requirements never state another education level than the post asks for', () => {
    const stated = (line: string) => /(大专|本科|硕士|博士)(及以上)?学历/.exec(line)?.[1];
    const LEVEL = { 大专: 'college', 本科: 'bachelor', 硕士: 'master', 博士: 'doctor' } as const;
    const wrong = jobs.filter((j) =>
      j.requirements.some((line) => {
        const level = stated(line);
        return level && LEVEL[level as keyof typeof LEVEL] !== j.education;
      }),
    );
    expect(wrong.map((j) => `${j.id} ${j.title} ${j.education}: ${j.requirements.join(' / ')}`)).toEqual([]);
  });
});

describe('job families: each post sits on its family’s seniority ladder', () => {
  /** Rounding to 500 yuan may put a bound up to 250 outside the band. */
  const ROUNDING = 250;
  const inBand = (rung: Rung, j: (typeof jobs)[number]) => {
    const [lo, hi] = payBand(rung, j.city);
    return j.salary.unit === 'month' && j.salary.min >= lo - ROUNDING && j.salary.max <= hi + ROUNDING && j.salary.min < j.salary.max;
  };
  const family = (j: (typeof jobs)[number]) => FAMILY_BY_KEY.get(j.family)!;

  it('a full-time post’s title, experience, education, pay and N薪 agree with one rung of its family', () => {
    const posts = jobs.filter((j) => j.jobType === 'fulltime' && !j.campus);
    const wrong = posts.filter((j) => {
      const f = family(j);
      const agrees = f.ladder.some(
        (r) => r.titles.includes(j.title) && r.experience.includes(j.experience) && r.education.includes(j.education) && inBand(r, j),
      );
      return !agrees || !f.months.includes(j.salary.months);
    });
    expect(
      wrong.map((j) => `${j.id} ${j.family} ${j.title} ${j.experience} ${j.education} ${j.salary.min}-${j.salary.max}·${j.salary.months} ${j.city}`),
    ).toEqual([]);
  });

  it('campus, intern and part-time posts are entry-level posts of their family', () => {
    for (const j of jobs.filter((x) => x.campus || x.jobType !== 'fulltime')) {
      const f = family(j);
      const entry = f.ladder[0];
      if (j.campus?.kind === 'campus') {
        expect([j.title, j.experience], j.id).toEqual([`${f.role}（校招）`, 'fresh']);
        expect(inBand(entry, j), j.id).toBe(true);
      } else if (j.campus?.kind === 'internship') {
        expect([j.title, j.experience, j.salary.unit], j.id).toEqual([internTitle(f.role), 'student', 'day']);
      } else {
        expect([j.title, j.experience, j.salary.unit], j.id).toEqual([`兼职${f.role}`, 'any', 'hour']);
        // As the entry rung asks, but never above 大专 (issue 26.20).
        if (j.education !== 'college') expect(entry.education, j.id).toContain(j.education);
      }
      if (j.campus) expect(educationRank(j.education), j.id).toBeGreaterThanOrEqual(educationRank('college'));
    }
  });

  it('skill tags come from the family’s own pool, its core skill first', () => {
    const wrong = jobs.filter(
      (j) => j.tags[0] !== family(j).skills[0] || !j.tags.every((t) => family(j).skills.includes(t)) || new Set(j.tags).size !== j.tags.length,
    );
    expect(wrong.map((j) => `${j.id} ${j.family} [${j.tags.join(',')}]`)).toEqual([]);
  });

  const BELOW = {
    junior: [],
    mid: ['junior'],
    senior: ['mid', 'junior'],
    expert: ['senior', 'mid'],
    lead: ['mid', 'junior'],
    manager: ['lead', 'mid', 'junior'],
  } as const;

  it('the ladders themselves are plausible', () => {
    const rank = (e: Experience) => EXPERIENCE_VALUES.indexOf(e);
    const least = (r: Rung) => Math.min(...r.experience.map(rank));
    const problems: string[] = [];
    for (const f of ALL_FAMILIES as JobFamily[]) {
      const ladder = [...f.ladder].sort((a, b) => SENIORITY_VALUES.indexOf(a.level) - SENIORITY_VALUES.indexOf(b.level));
      if (ladder.map((r) => r.level).join() !== f.ladder.map((r) => r.level).join()) problems.push(`${f.key}: rungs out of order`);
      ladder.forEach((r, i) => {
        if (r.payK[1] - r.payK[0] < 2) problems.push(`${f.key}/${r.level}: pay band narrower than 2K`);
        // Senior, expert and manager rungs ask for at least 3 years; every rung pays at least what the one below starts at.
        if (['senior', 'expert', 'manager'].includes(r.level) && least(r) < rank('3-5')) problems.push(`${f.key}/${r.level}: under 3 years`);
        if (r.titles.some((t) => /^高级/.test(t)) && r.level !== 'senior') problems.push(`${f.key}/${r.level}: 高级 title`);
        if (r.titles.some((t) => /^资深|专家/.test(t)) && r.level !== 'expert') problems.push(`${f.key}/${r.level}: 资深 title`);
        // Two tracks: 初级→中级→高级→资深 for specialists, 主管→经理 for managers (above 中级, not necessarily above 高级).
        const below = ladder
          .slice(0, i)
          .reverse()
          .find((x) => (BELOW[r.level] as readonly string[]).includes(x.level));
        if (below && (r.payK[0] < below.payK[0] || least(r) < least(below))) problems.push(`${f.key}/${r.level}: pays or asks less than ${below.level}`);
      });
      // Jobs that need no schooling are paid 12 or 13 months; guards exactly 12.
      if (f.ladder[0].education.some((e) => educationRank(e) <= educationRank('junior')) && Math.max(...f.months) > 13)
        problems.push(`${f.key}: manual job paid ${Math.max(...f.months)} months`);
      if (/保安/.test(f.role) && f.months.some((m) => m !== 12)) problems.push(`${f.key}: guards paid other than 12 months`);
      if (f.skills.length < 4 || new Set(f.skills).size !== f.skills.length) problems.push(`${f.key}: tag pool`);
    }
    expect(problems).toEqual([]);
    expect(EXP.senior.every((e) => rank(e) >= rank('3-5'))).toBe(true);
  });
});

describe('companies: industry, employer type, financing stage and size agree', () => {
  const enterprise = (c: (typeof companies)[number]) => /有限公司$/.test(c.name);
  const PUBLIC_BODY = /(中心|研究院|医院|学校|学院|幼儿园|护理院|基金会|协会)$/;

  it('事业单位 and 社会组织 are not companies: no financing, no 91 credit code, no founders', () => {
    const bodies = companies.filter((c) => !enterprise(c));
    expect(bodies.length).toBeGreaterThanOrEqual(15);
    // 政府/公共事业, 非营利组织 and 科研院所 are never companies.
    expect(companies.filter((c) => c.industryTop === 'public' && enterprise(c)).map((c) => `${c.id} ${c.name} ${c.industry}`)).toEqual([]);
    const wrong = bodies.filter(
      (c) =>
        !PUBLIC_BODY.test(c.name) ||
        c.stage !== 'noNeed' ||
        c.registration.creditCode.startsWith('91') ||
        /有限|股份/.test(c.registration.entityType) ||
        c.executives.some((e) => /创始人|CEO|CTO|董事/.test(e.title)),
    );
    expect(
      wrong.map((c) => `${c.id} ${c.name} ${c.stage} ${c.registration.creditCode} ${c.registration.entityType} ${c.executives.map((e) => e.title)}`),
    ).toEqual([]);
  });

  it('only large, established joint-stock companies are listed', () => {
    const listed = companies.filter((c) => c.stage === 'listed');
    expect(listed.length).toBeGreaterThan(10);
    const age = (c: (typeof companies)[number]) => 2026 - Number(c.registration.founded.slice(0, 4));
    const wrong = listed.filter(
      (c) =>
        !/股份有限公司$/.test(c.name) || c.registration.entityType !== '股份有限公司（上市）' || ['0-20', '20-99', '100-499'].includes(c.size) || age(c) < 6,
    );
    expect(wrong.map((c) => `${c.id} ${c.name} ${c.size} ${c.registration.entityType} ${c.registration.founded}`)).toEqual([]);
  });

  it('an enterprise’s name, entity type and credit code agree', () => {
    const wrong = companies.filter(enterprise).filter((c) => {
      const jointStock = /股份有限公司$/.test(c.name);
      const type = c.registration.entityType;
      return !c.registration.creditCode.startsWith('91') || (jointStock ? !type.startsWith('股份有限公司') : !/^(有限责任公司|其他有限责任公司)/.test(type));
    });
    expect(wrong.map((c) => `${c.id} ${c.name} ${c.registration.entityType}`)).toEqual([]);
  });

  it('each company has its own about text, written from its own facts', () => {
    expect(new Set(companies.map((c) => c.about)).size).toBe(companies.length);
    for (const c of companies) {
      expect(c.about, c.id).toContain(label(`dict.city.${c.city}`));
      expect(c.about, c.id).toContain(`${c.registration.founded.slice(0, 4)}年`);
    }
    // Not one template with the facts swapped in: with name, place, year, industry and size taken out, the texts still differ.
    const skeleton = (c: (typeof companies)[number]) =>
      [
        c.name,
        c.shortName,
        label(`dict.city.${c.city}`),
        label(`dict.industry.${c.industry}`),
        label(`dict.companySize.${c.size}`),
        ...c.addresses.map((a) => label(`dict.district.${a.district}`)),
      ]
        .reduce((text, fact) => text.replaceAll(fact, '·'), c.about)
        .replace(/\d+/g, '#');
    expect(new Set(companies.map(skeleton)).size).toBeGreaterThan(companies.length * 0.95);
  });

  it('no company, executive or recruiter shows a stand-in picture: logos and avatars are left to the app’s named tiles, albums to uploads', () => {
    expect(companies.filter((c) => c.logo || c.photos.length || c.executives.some((x) => x.avatar)).map((c) => c.id)).toEqual([]);
    expect([...db.recruiting.recruiters.values()].filter((r) => r.avatar).map((r) => r.id)).toEqual([]);
  });
});

describe('dates: nothing in the future', () => {
  it('announcements were published before today; posts, refreshes, founding dates and the demo seeker’s things are not after now', () => {
    const today = beijingDay(NOW);
    const wrong = announcements.filter((a) => beijingDay(a.publishedAt) >= today);
    expect(wrong.map((a) => `${a.id} ${beijingDay(a.publishedAt)}`)).toEqual([]);
    expect(jobs.filter((j) => j.postedAt > NOW || j.refreshedAt > NOW).map((j) => j.id)).toEqual([]);
    expect([...db.recruiting.recruiters.values()].filter((r) => r.lastActiveAt > NOW).map((r) => r.id)).toEqual([]);
    expect(companies.filter((c) => Date.parse(`${c.registration.founded}T00:00:00+08:00`) > NOW).map((c) => c.id)).toEqual([]);
    const demo = db.seekerStates.get('u1')!;
    for (const r of demo.resumes) expect(Date.parse(r.updatedAt)).toBeLessThanOrEqual(NOW);
    for (const a of demo.alerts) expect(a.createdAt).toBeLessThanOrEqual(NOW);
  });

  it('campus hiring in November is for the class graduating next summer, in the autumn rounds', () => {
    const d = beijing(NOW);
    const nextClass = String(d.getUTCFullYear() + (d.getUTCMonth() >= 6 ? 1 : 0));
    expect(nextClass).toBe('2027');
    const campus = jobs.filter((j) => j.campus?.kind === 'campus');
    expect(campus.length).toBeGreaterThan(100);
    expect(
      campus
        .filter((j) => j.campus!.classYear !== nextClass || !['early', 'main'].includes(j.campus!.batch))
        .map((j) => `${j.id} ${j.campus!.classYear} ${j.campus!.batch}`),
    ).toEqual([]);
    // Interns are students, so never of a class that has already graduated.
    expect(jobs.filter((j) => j.campus && Number(j.campus.classYear) < Number(nextClass)).map((j) => j.id)).toEqual([]);
  });

  it('refresh times spread over the past month, many of them recent, at working hours', () => {
    const open = jobs.filter((j) => !j.closed && j.expiresAt > NOW);
    const ago = open.map((j) => (NOW - j.refreshedAt) / DAY);
    expect(new Set(open.map((j) => beijingDay(j.refreshedAt))).size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...ago)).toBeLessThanOrEqual(31);
    const share = (f: (days: number) => boolean) => ago.filter(f).length / ago.length;
    expect(share((d) => d < 1 / 24)).toBeLessThan(0.02);
    expect(share((d) => d < 1)).toBeLessThan(0.25);
    expect(share((d) => d < 7)).toBeGreaterThan(0.4);
    const hours = open.map((j) => beijing(j.refreshedAt).getUTCHours());
    expect(hours.filter((h) => h >= 7 && h < 23).length / hours.length).toBeGreaterThan(0.95);
  });
});

describe('public-recruitment notices', () => {
  it('三支一扶 positions are in rural townships of the announcing province', () => {
    const sanzhi = announcements.filter((a) => a.examType === 'sanzhiyifu');
    expect(sanzhi.length).toBeGreaterThan(0);
    for (const a of sanzhi) {
      const province = label(`dict.province.${a.region.province}`);
      for (const p of a.positions) {
        expect(p.workplace, `${a.id} ${p.code}`).toMatch(/(乡|镇)$/);
        expect(p.workplace.startsWith(province) || p.workplace.startsWith(province.replace(/(省|市)$/, '')), `${a.id} ${p.workplace} in ${province}`).toBe(
          true,
        );
        const town = /[^县区旗市]+(乡|镇)$/.exec(p.workplace)![0];
        expect(p.department, `${a.id} ${p.code}`).toContain(town);
      }
    }
  });

  it('a 国考 notice lists only its own department’s positions', () => {
    const national = announcements.filter((a) => a.examType === 'national');
    expect(national.length).toBeGreaterThan(0);
    for (const a of national) for (const p of a.positions) expect(p.department, `${a.id} ${p.code}`).toMatch(new RegExp(`^${a.publisher}`));
  });

  it('every notice agrees with its position table: departments, counts and education', () => {
    for (const a of announcements) {
      const text = a.noticeHtml;
      const headcount = a.positions.reduce((s, p) => s + p.headcount, 0);
      expect(text, a.id).toContain(`<strong>${a.positions.length}</strong> 个岗位`);
      expect(text, a.id).toContain(`<strong>${headcount}</strong> 人`);
      for (const department of new Set(a.positions.map((p) => p.department))) expect(text, `${a.id} ${department}`).toContain(department);
      expect(text, a.id).toContain(`${label(`dict.education.${a.educationFloor}`)}及以上学历`);
      // A city's notice has its positions in that city.
      if (a.region.city) for (const p of a.positions) expect(p.workplace, `${a.id} ${p.code}`).toContain(label(`dict.city.${a.region.city}`));
    }
  });
});

describe('saved searches', () => {
  it('an alert’s name describes its filters', () => {
    const alerts = db.seekerStates.get('u1')!.alerts;
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      const params = new URLSearchParams(alert.query);
      const parts = alert.name.split(' · ');
      const expected: string[] = [];
      if (params.get('city')) expected.push(label(`dict.city.${params.get('city')}`));
      if (params.get('keyword')) expected.push(params.get('keyword')!);
      const bands = params.getAll('salary').map((v) => salaryBandDict.options.find((o) => o.value === v)!);
      if (bands.length) {
        const min = Math.min(...bands.map((b) => b.min)) / 1000;
        const max = bands.some((b) => b.max === null) ? null : Math.max(...bands.map((b) => b.max!)) / 1000;
        expected.push(max === null ? `${min}K以上` : `${min}-${max}K`);
      }
      expect(parts, alert.id).toEqual(expected);
    }
  });
});

describe('addresses', () => {
  const place = (city: string, district: string) => {
    const province = label(`dict.province.${provinceOf(city as never)}`);
    const cityName = `${label(`dict.city.${city}`)}市`;
    return `${province === cityName ? '' : province}${cityName}${label(`dict.district.${district}`)}`;
  };

  it('are full postal addresses that name the district once', () => {
    const all = [
      ...jobs.map((j) => ({ id: j.id, city: j.city, district: j.district, address: j.address, area: j.businessArea })),
      ...companies.flatMap((c) => c.addresses.map((a) => ({ id: c.id, city: a.city, district: a.district, address: a.address, area: '' }))),
    ];
    for (const a of all) {
      expect(a.address.startsWith(place(a.city, a.district)), `${a.id} ${a.address}`).toBe(true);
      expect(count(a.address, label(`dict.district.${a.district}`)), `${a.id} ${a.address}`).toBe(1);
      if (a.area) expect(count(a.address, a.area), `${a.id} ${a.address}`).toBeLessThanOrEqual(1);
    }
  });
});

/**
 * Issue 26, item 20: what a reader of the pages found implausible, each as a rule over the whole seed. Names and
 * words are judged from the outside (the characters a name is made of, the words of a legal name), not by reading
 * the generator's lists.
 */
describe('issue 26.20: names, titles, pay and records a reader would believe', () => {
  const recruiters = [...db.recruiting.recruiters.values()];
  const allJobs = [...db.recruiting.jobById.values()];

  /** The legal name without its city and legal form: the 字号 and the business word (卓界 + 人工智能科技). */
  const core = (c: (typeof companies)[number]) =>
    c.name
      .replace(/（[^）]*）/g, '')
      .replace(/(股份有限公司|有限责任公司|有限公司)$/, '')
      .replace(new RegExp(`^${label(`dict.city.${c.city}`)}`), '');
  /** Whole words a business word may end in after the part a short name keeps (智能|科技, 医疗|器械). */
  const TAILS = [
    '科技',
    '技术',
    '管理',
    '服务',
    '发展',
    '工程',
    '设计',
    '咨询',
    '医院',
    '设备',
    '器械',
    '系统',
    '贸易',
    '策划',
    '文化',
    '传媒',
    '传播',
    '连锁',
    '保险',
    '装备',
    '软件',
  ];
  /** The characters of `part`, in order, within `word` (电子商务 → 电商, 互动娱乐 → 互娱). */
  const within = (part: string, word: string) => {
    let from = 0;
    for (const ch of part) {
      const at = word.indexOf(ch, from);
      if (at < 0) return false;
      from = at + 1;
    }
    return true;
  };

  /** The business words legal names end in (人工智能科技, 电子商务): what follows the brand. */
  const WORDS = [...new Set(Object.values(INDUSTRY_PROFILES).flatMap((p) => p.words ?? []))].sort((a, b) => b.length - a.length);

  it('company short names are the brand, or the brand with a whole word or a standard abbreviation — never a word cut off (卓界人工, 泰森云计)', () => {
    const wrong = companies
      .filter((c) => /有限公司$/.test(c.name) && c.id !== 'c1')
      .filter((c) => {
        const rest = core(c);
        const word = WORDS.find((w) => rest.endsWith(w) && rest.length > w.length);
        if (!word) return false;
        const brand = rest.slice(0, -word.length);
        if (!c.shortName.startsWith(brand)) return true;
        const kept = c.shortName.slice(brand.length);
        if (!kept) return false;
        if (word.startsWith(kept)) return kept !== word && !TAILS.includes(word.slice(kept.length));
        return !within(kept, word);
      });
    expect(wrong.map((c) => `${c.id} ${c.name} → ${c.shortName}`)).toEqual([]);
  });

  /** Characters that mark a given name as a man's or a woman's. */
  const MALE = /[强刚军勇伟磊鹏龙峰兵彪虎雄]/;
  const FEMALE = /[娜芳娟婷艳霞燕丽莉倩媛妍琳秀玲萍]/;
  const given = (name: string) => name.slice(1);
  const people = [
    ...recruiters.map((r) => ({ id: r.id, name: r.name })),
    ...companies.flatMap((c) => [...c.executives.map((e) => ({ id: c.id, name: e.name })), { id: c.id, name: c.registration.legalRepresentative }]),
  ];

  it('person names read naturally: no given name mixes a man’s and a woman’s character (肖强娜), odd pairs are gone (严国墨), and two-character given names are common ones', () => {
    expect(people.filter((p) => MALE.test(given(p.name)) && FEMALE.test(given(p.name))).map((p) => `${p.id} ${p.name}`)).toEqual([]);
    expect(people.filter((p) => /^(肖强娜|严国墨)$/.test(p.name) || /国墨|强娜/.test(p.name)).map((p) => `${p.id} ${p.name}`)).toEqual([]);
    // Free combinations of seventy characters make thousands of given names; people are called by a few hundred.
    const pairs = new Set(people.map((p) => given(p.name)).filter((g) => g.length === 2));
    expect(pairs.size).toBeLessThan(150);
  });

  it('a seeker’s name fits the gender on the resume', () => {
    const wrong: string[] = [];
    for (const [id, state] of db.seekerStates) {
      const basic = state.onlineResumes['zh-CN']?.content.basic;
      if (!basic?.name || !basic.gender) continue;
      const g = given(basic.name);
      if ((basic.gender === 'male' && FEMALE.test(g)) || (basic.gender === 'female' && MALE.test(g))) wrong.push(`${id} ${basic.name} ${basic.gender}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('a recruiter’s title fits what they post: a 技术总监 posts engineering jobs, a 运营总监 operations and marketing, a 创始人 works at a small company', () => {
    const posted = new Map<string, Set<string>>();
    for (const j of allJobs) {
      if (!posted.has(j.recruiterId)) posted.set(j.recruiterId, new Set());
      posted.get(j.recruiterId)!.add(j.category);
    }
    const FIT: Record<string, readonly string[]> = { 技术总监: ['tech'], 运营总监: ['operations', 'marketing', 'media'] };
    const wrong = recruiters.filter((r) => {
      const categories = [...(posted.get(r.id) ?? [])];
      if (FIT[r.title] && categories.some((c) => !FIT[r.title].includes(c))) return true;
      const company = r.companyId ? db.recruiting.companyById.get(r.companyId) : null;
      return r.title === '创始人' && !!company && !['0-20', '20-99'].includes(company.size);
    });
    expect(wrong.map((r) => `${r.id} ${r.name} ${r.title} [${[...(posted.get(r.id) ?? [])].join(',')}]`).slice(0, 20)).toEqual([]);
  });

  it('hourly part-time posts ask for no degree above 大专 (兼职销售 for 本科 graduates is not a job ad anyone writes)', () => {
    const hourly = allJobs.filter((j) => j.salary.unit === 'hour');
    expect(hourly.length).toBeGreaterThan(10);
    expect(hourly.filter((j) => educationRank(j.education) > educationRank('college')).map((j) => `${j.id} ${j.title} ${j.education}`)).toEqual([]);
  });

  it('15 or 16 months’ pay is for experienced hires: a newcomer is paid at most 14 months, a newcomer without a degree at most 13 (no 16薪 大专 PM in 合肥)', () => {
    const NEWCOMER: readonly Experience[] = ['any', 'student', 'fresh', 'below1', '1-3'];
    const wrong = allJobs.filter((j) => {
      if (j.salary.unit !== 'month' || !NEWCOMER.includes(j.experience)) return false;
      return j.salary.months > 14 || (educationRank(j.education) <= educationRank('college') && j.salary.months > 13);
    });
    expect(wrong.map((j) => `${j.id} ${j.title} ${j.experience} ${j.education} ${j.salary.months}薪 ${j.city}`).slice(0, 20)).toEqual([]);
  });

  it('李明’s resume and his applications agree: an 已入职 application is the job his resume shows, started after the hire', () => {
    const state = db.seekerStates.get('u1')!;
    const work = state.onlineResumes['zh-CN']!.content.work;
    const current = work.find((w) => w.end === null)!;
    for (const a of state.applications.filter((x) => x.status === 'hired')) {
      const job = db.recruiting.jobById.get(a.jobId)!;
      const company = db.recruiting.companyById.get(job.companyId)!;
      const hiredAt = beijingDay(a.history.at(-1)!.at).slice(0, 7);
      const entry = work.find((w) => w.company === company.name && w.title === job.title);
      expect(
        entry,
        `${a.id}: 已入职 ${company.name} ${job.title} ${hiredAt}, resume: ${work.map((w) => `${w.company} ${w.title} ${w.start}–${w.end ?? '至今'}`).join(' / ')}`,
      ).toBeDefined();
      expect(entry!.start >= hiredAt).toBe(true);
      // Hired somewhere since he started his current job means that is no longer his current job.
      expect(hiredAt <= current.start || entry === current, a.id).toBe(true);
    }
  });

  it('notices are spread over dates and office hours, not stamped at the seed’s own hour', () => {
    for (const [key, list] of db.notifications.inboxes) {
      if (!['user:u1', 'company:c1'].includes(key)) continue;
      const times = list.map((n) => beijing(n.createdAt));
      const byClock = new Map<string, number>();
      for (const t of times) byClock.set(t.toISOString().slice(11, 16), (byClock.get(t.toISOString().slice(11, 16)) ?? 0) + 1);
      expect(Math.max(...byClock.values()), `${key}: ${[...byClock].join(' ')}`).toBeLessThanOrEqual(2);
      expect(new Set(list.map((n) => beijingDay(n.createdAt))).size, key).toBeGreaterThanOrEqual(Math.min(list.length, 6));
      expect(
        times.filter((t) => t.getUTCHours() < 7 || t.getUTCHours() >= 23).map((t) => t.toISOString()),
        key,
      ).toEqual([]);
    }
  });

  it('order numbers carry their date and a running serial, not OD000000', () => {
    const orders = [...db.memberships.values()].flatMap((m) => m.orders);
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      const match = /^OD(\d{8})(\d{6})$/.exec(o.id);
      expect(match, o.id).not.toBeNull();
      expect(match![1], o.id).toBe(beijingDay(o.createdAt).replaceAll('-', ''));
      expect(Number(match![2]), o.id).toBeGreaterThan(1000);
    }
  });

  it('every seeded post would pass today’s wording rules (issue 26.8), the one the reviewer turned down aside', () => {
    const wrong = allJobs
      .filter((j) => j.review !== 'rejected')
      .flatMap((j) =>
        checkPostWording({
          title: j.title,
          tags: j.tags,
          duties: j.duties,
          requirements: j.requirements,
          pay: { jobType: j.jobType, unit: j.salary.unit, min: j.salary.min, city: j.city },
        }).map((i) => `${j.id} ${j.title} ${i.path.join('.')} ${i.rule} ${i.words}`),
      );
    expect(wrong).toEqual([]);
  });
});

describe('issue 26.18: seeking statuses fit the seeker', () => {
  const STUDENT = new Set(['student', 'graduate']);
  const EMPLOYED = new Set(['month', 'considering', 'notLooking']);

  it('在校 / 应届毕业生 only for someone who has not worked; someone who never worked is not 在职, and a class of this summer is 应届毕业生', () => {
    const wrong: string[] = [];
    const thisYear = beijing(NOW).getUTCFullYear();
    for (const [id, state] of db.seekerStates) {
      const content = state.onlineResumes['zh-CN']?.content;
      const basic = content?.basic;
      if (!basic) continue;
      const neverWorked = basic.freshGraduate && !content.work.length;
      const lastEnd = content.education
        .map((e) => e.end)
        .sort()
        .at(-1);
      if (STUDENT.has(basic.workStatus) && !basic.freshGraduate) wrong.push(`${id} ${basic.workStatus} but worked since ${basic.workStart}`);
      if (neverWorked && EMPLOYED.has(basic.workStatus)) wrong.push(`${id} never worked but ${basic.workStatus}`);
      if (neverWorked && lastEnd && Number(lastEnd.slice(0, 4)) >= thisYear && !STUDENT.has(basic.workStatus))
        wrong.push(`${id} class of ${lastEnd} but ${basic.workStatus}`);
    }
    for (const user of db.users.values()) {
      const basic = user.seeker.basic;
      if (basic && STUDENT.has(basic.workStatus) && !basic.freshGraduate) wrong.push(`${user.id} profile ${basic.workStatus} but not 应届`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});

describe('job posts: the position of the three-level category agrees with the title (issue 26.9)', () => {
  it('every post has a position of its own category, and its title names that position', () => {
    const wrong = jobs.filter((j) => !j.position || !positionInCategory(j.category, j.position) || !titleNamesPosition(j.position, j.title));
    expect(wrong.map((j) => `${j.id} ${j.category} ${j.title} → ${j.position}`)).toEqual([]);
  });

  it('titles that share a word land on the position a reader expects', () => {
    const cases: Array<[JobCategory, string, JobPosition]> = [
      ['tech', '高级前端开发工程师', 'frontendDev'],
      ['tech', '渗透测试工程师', 'securityEngineer'],
      ['tech', '自动化测试工程师', 'testEngineer'],
      ['product', 'B端产品经理', 'bProductManager'],
      ['operations', '跨境电商运营', 'crossBorderOperator'],
      ['operations', '电商运营专员', 'ecommerceOperator'],
      ['operations', '新媒体运营专员', 'newMediaOperator'],
      ['healthcare', '口腔护士', 'nurse'],
      ['healthcare', '口腔主治医师', 'dentist'],
      ['education', '兼职英语教师', 'englishTeacher'],
      ['manufacturing', '质检组长', 'qualityInspector'],
      ['service', '物业客服', 'propertyButler'],
    ];
    expect(cases.map(([category, title]) => positionOfTitle(category, title))).toEqual(cases.map(([, , position]) => position));
  });

  it('the seed uses positions across the whole tree, and each position is named by its own label', () => {
    const used = new Set(jobs.map((j) => j.position));
    // Every category's posts spread over more than one position (not all 分拣员 filed as one catch-all).
    for (const category of JOB_CATEGORY_VALUES) expect(new Set(jobs.filter((j) => j.category === category).map((j) => j.position)).size).toBeGreaterThan(1);
    expect(used.size).toBeGreaterThan(80);
    // A position's own name (its zh label, without a parenthesis) is a title that names it.
    const unnamed = jobPositionDict.options.filter(
      (o) =>
        positionOfTitle(
          o.category,
          label(o.labelId)
            .replace(/（.*）/, '')
            .split('/')[0],
        ) !== o.value,
    );
    expect(unnamed.map((o) => `${o.value} ${label(o.labelId)}`)).toEqual([]);
  });
});
