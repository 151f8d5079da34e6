import { jobQuerySpec, type JobQuery } from '@/components/JobFilters/jobQuery.ts';
import { CITY_VALUES, type CityCode } from '@/dicts/city.ts';
import { encodeQuery, one, text } from '@/utils/queryCodec.ts';

/**
 * Where the home pages' search and category links lead: /jobpost (or /company for a company search) with the
 * query encoded exactly as those pages read it from the URL, so the list opens already filtered.
 */
export function jobSearchPath(query: JobQuery): string {
  const search = encodeQuery(jobQuerySpec, query).toString();
  return search ? `/jobpost?${search}` : '/jobpost';
}

const companyLinkSpec = { keyword: text(50), city: one(CITY_VALUES) };

export function companySearchPath(query: { keyword?: string; city?: CityCode }): string {
  const search = encodeQuery(companyLinkSpec, query).toString();
  return search ? `/company?${search}` : '/company';
}
