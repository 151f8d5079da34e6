/**
 * Paging limits of every list endpoint, in a module of their own without imports: the app's first load reads
 * the default page size (src/constants) and must not pull the dictionaries in with it. jobValues.ts re-exports
 * them with the other job-seeking limits.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Deep pages are pointless for a person and expensive for a server: capped. */
export const MAX_PAGE = 1000;
/** Company cards fill rows of three or four, so their lists page by twelve. */
export const COMPANY_PAGE_SIZE = 12;
/** The plain "newest jobs" list of /original. */
export const LATEST_JOBS_PAGE_SIZE = 20;
