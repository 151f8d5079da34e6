import type { PageResult } from '../../src/contract/envelope.ts';
import {
  EDUCATION_LEVELS,
  eligibilityBody,
  govListQuery,
  type EligibilityBody,
  type EligibilityProfile,
  type EligibilityResult,
  type GovAnnouncement,
  type GovAnnouncementSummary,
  type GovListQuery,
  type GovPosition,
  type PositionEligibility,
} from '../../src/contract/gov.ts';
import { httpUrl } from '../../src/contract/links.ts';
import { MAJOR_VALUES, POLITICAL_VALUES, politicalRequirementDict, type GovRegistrationStatus } from '../../src/dicts/zone.ts';
import { invalid } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { UserRecord } from '../db/index.ts';
import { findAnnouncement, pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { timelineOf } from '../db/recruiting/notice.ts';
import type { AnnouncementRecord } from '../db/recruiting/types.ts';
import { iso } from '../db/recruiting/viewer.ts';

/** Public recruitment (/govwork): announcements, their detail with the position table, and "can I apply?". */

export function registrationStatus(a: AnnouncementRecord, now: number): GovRegistrationStatus {
  if (now < a.registrationStart) return 'upcoming';
  return now <= a.registrationEnd ? 'open' : 'closed';
}

function summary(a: AnnouncementRecord, now: number): GovAnnouncementSummary {
  return {
    id: a.id,
    title: a.title,
    examType: a.examType,
    region: { ...a.region },
    publisher: a.publisher,
    educationFloor: a.educationFloor,
    registration: { status: registrationStatus(a, now), start: iso(a.registrationStart), end: iso(a.registrationEnd) },
    positionCount: a.positions.length,
    headcount: a.positions.reduce((sum, p) => sum + p.headcount, 0),
    publishedAt: iso(a.publishedAt),
  };
}

const rank = (level: string) => EDUCATION_LEVELS.indexOf(level as (typeof EDUCATION_LEVELS)[number]);

function matches(a: AnnouncementRecord, q: GovListQuery, now: number): boolean {
  if (q.examType?.length && !q.examType.includes(a.examType)) return false;
  if (q.region) {
    const inRegion = q.region === 'national' ? a.region.province === null : a.region.province === q.region || a.region.city === q.region;
    if (!inRegion) return false;
  }
  if (q.education && rank(a.educationFloor) > rank(q.education)) return false;
  if (q.status?.length && !q.status.includes(registrationStatus(a, now))) return false;
  const keyword = q.keyword?.toLowerCase();
  return !keyword || a.hay.includes(keyword) || a.positions.some((p) => p.name.includes(keyword) || p.department.includes(keyword));
}

function detail(a: AnnouncementRecord, now: number): GovAnnouncement {
  const timeline = timelineOf(a).map(({ stage, start, end }) => ({
    stage,
    start: iso(start),
    end: end === null ? null : iso(end),
    state: (now > (end ?? start + 86_399_999) ? 'done' : now >= start ? 'current' : 'upcoming') as 'done' | 'current' | 'upcoming',
  }));
  return {
    ...summary(a, now),
    noticeHtml: a.noticeHtml,
    originalUrl: httpUrl(a.originalUrl),
    timeline,
    positions: a.positions.map((p) => ({ ...p, majors: [...p.majors] })),
  };
}

/** Body values win; missing ones come from the stored profile; what is still missing is a 422. */
function eligibilityProfile(user: UserRecord, body: EligibilityBody): EligibilityProfile {
  const stored = user.profile;
  const pick = <T extends string>(value: T | undefined, key: string, allowed: readonly T[]): T | undefined =>
    value ?? (allowed.includes(stored[key] as T) ? (stored[key] as T) : undefined);
  const education = pick(body.education, 'education', EDUCATION_LEVELS);
  const major = pick(body.major, 'major', MAJOR_VALUES);
  const political = pick(body.political, 'political', POLITICAL_VALUES);
  const missing = [
    !education && { field: 'education', message: '请选择学历' },
    !major && { field: 'major', message: '请选择所学专业' },
    !political && { field: 'political', message: '请选择政治面貌' },
  ].filter((x): x is { field: string; message: string } => !!x);
  if (missing.length) throw invalid(missing);
  const grassrootsYears = body.grassrootsYears ?? (typeof stored.grassrootsYears === 'number' ? stored.grassrootsYears : 0);
  const grassrootsProject = body.grassrootsProject ?? stored.grassrootsProject === true;
  return { education: education!, major: major!, political: political!, grassrootsYears, grassrootsProject };
}

const DEGREE_LEVEL = { any: 'junior', bachelor: 'bachelor', master: 'master', doctor: 'doctor' } as const;

function checkPosition(p: GovPosition, me: EligibilityProfile): PositionEligibility {
  const accepts = politicalRequirementDict.options.find((o) => o.value === p.political)!.accepts as readonly string[];
  const checks: PositionEligibility['checks'] = [
    { criterion: 'education', ok: rank(me.education) >= rank(p.education) },
    { criterion: 'degree', ok: rank(me.education) >= rank(DEGREE_LEVEL[p.degree]) },
    { criterion: 'major', ok: p.majors.length === 0 || p.majors.includes(me.major) },
    { criterion: 'political', ok: accepts.includes(me.political) },
    { criterion: 'grassroots', ok: me.grassrootsYears >= p.grassrootsYears },
    { criterion: 'project', ok: !p.grassrootsProject || me.grassrootsProject },
  ];
  return { code: p.code, eligible: checks.every((c) => c.ok), checks };
}

export const govRoutes = [
  route({
    method: 'GET',
    path: '/gov/announcements',
    query: govListQuery,
    handler: ({ query, db, now }): PageResult<GovAnnouncementSummary> => {
      const page = slicePage(
        db.recruiting.announcements.filter((a) => matches(a, query, now)),
        pageParams(query),
      );
      return { ...page, list: page.list.map((a) => summary(a, now)) };
    },
  }),
  route({
    method: 'GET',
    path: '/gov/announcements/:id',
    handler: ({ params, db, now }): GovAnnouncement => detail(findAnnouncement(db, params.id), now),
  }),
  route({
    method: 'POST',
    path: '/gov/announcements/:id/eligibility',
    auth: 'seeker',
    body: eligibilityBody,
    handler: ({ params, body, db, user }): EligibilityResult => {
      const announcement = findAnnouncement(db, params.id);
      const profile = eligibilityProfile(user!, body);
      Object.assign(user!.profile, profile);
      const positions = announcement.positions.map((p) => checkPosition(p, profile));
      return { profile, eligibleCount: positions.filter((p) => p.eligible).length, positions };
    },
  }),
];
