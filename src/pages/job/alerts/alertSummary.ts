import type { JobFilters } from '@/contract/job.ts';
import { filterOptions, JOB_FILTER_DICTS, type DictFilterKey } from '@/components/JobFilters/filterDicts.ts';
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

/** The row label of each dictionary filter, in the order of JOB_FILTER_DICTS. */
const ROW_LABELS: Record<DictFilterKey, MessageId> = {
  city: 'discover.filter.city',
  district: 'discover.filter.district',
  category: 'discover.filter.category',
  // The lower levels of the category: "职位类别：前端/移动开发", "具体职位：前端开发工程师".
  subcategory: 'discover.filter.category',
  position: 'job.filter.position',
  salary: 'discover.filter.salary',
  experience: 'discover.filter.experience',
  education: 'discover.filter.education',
  jobType: 'discover.filter.jobType',
  industry: 'discover.filter.industry',
  companySize: 'discover.filter.companySize',
  stage: 'discover.filter.stage',
  restSchedule: 'discover.filter.restSchedule',
  benefits: 'discover.filter.benefits',
  publisherType: 'discover.filter.publisherType',
  postedWithin: 'discover.filter.postedWithin',
  campus: 'discover.filter.campus',
  classYear: 'discover.filter.classYear',
  batch: 'discover.filter.batch',
  major: 'discover.filter.major',
  daysPerWeek: 'discover.filter.daysPerWeek',
  dailyPay: 'discover.filter.dailyPay',
  permanentOffer: 'discover.filter.permanentOffer',
};

/** On/off filters: shown by name when on. */
const FLAG_FIELDS: ReadonlyArray<[FilterKey, MessageId]> = [
  ['hideAgencies', 'discover.filter.hideAgencies'],
  ['hideContacted', 'discover.filter.hideContacted'],
  ['includeClosed', 'discover.filter.includeClosed'],
];

const VETERANS_LABELS: Record<string, MessageId> = { preferred: 'discover.filter.veteransPreferred', only: 'discover.filter.veteransOnly' };

export function summariseFilters(filters: Partial<JobFilters>): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const keyword = filters.keyword?.trim();
  if (keyword) lines.push({ key: 'keyword', labelId: 'discover.filter.keyword', values: [{ text: keyword }] });
  for (const key of Object.keys(JOB_FILTER_DICTS) as DictFilterKey[]) {
    const values = filterOptions(key, filters[key])
      .filter((o) => o.value !== 'any')
      .map((o) => ({ id: o.labelId }));
    if (values.length) lines.push({ key, labelId: ROW_LABELS[key], values });
  }
  if (filters.veterans && VETERANS_LABELS[filters.veterans]) {
    lines.push({ key: 'veterans', labelId: 'discover.filter.veterans', values: [{ id: VETERANS_LABELS[filters.veterans] }] });
  }
  for (const [key, labelId] of FLAG_FIELDS) {
    if (filters[key] === true) lines.push({ key, labelId, values: [] });
  }
  return lines;
}
