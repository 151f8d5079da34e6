import { CITY_VALUES, districtsOf, provinceOf, type CityCode } from '../../../src/dicts/city.ts';
import type { EducationLevel } from '../../../src/dicts/job.ts';
import { GOV_EXAM_VALUES, MAJOR_VALUES, type DegreeRequirement, type GovExamType, type MajorCategory } from '../../../src/dicts/zone.ts';
import type { GovPosition, GovRegion } from '../../../src/contract/gov.ts';
import { EDUCATION_LEVELS } from '../../../src/contract/gov.ts';
import type { Rng } from '../rng.ts';
import { CITY_GEO } from './content/geo.ts';
import {
  DEPARTMENTS,
  EXAM_COUNTS,
  EXAM_EDUCATION,
  ISSUERS,
  MAJOR_NAMES,
  NAME_MAJORS,
  NATIONAL_DEPARTMENTS,
  POSITION_NAMES,
  POSITION_NOTES,
  RURAL_PLACES,
  SANZHIYIFU_PUBLISHER,
  SANZHIYIFU_UNITS,
} from './content/gov.ts';
import { DAY_MS, endOfDay, graduatingClass, HOUR_MS, inBeijing, startOfDay, weighted, zh } from './labels.ts';
import { noticeHtml } from './notice.ts';
import type { AnnouncementRecord } from './types.ts';

/**
 * 64 public-recruitment announcements with position tables. Registration windows are offsets from now; every
 * notice was published on an earlier day, and its years (title, 届) follow from its publication date.
 */

/** Provinces with rural counties on file, where 三支一扶 notices come from. */
const RURAL_CITIES = CITY_VALUES.filter((c) => RURAL_PLACES[provinceOf(c)]);

function regionFor(rng: Rng, exam: GovExamType): { region: GovRegion; city: CityCode } {
  const city = rng.pick(exam === 'sanzhiyifu' ? RURAL_CITIES : CITY_VALUES);
  if (exam === 'national' || exam === 'military') return { region: { province: null, city: null }, city };
  if (exam === 'provincial' || exam === 'selected' || exam === 'sanzhiyifu') return { region: { province: provinceOf(city), city: null }, city };
  return { region: { province: provinceOf(city), city }, city };
}

/** The exams recruited in an annual cycle are announced in autumn for the next year (国考2027 in October 2026). */
const ANNUAL_CYCLE: readonly GovExamType[] = ['national', 'provincial', 'selected', 'military', 'teacher', 'sanzhiyifu'];

function titleFor(exam: GovExamType, region: GovRegion, publisher: string, publishedAt: number): string {
  const published = inBeijing(publishedAt);
  const year = published.year();
  const cycle = ANNUAL_CYCLE.includes(exam) && published.month() >= 8 ? year + 1 : year;
  const prov = region.province ? zh(`dict.province.${region.province}`) : '';
  const city = region.city ? `${zh(`dict.city.${region.city}`)}市` : '';
  switch (exam) {
    case 'national':
      return `中央机关及其直属机构${cycle}年度考试录用公务员公告（${publisher}）`;
    case 'provincial':
      return `${prov}${cycle}年度考试录用公务员公告`;
    case 'selected':
      return `${prov}${cycle}年选调优秀高校毕业生公告`;
    case 'sanzhiyifu':
      return `${prov}${cycle}年高校毕业生“三支一扶”计划招募公告`;
    case 'military':
      return `${cycle}年军队面向社会公开招考文职人员公告`;
    case 'teacher':
      return `${publisher.startsWith(city) ? '' : city}${publisher}${cycle}年公开招聘教师公告`;
    case 'community':
      return `${city}${publisher.replace('各街道社区', '')}${year}年公开招聘社区工作者公告`;
    case 'soe':
      return `${publisher}${year}年度社会招聘公告`;
    default:
      return `${publisher}${year}年公开招聘工作人员公告`;
  }
}

const fill = (template: string, city: CityCode, district: string) => {
  const prov = zh(`dict.province.${provinceOf(city)}`);
  return template
    .replace('{city}', zh(`dict.city.${city}`))
    .replace('{prov}', prov)
    .replace('{provShort}', prov.replace(/(省|市)$/, ''))
    .replace('{district}', district);
};

function majorsFor(rng: Rng, name: string): MajorCategory[] {
  const implied = NAME_MAJORS.find(([pattern]) => pattern.test(name));
  if (implied) return [...implied[1]];
  return rng.chance(0.4) ? [] : rng.sample(MAJOR_VALUES, rng.int(1, 2));
}

function degreeFor(rng: Rng, education: EducationLevel): DegreeRequirement {
  if (education === 'master' || education === 'doctor') return education;
  return education === 'bachelor' && rng.chance(0.7) ? 'bachelor' : 'any';
}

/** Single-employer announcements (a hospital, a school, a state firm, one district's communities) list only their own posts. */
const SINGLE_EMPLOYER: readonly GovExamType[] = ['medical', 'teacher', 'soe', 'institution', 'community'];

/** Who issues the notice, and where each of its positions is and who employs it. */
interface Issuer {
  publisher: string;
  post: (rng: Rng, name: string) => { department: string; workplace: string };
}

function issuerFor(rng: Rng, exam: GovExamType, city: CityCode): Issuer {
  const district = () => zh(`dict.district.${rng.pick(districtsOf(city))}`);
  const cityPlace = (d: string) => `${zh(`dict.city.${city}`)}市${d}`;
  if (exam === 'national') {
    const department = rng.pick(NATIONAL_DEPARTMENTS);
    const publisher = fill(department.publisher, city, '');
    const seat = cityPlace(district());
    return { publisher, post: () => ({ department: publisher + rng.pick(department.offices), workplace: seat }) };
  }
  if (exam === 'sanzhiyifu') {
    const counties = RURAL_PLACES[provinceOf(city)]!;
    return {
      publisher: fill(SANZHIYIFU_PUBLISHER, city, ''),
      post: (r, name) => {
        const { prefecture, county, towns } = r.pick(counties);
        const town = r.pick(towns);
        return {
          department: `${county}${town}${SANZHIYIFU_UNITS[name]}`,
          workplace: `${zh(`dict.province.${provinceOf(city)}`)}${prefecture}${county}${town}`,
        };
      },
    };
  }
  if (SINGLE_EMPLOYER.includes(exam)) {
    // One hospital, school, firm or district: every post is its own, in its own place.
    const seat = district();
    const publisher = fill(rng.pick(DEPARTMENTS[exam]), city, seat);
    return { publisher, post: () => ({ department: publisher, workplace: cityPlace(seat) }) };
  }
  const issuer = ISSUERS[exam];
  const units = DEPARTMENTS[exam];
  const publisher = issuer ? fill(issuer, city, '') : fill(rng.pick(units), city, district());
  return {
    publisher,
    post: () => {
      const d = district();
      return { department: fill(rng.pick(units), city, d), workplace: cityPlace(d) };
    },
  };
}

function makePosition(rng: Rng, exam: GovExamType, city: CityCode, issuer: Issuer, index: number, codePrefix: string, classYear: string): GovPosition {
  const name = rng.pick(POSITION_NAMES[exam]);
  const { department, workplace } = issuer.post(rng, name);
  const majors = majorsFor(rng, name);
  const education = rng.pick(EXAM_EDUCATION[exam]);
  const civilService = exam === 'national' || exam === 'provincial';
  return {
    code: `${codePrefix}${String(index + 1).padStart(3, '0')}`,
    department,
    name,
    headcount: exam === 'community' ? rng.int(5, 30) : rng.int(1, civilService ? 3 : 5),
    majorText: majors.length ? majors.map((m) => MAJOR_NAMES[m]).join('、') : '不限',
    majors,
    education,
    degree: degreeFor(rng, education),
    political: exam === 'selected' ? 'partyOrLeague' : weighted(rng.next, ['any', 'party', 'partyOrLeague'] as const, [70, 20, 10]),
    grassrootsYears: civilService && rng.chance(0.25) ? 2 : 0,
    grassrootsProject: civilService && rng.chance(0.06),
    interviewRatio: rng.pick(civilService ? ['3:1', '5:1'] : ['3:1', '2:1', '5:1']),
    workplace,
    settlePlace: exam === 'soe' || exam === 'sanzhiyifu' ? '不落户' : `${zh(`dict.city.${city}`)}市`,
    notes: rng.pick(POSITION_NOTES[exam]).replace('{class}', classYear),
  };
}

/** Upcoming (20%), open (25%) or closed (55%) registration, as offsets from now. */
function registrationWindow(rng: Rng, createdAt: number) {
  const roll = rng.next();
  let start: number;
  if (roll < 0.2) start = createdAt + rng.int(2, 20) * DAY_MS;
  else if (roll < 0.45) start = createdAt - rng.int(1, 8) * DAY_MS;
  else start = createdAt - rng.int(20, 120) * DAY_MS;
  const length = roll >= 0.2 && roll < 0.45 ? rng.int(10, 20) : rng.int(7, 15);
  return { start: startOfDay(start), end: endOfDay(start + (length - 1) * DAY_MS) };
}

/** A few days before registration opens, and on yesterday at the latest, during office hours. */
function publicationTime(rng: Rng, registrationStart: number, createdAt: number): number {
  const day = startOfDay(Math.min(registrationStart - rng.int(3, 10) * DAY_MS, createdAt - DAY_MS));
  return day + rng.int(9, 17) * HOUR_MS + rng.int(0, 59) * 60_000;
}

function makeAnnouncement(rng: Rng, exam: GovExamType, no: number, createdAt: number): AnnouncementRecord {
  const id = `g${no}`;
  const { region, city } = regionFor(rng, exam);
  const issuer = issuerFor(rng, exam, city);
  const count = exam === 'national' ? rng.int(18, 30) : rng.int(6, 24);
  const codePrefix = `${CITY_GEO[city].adcode.slice(0, 4)}${String(no).padStart(3, '0')}`;
  const window = registrationWindow(rng, createdAt);
  const publishedAt = publicationTime(rng, window.start, createdAt);
  const classYear = graduatingClass(publishedAt);
  const positions = Array.from({ length: count }, (_, i) => makePosition(rng, exam, city, issuer, i, codePrefix, classYear));
  const title = titleFor(exam, region, issuer.publisher, publishedAt);
  const educationFloor = EDUCATION_LEVELS[Math.min(...positions.map((p) => EDUCATION_LEVELS.indexOf(p.education)))];
  const record = {
    id,
    title,
    examType: exam,
    region,
    publisher: issuer.publisher,
    educationFloor,
    registrationStart: window.start,
    registrationEnd: window.end,
    publishedAt,
    originalUrl: `https://hrss.example.com/notice/${inBeijing(publishedAt).year()}/${id}.html`,
    positions,
    hay: `${title} ${issuer.publisher}`.toLowerCase(),
    noticeHtml: '',
  };
  record.noticeHtml = noticeHtml(record);
  return record;
}

export function generateAnnouncements(rng: Rng, createdAt: number): AnnouncementRecord[] {
  const exams = GOV_EXAM_VALUES.flatMap((exam) => Array.from({ length: EXAM_COUNTS[exam] }, () => exam));
  // Interleave the exam types so the first page of the list is varied.
  const order = rng.sample(exams, exams.length);
  return order.map((exam, i) => makeAnnouncement(rng, exam, i + 1, createdAt)).sort((a, b) => b.publishedAt - a.publishedAt);
}
