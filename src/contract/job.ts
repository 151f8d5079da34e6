import { z } from 'zod';
import type { RecruiterActivity } from '../dicts/activity.ts';
import { CITY_VALUES, DISTRICT_VALUES, cityOfDistrict, type CityCode, type DistrictCode } from '../dicts/city.ts';
import { COMPANY_SIZE_VALUES, INDUSTRY_VALUES, JOB_CATEGORY_VALUES, STAGE_VALUES, type CompanySize, type FinancingStage, type IndustrySub, type IndustryTop, type JobCategory } from '../dicts/company.ts';
import {
  BENEFIT_VALUES,
  EDUCATION_VALUES,
  EXPERIENCE_VALUES,
  JOB_TYPE_VALUES,
  POSTED_WITHIN_VALUES,
  PUBLISHER_TYPE_VALUES,
  REST_SCHEDULE_VALUES,
  SORT_VALUES,
  type Benefit,
  type Education,
  type Experience,
  type InterviewFormat,
  type InterviewNote,
  type InterviewRounds,
  type JobStatus,
  type JobType,
  type PublisherType,
  type RestSchedule,
} from '../dicts/job.ts';
import { DAILY_PAY_VALUES, SALARY_BAND_VALUES, type Salary } from '../dicts/salary.ts';
import {
  CAMPUS_BATCH_VALUES,
  CAMPUS_KIND_VALUES,
  CLASS_YEAR_VALUES,
  INTERN_DAYS_VALUES,
  MAJOR_VALUES,
  PERMANENT_OFFER_VALUES,
  type CampusBatch,
  type CampusKind,
  type ClassYear,
  type MajorCategory,
  type PermanentOfferChance,
} from '../dicts/zone.ts';
import { flag, keywordParam, many, oneOf, pagingShape } from './params.ts';

/**
 * Jobs: the search behind /jobpost (also used by alerts, company pages and the zones), the card and detail
 * shapes, and the seeker's actions on a job. Times are ISO strings; money is in yuan.
 */

/** Filters shared by every job list. Multi-value filters match any listed value, except `benefits` (all). */
export const jobFilterShape = {
  keyword: keywordParam,
  city: oneOf(CITY_VALUES, '城市'),
  district: oneOf(DISTRICT_VALUES, '区县'),
  salary: many(SALARY_BAND_VALUES, '薪资范围'),
  experience: many(EXPERIENCE_VALUES, '经验要求'),
  education: many(EDUCATION_VALUES, '学历要求'),
  jobType: many(JOB_TYPE_VALUES, '职位类型'),
  category: many(JOB_CATEGORY_VALUES, '职位类别'),
  companySize: many(COMPANY_SIZE_VALUES, '公司规模'),
  stage: many(STAGE_VALUES, '融资阶段'),
  industry: many(INDUSTRY_VALUES, '行业'),
  restSchedule: many(REST_SCHEDULE_VALUES, '休息制度'),
  benefits: many(BENEFIT_VALUES, '福利'),
  publisherType: many(PUBLISHER_TYPE_VALUES, '发布者类型'),
  postedWithin: oneOf(POSTED_WITHIN_VALUES, '发布时间'),
  /** Hide headhunter, outsourcing and dispatch posts. */
  hideAgencies: flag('屏蔽中介职位'),
  /** Signed-in seekers: hide jobs whose recruiter they already chat with. */
  hideContacted: flag('隐藏已沟通'),
  /** `preferred`: veterans-preferred or reserved; `only`: reserved for veterans. */
  veterans: oneOf(['preferred', 'only'] as const, '退役军人筛选'),
  campus: oneOf(CAMPUS_KIND_VALUES, '校招类型'),
  classYear: many(CLASS_YEAR_VALUES, '届别'),
  batch: many(CAMPUS_BATCH_VALUES, '批次'),
  major: many(MAJOR_VALUES, '专业'),
  daysPerWeek: many(INTERN_DAYS_VALUES, '每周实习天数'),
  dailyPay: many(DAILY_PAY_VALUES, '日薪范围'),
  permanentOffer: many(PERMANENT_OFFER_VALUES, '转正机会'),
  includeClosed: flag('包含已关闭职位'),
  sort: oneOf(SORT_VALUES, '排序方式'),
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
  /** Media path under the storage host (utils/media.ts mediaUrl). */
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
