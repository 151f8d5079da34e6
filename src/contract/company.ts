import { z } from 'zod';
import type { CityCode, DistrictCode } from '../dicts/city.ts';
import type { Benefit, RestSchedule } from '../dicts/job.ts';
import type { Salary } from '../dicts/salary.ts';
import { COMPANY_FILTERS, COMPANY_JOB_FILTERS } from './filters/company.ts';
import type { BusinessRegistration, CompanySummary } from './job.ts';
import { pagingShape, zodShape } from './params.ts';

/** Companies: /company search, /comdetail, following. */

export const companySearchQuery = z.object({ ...zodShape(COMPANY_FILTERS), ...pagingShape });
export type CompanySearchQuery = z.infer<typeof companySearchQuery>;

/** The in-company filters of the 在招职位 tab. */
export const companyJobsQuery = z.object({ ...zodShape(COMPANY_JOB_FILTERS), ...pagingShape });
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
  /** The full postal address, province to floor (浙江省杭州市西湖区文三路188号…): shown as it is. */
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
