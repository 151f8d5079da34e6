import { specOf, type QueryValue } from '@/contract/filters/define.ts';
import { VETERAN_COMPANY_FILTERS, VETERAN_JOB_FILTERS } from '@/contract/filters/veteran.ts';
import { one } from '@/utils/queryCodec.ts';

/** The tabs of /veterans, in order; `jobs` is the default and is left out of the URL. */
export const VETERAN_TABS = ['jobs', 'companies', 'policies', 'identity'] as const;
export type VeteranTab = (typeof VETERAN_TABS)[number];

/**
 * The /veterans query in the URL: the tab and the filters of its two lists (keyword and city are shared by
 * jobs and employers; a tab change starts from a clean query), from their descriptions. Values are the API's.
 */
export const veteranQuerySpec = { tab: one(VETERAN_TABS), ...specOf(VETERAN_JOB_FILTERS), ...specOf(VETERAN_COMPANY_FILTERS) };
export type VeteranQuery = QueryValue<typeof veteranQuerySpec>;

/** The query of a tab switch: the tab alone (`jobs` is the bare URL), plus what the caller asks for. */
export function tabQuery(tab: VeteranTab, extra: VeteranQuery = {}): VeteranQuery {
  return tab === 'jobs' ? { ...extra } : { ...extra, tab };
}

/** What a list tab sends: its own filters (the other tab's are not its business). */
export const jobsParams = ({ keyword, city, only, category }: VeteranQuery) => ({ keyword, city, only, category });
export const companiesParams = ({ keyword, city, industry }: VeteranQuery) => ({ keyword, city, industry });
