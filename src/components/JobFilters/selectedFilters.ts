import { advancedKeys, type FilterDefs } from '@/contract/filters/define.ts';
import { JOB_FILTERS } from '@/contract/filters/job.ts';
import type { MessageId } from '@/locales/types.ts';
import { filterOptions, JOB_FILTER_DICTS, type DictFilterKey } from './filterDicts.ts';
import { jobQuerySpec, type JobQuery } from './jobQuery.ts';

/**
 * The filters a /jobpost query has selected, one entry per value, so the page can show them as removable
 * chips ("已选条件") and clear them one by one or all at once. Sort is an ordering, not a filter: never listed.
 */
export type FilterKey = Exclude<keyof JobQuery, 'sort'>;

export interface SelectedFilter {
  key: FilterKey;
  /** The dictionary value (multi-value keys list one entry per value); absent for flags and the keyword. */
  value?: string;
  /** What the chip says: a dictionary label, or a message with `{keyword}` for the keyword. */
  labelId: MessageId;
  /** Present for the keyword chip. */
  keyword?: string;
}

/** The dictionary filters a /jobpost query has (the campus ones belong to the graduate zone). */
const DICT_FILTERS = (Object.keys(JOB_FILTER_DICTS) as DictFilterKey[]).filter((key): key is DictFilterKey & FilterKey => key in jobQuerySpec);

/** The flags with their checkbox text, from the descriptions. */
const FLAG_LABELS = Object.entries(JOB_FILTERS as FilterDefs).flatMap(
  ([key, def]): Array<[FilterKey, MessageId]> => (def.field.kind === 'flag' && def.labelId ? [[key as FilterKey, def.labelId]] : []),
);

export function selectedFilters(query: JobQuery): SelectedFilter[] {
  const items: SelectedFilter[] = [];
  if (query.keyword) items.push({ key: 'keyword', labelId: 'job.filter.keywordChip', keyword: query.keyword });
  for (const key of DICT_FILTERS) {
    for (const option of filterOptions(key, query[key])) items.push({ key, value: option.value, labelId: option.labelId });
  }
  for (const [key, labelId] of FLAG_LABELS) if (query[key]) items.push({ key, labelId });
  return items;
}

/** The query without one selected value. Removing the city removes its district too. */
export function removeFilter(query: JobQuery, item: SelectedFilter): JobQuery {
  const next: JobQuery = { ...query };
  const current = next[item.key];
  if (Array.isArray(current) && item.value !== undefined) {
    const rest = (current as string[]).filter((v) => v !== item.value);
    (next as Record<string, unknown>)[item.key] = rest.length ? rest : undefined;
  } else {
    delete next[item.key];
  }
  for (const key of (JOB_FILTERS as FilterDefs)[item.key].clears ?? []) delete next[key as FilterKey];
  return next;
}

/** Every filter cleared; the sort order stays (it is how the person likes to read, not what they look for). */
export function clearFilters(query: JobQuery): JobQuery {
  return query.sort ? { sort: query.sort } : {};
}

/** How many of the advanced ("更多筛选") filters are set, for the toggle's badge. */
export const ADVANCED_KEYS: readonly FilterKey[] = advancedKeys(JOB_FILTERS) as FilterKey[];
export function advancedCount(query: JobQuery): number {
  return selectedFilters(query).filter((f) => ADVANCED_KEYS.includes(f.key)).length;
}
