import type { JobFilters } from '@/contract/job.ts';
import {
  benefitDict,
  campusBatchDict,
  campusKindDict,
  cityDict,
  classYearDict,
  companySizeDict,
  dailyPayDict,
  districtDict,
  educationDict,
  experienceDict,
  industryDict,
  internDaysDict,
  jobCategoryDict,
  jobTypeDict,
  majorDict,
  permanentOfferDict,
  postedWithinDict,
  publisherTypeDict,
  restScheduleDict,
  salaryBandDict,
  stageDict,
  type Dict,
} from '@/dicts/index.ts';

/**
 * Which dictionary labels each job filter's values, in the order a person reads /jobpost's filter panel (the
 * campus filters last). The selected-filter chips and the saved-search summaries both read filters through it.
 */
export const JOB_FILTER_DICTS = {
  city: cityDict,
  district: districtDict,
  category: jobCategoryDict,
  salary: salaryBandDict,
  experience: experienceDict,
  education: educationDict,
  jobType: jobTypeDict,
  industry: industryDict,
  companySize: companySizeDict,
  stage: stageDict,
  restSchedule: restScheduleDict,
  benefits: benefitDict,
  publisherType: publisherTypeDict,
  postedWithin: postedWithinDict,
  campus: campusKindDict,
  classYear: classYearDict,
  batch: campusBatchDict,
  major: majorDict,
  daysPerWeek: internDaysDict,
  dailyPay: dailyPayDict,
  permanentOffer: permanentOfferDict,
} satisfies Partial<Record<keyof JobFilters, Dict>>;

export type DictFilterKey = keyof typeof JOB_FILTER_DICTS;

/** A filter's values (one or many) as a list, unknown values left out. */
export function filterOptions(key: DictFilterKey, raw: unknown) {
  const dict: Dict = JOB_FILTER_DICTS[key];
  const values = Array.isArray(raw) ? raw.map(String) : raw == null || raw === '' ? [] : [String(raw)];
  return values.flatMap((value) => dict.options.filter((o) => o.value === value));
}
