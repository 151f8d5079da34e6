import { applicable, specOf, type QueryValue } from '@/contract/filters/define.ts';
import { GIG_FILTERS } from '@/contract/filters/gig.ts';
import { DATE_PATTERN } from '@/contract/gigValues.ts';

/** /hourlyworker's URL query: every filter of GIG_FILTERS, the sort and the page. */
export const gigQuerySpec = specOf(GIG_FILTERS);
export type GigQuery = QueryValue<typeof gigQuerySpec>;

/**
 * The URL's query as the API accepts it: what does not apply is dropped (a district of another city, a distance
 * or "nearest first" without a starting place, a pay range without its basis, a malformed date, a maximum under
 * the minimum), so an old or hand-edited link shows a list (and says what it dropped) rather than a 422.
 */
export function consistentGigQuery(query: GigQuery): GigQuery {
  const next = applicable(GIG_FILTERS, query);
  if (next.sort === 'nearest' && !next.from) delete next.sort;
  if (next.date !== undefined && !DATE_PATTERN.test(next.date)) delete next.date;
  if (next.payMin !== undefined && next.payMax !== undefined && next.payMax < next.payMin) delete next.payMax;
  return next;
}
