/**
 * Business constants from SPEC §9, in one place. Requests take their cache and focus-refresh defaults from
 * here (src/hooks/useApiRequest.ts), lists their page size, the infinite feed its load-more threshold, toasts
 * and notifications their durations.
 */
export const CACHE_TIME_MS = 5 * 60 * 1000;
export const FOCUS_REFRESH_TIMESPAN_MS = 5000;
/** Lists' page size is the API's default, defined once in the contract. */
export { DEFAULT_PAGE_SIZE } from '@/contract/pageValues.ts';
/** Infinite lists load the next page this many pixels before the end. */
export const LOAD_MORE_THRESHOLD_PX = 100;
/** antd message (toast) duration, seconds. */
export const TOAST_DURATION_S = 3;
/** antd notification duration, seconds. */
export const NOTIFICATION_DURATION_S = 4.5;
/** A route chunk (script) that has not loaded after this long counts as failed. */
export const SCRIPT_TIMEOUT_MS = 120000;
/** Video thumbnails show the frame at this offset. */
export const VIDEO_SNAPSHOT_MS = 1000;
/** Session storage keys (SPEC §3). */
export const TOKEN_KEY = 'token';
export const UNION_USER_KEY = 'unionuser';

/** A job id as the job page (and the start-up prefetch of it) accepts it from the address. */
export const JOB_ID = /^[\w-]{1,40}$/;
