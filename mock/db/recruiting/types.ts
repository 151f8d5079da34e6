import type { ReplyHistory } from './replyStats.ts';
import type { CityCode, DistrictCode } from '../../../src/dicts/city.ts';
import type { CompanySize, FinancingStage, IndustrySub, IndustryTop, JobCategory } from '../../../src/dicts/company.ts';
import type { Benefit, Education, Experience, JobType, PublisherType, RestSchedule } from '../../../src/dicts/job.ts';
import type { Salary } from '../../../src/dicts/salary.ts';
import type { JobPosition } from '../../../src/dicts/jobPositions.ts';
import type { CampusBatch, CampusKind, ClassYear, GovExamType, MajorCategory, PermanentOfferChance } from '../../../src/dicts/zone.ts';
import type { CompanyAddress, Executive } from '../../../src/contract/company.ts';
import type { GovPosition, GovRegion } from '../../../src/contract/gov.ts';
import type { AgencyInfo, BusinessRegistration, InterviewInfo, JobSource } from '../../../src/contract/job.ts';
import type { EducationLevel } from '../../../src/dicts/job.ts';
import type { Ownership } from './content/industries.ts';

/** Stored shapes of the recruiting seed. Times are epoch milliseconds; the routes turn them into ISO strings. */

export interface CompanyRecord {
  id: string;
  name: string;
  shortName: string;
  logo: string;
  /** 民营, 外资, 国企, 事业单位, 社会组织…: decides the name, registration, stage and about text. */
  ownership: Ownership;
  industry: IndustrySub;
  industryTop: IndustryTop;
  stage: FinancingStage;
  size: CompanySize;
  city: CityCode;
  verified: boolean;
  veteranFriendly: boolean;
  about: string;
  benefits: Benefit[];
  workHours: string;
  restSchedule: RestSchedule;
  addresses: CompanyAddress[];
  photos: string[];
  executives: Executive[];
  registration: BusinessRegistration;
  /** Followers from outside the demo (real users add to it). */
  baseFollowers: number;
  /** Its jobs, filled after the jobs are generated. */
  jobIds: string[];
}

export interface RecruiterRecord {
  id: string;
  /** null for a hiring-service (agency) consultant. */
  companyId: string | null;
  /**
   * The enterprise account behind the record, when a person who signed up answers for the post
   * (recruiterAccounts.ts): their name, title and last activity are read from the account.
   */
  userId?: string;
  name: string;
  title: string;
  avatar: string;
  lastActiveAt: number;
  /** Archived conversations before the mock's own chat history (replyStats adds the live ones). */
  replyHistory: ReplyHistory;
}

export interface CampusRecord {
  kind: CampusKind;
  classYear: ClassYear;
  batch: CampusBatch;
  majors: MajorCategory[];
  applyStart: number;
  applyDeadline: number;
  daysPerWeek: number | null;
  months: number | null;
  permanentOffer: PermanentOfferChance | null;
}

export interface JobRecord {
  id: string;
  family: string;
  title: string;
  category: JobCategory;
  /** The third level of the category tree (src/dicts/jobPositions.ts); null when the title names none. */
  position: JobPosition | null;
  salary: Salary;
  city: CityCode;
  district: DistrictCode;
  businessArea: string;
  address: string;
  location: { lng: number; lat: number };
  experience: Experience;
  education: Education;
  jobType: JobType;
  tags: string[];
  benefits: Benefit[];
  restSchedule: RestSchedule;
  workHours: string;
  headcount: number;
  duties: string[];
  requirements: string[];
  publisherType: PublisherType;
  agency: AgencyInfo | null;
  source: JobSource | null;
  /** Closed by the employer; expiry is derived from expiresAt. */
  closed: boolean;
  /**
   * The platform's review (PRODUCT.md §2 job machine): a submitted post, or an open one whose reviewed fields
   * changed, waits for the reviewer; only an approved post is public. The reviewer answers REVIEW_MS after
   * submittedAt (mock/db/recruiting/jobReview.ts).
   */
  review: 'approved' | 'pending' | 'rejected';
  rejectReason: string | null;
  submittedAt: number;
  /** How long the post stays open after approval (days), as the employer chose. */
  validDays: number;
  /** Paid promotions (quotas): first in the 推荐 order until pinnedUntil; the 急聘 badge until urgentUntil. */
  pinnedUntil?: number;
  urgentUntil?: number;
  /** Times seekers and visitors opened it (the seed starts from an estimate by popularity and age). */
  views: number;
  postedAt: number;
  refreshedAt: number;
  expiresAt: number;
  interview: InterviewInfo;
  veteransPreferred: boolean;
  veteransOnly: boolean;
  campus: CampusRecord | null;
  companyId: string;
  recruiterId: string;
  /** Search helpers: lower-cased title, company and tags; monthly-equivalent pay; static popularity. */
  hay: string;
  monthMin: number;
  monthMax: number;
  rank: number;
}

export interface AnnouncementRecord {
  id: string;
  title: string;
  examType: GovExamType;
  region: GovRegion;
  publisher: string;
  educationFloor: EducationLevel;
  registrationStart: number;
  registrationEnd: number;
  publishedAt: number;
  noticeHtml: string;
  originalUrl: string;
  positions: GovPosition[];
  hay: string;
}
