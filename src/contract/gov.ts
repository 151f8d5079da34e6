import { z } from 'zod';
import type { CityCode, ProvinceCode } from '../dicts/city.ts';
import type { EducationLevel } from '../dicts/job.ts';
import {
  MAJOR_VALUES,
  POLITICAL_VALUES,
  type DegreeRequirement,
  type GovExamType,
  type GovRegistrationStatus,
  type GovStage,
  type MajorCategory,
  type PoliticalRequirement,
  type PoliticalStatus,
} from '../dicts/zone.ts';
import { GOV_FILTERS } from './filters/gov.ts';
import { EDUCATION_LEVELS, GOV_REGION_VALUES, GRASSROOTS_YEARS_MAX } from './jobValues.ts';
import { flag, int, oneOf, pagingShape, zodShape } from './params.ts';

/** Public recruitment (/govwork): announcements, their position tables, and the "can I apply?" check. */

export { EDUCATION_LEVELS, GOV_REGION_VALUES };

export const govListQuery = z.object({ ...zodShape(GOV_FILTERS), ...pagingShape });
export type GovListQuery = z.infer<typeof govListQuery>;

export interface GovRegion {
  /** null = nationwide (国考). */
  province: ProvinceCode | null;
  city: CityCode | null;
}

export interface GovAnnouncementSummary {
  id: string;
  title: string;
  examType: GovExamType;
  region: GovRegion;
  /** 发布机关 */
  publisher: string;
  educationFloor: EducationLevel;
  registration: { status: GovRegistrationStatus; start: string; end: string };
  positionCount: number;
  headcount: number;
  publishedAt: string;
}

export interface GovTimelineStage {
  stage: GovStage;
  start: string;
  end: string | null;
  /** Relative to the answer time. */
  state: 'done' | 'current' | 'upcoming';
}

/** One row of the 岗位表. */
export interface GovPosition {
  code: string;
  department: string;
  name: string;
  headcount: number;
  /** As printed, e.g. 计算机科学与技术、软件工程; 不限 when `majors` is empty. */
  majorText: string;
  majors: MajorCategory[];
  /** Minimum level ("及以上"). */
  education: EducationLevel;
  degree: DegreeRequirement;
  political: PoliticalRequirement;
  grassrootsYears: number;
  /** Reserved for people who served in a grassroots project (服务基层项目人员). */
  grassrootsProject: boolean;
  interviewRatio: string;
  workplace: string;
  settlePlace: string;
  notes: string;
}

export interface GovAnnouncement extends GovAnnouncementSummary {
  /** Untrusted HTML from the source site: the client must sanitise it before rendering. */
  noticeHtml: string;
  /** The notice on the publisher's site: an http(s) URL, or null when the source gave something else (src/contract/links.ts). */
  originalUrl: string | null;
  timeline: GovTimelineStage[];
  positions: GovPosition[];
}

/** Missing fields are taken from the seeker's stored profile; what the body gives is stored for next time. */
export const eligibilityBody = z.object({
  education: oneOf(EDUCATION_LEVELS, '学历'),
  major: oneOf(MAJOR_VALUES, '专业'),
  political: oneOf(POLITICAL_VALUES, '政治面貌'),
  grassrootsYears: int('基层工作年限', 0, GRASSROOTS_YEARS_MAX),
  grassrootsProject: flag('服务基层项目经历'),
});
export type EligibilityBody = z.infer<typeof eligibilityBody>;

export type EligibilityCriterion = 'education' | 'degree' | 'major' | 'political' | 'grassroots' | 'project';

export interface EligibilityProfile {
  education: EducationLevel;
  major: MajorCategory;
  political: PoliticalStatus;
  grassrootsYears: number;
  grassrootsProject: boolean;
}

export interface PositionEligibility {
  code: string;
  eligible: boolean;
  /** Every criterion checked; the failed ones explain a "no". */
  checks: { criterion: EligibilityCriterion; ok: boolean }[];
}

export interface EligibilityResult {
  profile: EligibilityProfile;
  eligibleCount: number;
  positions: PositionEligibility[];
}
