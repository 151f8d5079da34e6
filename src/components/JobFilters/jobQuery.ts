import { applicable, specOf, type QueryValue } from '@/contract/filters/define.ts';
import { JOB_FILTERS } from '@/contract/filters/job.ts';

/**
 * The /jobpost query as it lives in the URL, derived from the job filter descriptions (src/contract/filters/
 * job.ts); job alerts store the same string. Keys and values are the API's (GET /jobs), so the decoded value
 * goes to the API as it is.
 */
export const jobQuerySpec = specOf(JOB_FILTERS);
export type JobQuery = QueryValue<typeof jobQuerySpec>;

/** A district only makes sense inside the chosen city; one from another city (or without a city) is dropped. */
export const consistentDistrict = (query: JobQuery): JobQuery => applicable(JOB_FILTERS, query);
