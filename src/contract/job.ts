import type { PageResult } from './envelope.ts';
import { z } from 'zod';
import type { RecruiterActivity } from '../dicts/activity.ts';
import { cityOfDistrict, type CityCode, type DistrictCode } from '../dicts/city.ts';
import type { CompanySize, FinancingStage, IndustrySub, IndustryTop, JobCategory } from '../dicts/company.ts';
import type {
  Benefit,
  Education,
  Experience,
  InterviewFormat,
  InterviewNote,
  InterviewRounds,
  JobStatus,
  JobType,
  PublisherType,
  RestSchedule,
} from '../dicts/job.ts';
import type { Salary } from '../dicts/salary.ts';
import { CAMPUS_KIND_VALUES, type CampusBatch, type CampusKind, type ClassYear, type MajorCategory, type PermanentOfferChance } from '../dicts/zone.ts';
import { CAMPUS_FILTERS } from './filters/campus.ts';
import type { SuggestScope } from './filters/define.ts';
import { JOB_FILTERS } from './filters/job.ts';
import { flag, oneOf, pagingShape, text, zodShape } from './params.ts';

/**
 * Jobs: the search behind /jobpost (also used by alerts, company pages and the zones), the card and detail
 * shapes, and the seeker's actions on a job. Times are ISO strings; money is in yuan.
 */

const campusShape = zodShape(CAMPUS_FILTERS);

/**
 * Filters shared by every job list: the /jobpost ones (src/contract/filters/job.ts), then those of the zones.
 * Multi-value filters match any listed value, except `benefits` (all).
 */
export const jobFilterShape = {
  ...zodShape(JOB_FILTERS),
  /** `preferred`: veterans-preferred or reserved; `only`: reserved for veterans. */
  veterans: oneOf(['preferred', 'only'] as const, '退役军人筛选'),
  campus: oneOf(CAMPUS_KIND_VALUES, '校招类型'),
  classYear: campusShape.classYear,
  batch: campusShape.batch,
  major: campusShape.major,
  daysPerWeek: campusShape.daysPerWeek,
  dailyPay: campusShape.dailyPay,
  permanentOffer: campusShape.permanentOffer,
  includeClosed: flag('包含已关闭职位'),
};

/** A district must lie in the chosen city. */
function districtInCity(q: { city?: CityCode; district?: DistrictCode }, ctx: z.RefinementCtx) {
  if (q.city && q.district && cityOfDistrict(q.district) !== q.city) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: '区县不属于所选城市' });
  }
}

export const jobSearchQuery = z.object({ ...jobFilterShape, ...pagingShape }).superRefine(districtInCity);
export type JobSearchQuery = z.infer<typeof jobSearchQuery>;
/** What the client may send (arrays may also go comma-joined; booleans and numbers as strings). */
export type JobSearchParams = Partial<JobSearchQuery>;
export type JobFilters = Omit<JobSearchQuery, 'current' | 'pageSize'>;

export interface CompanySummary {
  id: string;
  name: string;
  shortName: string;
  /** Media path under the storage host (utils/media.ts mediaUrl); '' when none is uploaded (the app draws a tile). */
  logo: string;
  industry: IndustrySub;
  industryTop: IndustryTop;
  stage: FinancingStage;
  size: CompanySize;
  verified: boolean;
  veteranFriendly: boolean;
}

export interface RecruiterSummary {
  id: string;
  name: string;
  title: string;
  /** Media path; '' when none is uploaded (the app draws a tile from the name). */
  avatar: string;
  lastActiveAt: string;
  /** Derived from lastActiveAt at answer time (dicts/activity.ts). */
  activity: RecruiterActivity;
  /** Share of conversations answered, 0..1. */
  replyRate: number;
  medianReplyMinutes: number;
}

/** Per-viewer state; null for visitors and enterprise users. */
export interface ViewerFlags {
  saved: boolean;
  applied: boolean;
  /** A conversation with this job's recruiter exists (立即沟通 becomes 继续沟通). */
  contacted: boolean;
  notInterested: boolean;
}

/** Hiring-service accounts show who they are and their HR services licence. */
export interface AgencyInfo {
  name: string;
  licenceNo: string;
}

/** A reposted job names where it came from. */
export interface JobSource {
  name: string;
  url: string | null;
}

export interface CampusInfo {
  kind: CampusKind;
  classYear: ClassYear;
  batch: CampusBatch;
  /** Empty = any major. */
  majors: MajorCategory[];
  applyStart: string;
  applyDeadline: string;
  /** Internships only. */
  daysPerWeek: number | null;
  months: number | null;
  permanentOffer: PermanentOfferChance | null;
}

export interface JobCard {
  id: string;
  title: string;
  /** 急聘: the employer marked it urgent (a paid badge, for a week). */
  urgent: boolean;
  category: JobCategory;
  salary: Salary;
  city: CityCode;
  district: DistrictCode;
  /** 商圈, e.g. 中关村. */
  businessArea: string;
  experience: Experience;
  education: Education;
  jobType: JobType;
  tags: string[];
  benefits: Benefit[];
  headcount: number;
  publisherType: PublisherType;
  agency: AgencyInfo | null;
  source: JobSource | null;
  /** `expired` once expiresAt has passed, whatever was stored. */
  status: JobStatus;
  postedAt: string;
  refreshedAt: string;
  expiresAt: string;
  veteransPreferred: boolean;
  veteransOnly: boolean;
  /** Reserved for verified veterans and the viewer is not one: details hidden, apply and chat refused. */
  locked: boolean;
  campus: CampusInfo | null;
  company: CompanySummary;
  recruiter: RecruiterSummary;
  viewer: ViewerFlags | null;
}

export interface InterviewInfo {
  formats: InterviewFormat[];
  rounds: InterviewRounds;
  notes: InterviewNote[];
}

/** 工商信息 */
export interface BusinessRegistration {
  legalRepresentative: string;
  /** In 10,000 yuan (万元), as registries print it. */
  registeredCapital: number;
  founded: string;
  entityType: string;
  operatingStatus: string;
  businessScope: string;
  /** 统一社会信用代码, 18 characters with a valid check character. */
  creditCode: string;
}

/** 单位情况: the employer profile a job post must carry. */
export interface EmployerProfile {
  about: string;
  city: CityCode;
  address: string;
  openJobCount: number;
  registration: BusinessRegistration;
}

/**
 * `GET /jobs`: a page of jobs, and whether 猎头/外包/派遣 posts were left out because the seeker's privacy
 * settings hide them by default (the search did not say `hideAgencies` either way).
 */
export interface JobSearchResult extends PageResult<JobCard> {
  agenciesHiddenByDefault: boolean;
}

export interface JobDetail extends JobCard {
  address: string;
  location: { lng: number; lat: number };
  duties: string[];
  requirements: string[];
  restSchedule: RestSchedule;
  workHours: string;
  interview: InterviewInfo;
  employer: EmployerProfile;
  /** The viewer's conversation with the recruiter, if any. */
  conversationId: string | null;
}

export const similarQuery = z.object({ limit: pagingShape.pageSize });

/** GET /search/suggest: what a search box offers as the person types. */
export const suggestQuery = z.object({
  q: text('搜索词', 50),
  /** `job` (default): job titles, then employers; `company`: employers only. */
  scope: oneOf(['job', 'company'] as const satisfies readonly SuggestScope[], '搜索范围'),
});

export interface SearchSuggestion {
  /** `title`: a job title; `company`: an employer (its short name is the text). */
  kind: 'title' | 'company';
  /** What the search box searches for when the suggestion is chosen. */
  text: string;
  /** Open jobs behind it: listed jobs with this title, or the employer's open jobs. */
  count: number;
  companyId?: string;
}
