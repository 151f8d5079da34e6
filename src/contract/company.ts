import { z } from 'zod';
import { CITY_VALUES, type CityCode, type DistrictCode } from '../dicts/city.ts';
import { COMPANY_SIZE_VALUES, INDUSTRY_VALUES, JOB_CATEGORY_VALUES, STAGE_VALUES } from '../dicts/company.ts';
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, type Benefit, type RestSchedule } from '../dicts/job.ts';
import { SALARY_BAND_VALUES, type Salary } from '../dicts/salary.ts';
import type { BusinessRegistration, CompanySummary } from './job.ts';
import { flag, keywordParam, many, oneOf, pagingShape } from './params.ts';

/** Companies: /company search, /comdetail, following. */

export const companySearchQuery = z.object({
  keyword: keywordParam,
  city: oneOf(CITY_VALUES, '城市'),
  industry: many(INDUSTRY_VALUES, '行业'),
  stage: many(STAGE_VALUES, '融资阶段'),
  size: many(COMPANY_SIZE_VALUES, '公司规模'),
  veteranFriendly: flag('拥军企业'),
  ...pagingShape,
});
export type CompanySearchQuery = z.infer<typeof companySearchQuery>;

/** The in-company filters of the 在招职位 tab. */
export const companyJobsQuery = z.object({
  keyword: keywordParam,
  city: oneOf(CITY_VALUES, '城市'),
  jobType: many(JOB_TYPE_VALUES, '职位类型'),
  category: many(JOB_CATEGORY_VALUES, '职位类别'),
  experience: many(EXPERIENCE_VALUES, '经验要求'),
  salary: many(SALARY_BAND_VALUES, '薪资范围'),
  ...pagingShape,
});
export type CompanyJobsQuery = z.infer<typeof companyJobsQuery>;

export interface HotJob {
  id: string;
  title: string;
  salary: Salary;
}

export interface CompanyCard extends CompanySummary {
  city: CityCode;
  openJobCount: number;
  /** Up to three open jobs, most recently refreshed first. */
  hotJobs: HotJob[];
  /** null for visitors and enterprise users. */
  followed: boolean | null;
}

export interface CompanyAddress {
  city: CityCode;
  district: DistrictCode;
  address: string;
  lng: number;
  lat: number;
}

export interface Executive {
  name: string;
  title: string;
  avatar: string;
}

export interface CompanyDetail extends CompanyCard {
  about: string;
  benefits: Benefit[];
  workHours: string;
  restSchedule: RestSchedule;
  addresses: CompanyAddress[];
  /** Media paths. */
  photos: string[];
  executives: Executive[];
  registration: BusinessRegistration;
  followerCount: number;
}

export interface FollowResult {
  followed: boolean;
  followerCount: number;
}

export interface FollowedCompany {
  followedAt: string;
  company: CompanyCard;
}
