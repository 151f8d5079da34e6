import { CAMPUS_FILTERS } from '@/contract/filters/campus.ts';
import { dictsOf } from '@/contract/filters/define.ts';
import { JOB_FILTERS } from '@/contract/filters/job.ts';
import { campusKindDict, type Dict } from '@/dicts/index.ts';

/**
 * Which dictionary labels each job filter's values, in the order a person reads /jobpost's filter panel (the
 * campus filters last): taken from the filter descriptions. The selected-filter chips and the saved-search
 * summaries both read filters through it.
 */
const { sort: _sort, city: _city, ...campusDicts } = dictsOf(CAMPUS_FILTERS);
/** `campus` is the API's name of the graduate zone's tab (校招 / 实习). */
export const JOB_FILTER_DICTS = { ...dictsOf(JOB_FILTERS), campus: campusKindDict as Dict, ...campusDicts };

export type DictFilterKey = keyof typeof JOB_FILTER_DICTS;

/** A filter's values (one or many) as a list, unknown values left out. */
export function filterOptions(key: DictFilterKey, raw: unknown) {
  const dict: Dict = JOB_FILTER_DICTS[key];
  const values = Array.isArray(raw) ? raw.map(String) : raw == null || raw === '' ? [] : [String(raw)];
  return values.flatMap((value) => dict.options.filter((o) => o.value === value));
}
