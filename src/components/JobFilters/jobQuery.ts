import { CITY_VALUES, DISTRICT_VALUES, cityOfDistrict, type DistrictCode } from '@/dicts/city.ts';
import { COMPANY_SIZE_VALUES, INDUSTRY_VALUES, JOB_CATEGORY_VALUES, STAGE_VALUES } from '@/dicts/company.ts';
import {
  BENEFIT_VALUES,
  EDUCATION_VALUES,
  EXPERIENCE_VALUES,
  JOB_TYPE_VALUES,
  POSTED_WITHIN_VALUES,
  PUBLISHER_TYPE_VALUES,
  REST_SCHEDULE_VALUES,
  SORT_VALUES,
} from '@/dicts/job.ts';
import { SALARY_BAND_VALUES } from '@/dicts/salary.ts';
import { flag, many, one, text, type QueryValue } from '@/utils/queryCodec.ts';

/**
 * The /jobpost query as it lives in the URL; job alerts store the same string. Keys and values are the API's
 * (GET /user/jobs), so the decoded value goes to the API as it is.
 */
export const jobQuerySpec = {
  keyword: text(50),
  city: one(CITY_VALUES),
  district: one(DISTRICT_VALUES),
  category: many(JOB_CATEGORY_VALUES),
  salary: many(SALARY_BAND_VALUES),
  experience: many(EXPERIENCE_VALUES),
  education: many(EDUCATION_VALUES),
  jobType: many(JOB_TYPE_VALUES),
  industry: many(INDUSTRY_VALUES),
  companySize: many(COMPANY_SIZE_VALUES),
  stage: many(STAGE_VALUES),
  restSchedule: many(REST_SCHEDULE_VALUES),
  benefits: many(BENEFIT_VALUES),
  publisherType: many(PUBLISHER_TYPE_VALUES),
  postedWithin: one(POSTED_WITHIN_VALUES),
  hideAgencies: flag(),
  hideContacted: flag(),
  sort: one(SORT_VALUES),
};
export type JobQuery = QueryValue<typeof jobQuerySpec>;

/** A district only makes sense inside the chosen city; one from another city (or without a city) is dropped. */
export function consistentDistrict(query: JobQuery): JobQuery {
  if (!query.district) return query;
  if (query.city && cityOfDistrict(query.district as DistrictCode) === query.city) return query;
  const { district: _dropped, ...rest } = query;
  return rest;
}
