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
  findOption,
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
import type { MessageId } from '@/locales/types.ts';

/**
 * A saved search in words: one line per filter it sets ("城市：杭州", "薪资：10-20K、20-50K"), in the order a
 * person reads /jobpost's filter panel. Values a dictionary does not know are left out rather than shown raw.
 */
export type SummaryValue = { id: MessageId } | { text: string };
export interface SummaryLine {
  key: string;
  labelId: MessageId;
  values: SummaryValue[];
}

type FilterKey = Exclude<keyof JobFilters, 'sort'>;

/** Filters that are dictionary values, with the label of the row they belong to. */
const DICT_FIELDS: ReadonlyArray<[FilterKey, Dict, MessageId]> = [
  ['city', cityDict, 'discover.filter.city'],
  ['district', districtDict, 'discover.filter.district'],
  ['category', jobCategoryDict, 'discover.filter.category'],
  ['salary', salaryBandDict, 'discover.filter.salary'],
  ['experience', experienceDict, 'discover.filter.experience'],
  ['education', educationDict, 'discover.filter.education'],
  ['jobType', jobTypeDict, 'discover.filter.jobType'],
  ['industry', industryDict, 'discover.filter.industry'],
  ['companySize', companySizeDict, 'discover.filter.companySize'],
  ['stage', stageDict, 'discover.filter.stage'],
  ['restSchedule', restScheduleDict, 'discover.filter.restSchedule'],
  ['benefits', benefitDict, 'discover.filter.benefits'],
  ['publisherType', publisherTypeDict, 'discover.filter.publisherType'],
  ['postedWithin', postedWithinDict, 'discover.filter.postedWithin'],
  ['campus', campusKindDict, 'discover.filter.campus'],
  ['classYear', classYearDict, 'discover.filter.classYear'],
  ['batch', campusBatchDict, 'discover.filter.batch'],
  ['major', majorDict, 'discover.filter.major'],
  ['daysPerWeek', internDaysDict, 'discover.filter.daysPerWeek'],
  ['dailyPay', dailyPayDict, 'discover.filter.dailyPay'],
  ['permanentOffer', permanentOfferDict, 'discover.filter.permanentOffer'],
];

/** On/off filters: shown by name when on. */
const FLAG_FIELDS: ReadonlyArray<[FilterKey, MessageId]> = [
  ['hideAgencies', 'discover.filter.hideAgencies'],
  ['hideContacted', 'discover.filter.hideContacted'],
  ['includeClosed', 'discover.filter.includeClosed'],
];

const VETERANS_LABELS: Record<string, MessageId> = { preferred: 'discover.filter.veteransPreferred', only: 'discover.filter.veteransOnly' };

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value == null || value === '' ? [] : [String(value)]);

export function summariseFilters(filters: Partial<JobFilters>): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const keyword = filters.keyword?.trim();
  if (keyword) lines.push({ key: 'keyword', labelId: 'discover.filter.keyword', values: [{ text: keyword }] });
  for (const [key, dict, labelId] of DICT_FIELDS) {
    const values = asList(filters[key])
      .filter((v) => v !== 'any')
      .map((v) => findOption(dict, v))
      .filter((o) => o !== undefined)
      .map((o) => ({ id: o.labelId }));
    if (values.length) lines.push({ key, labelId, values });
  }
  if (filters.veterans && VETERANS_LABELS[filters.veterans]) {
    lines.push({ key: 'veterans', labelId: 'discover.filter.veterans', values: [{ id: VETERANS_LABELS[filters.veterans] }] });
  }
  for (const [key, labelId] of FLAG_FIELDS) {
    if (filters[key] === true) lines.push({ key, labelId, values: [] });
  }
  return lines;
}
