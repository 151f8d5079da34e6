import { CITY_VALUES } from '@/dicts/city.ts';
import { INDUSTRY_TOP_VALUES } from '@/dicts/company.ts';
import { flag, many, one, text, type QueryValue } from '@/utils/queryCodec.ts';

/** The tabs of /veterans, in order; `jobs` is the default and is left out of the URL. */
export const VETERAN_TABS = ['jobs', 'companies', 'policies', 'identity'] as const;
export type VeteranTab = (typeof VETERAN_TABS)[number];

/**
 * The /veterans query in the URL: the tab and the filters of the two lists (keyword and city are shared by
 * jobs and employers; a tab change starts from a clean query). Values are the API's.
 */
export const veteranQuerySpec = {
  tab: one(VETERAN_TABS),
  keyword: text(50),
  city: one(CITY_VALUES),
  /** Jobs: only those reserved for veterans. */
  only: flag(),
  /** Employers: top-level industries. */
  industry: many(INDUSTRY_TOP_VALUES),
};
export type VeteranQuery = QueryValue<typeof veteranQuerySpec>;

/** The query of a tab switch: the tab alone (`jobs` is the bare URL), plus what the caller asks for. */
export function tabQuery(tab: VeteranTab, extra: VeteranQuery = {}): VeteranQuery {
  return tab === 'jobs' ? { ...extra } : { ...extra, tab };
}
