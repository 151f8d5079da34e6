import { CITY_VALUES, PROVINCE_VALUES } from '../dicts/city.ts';
import type { VeteranCertificate } from '../dicts/zone.ts';

/**
 * Plain constants of the job-seeking contract, without zod, so pages can import them at run time (limits to
 * show in forms, patterns to pre-check input) without pulling the validation library into the bundle. The
 * zod schemas in the sibling modules use these same values.
 */
export { COMPANY_PAGE_SIZE, DEFAULT_PAGE_SIZE, LATEST_JOBS_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './pageValues.ts';

/** Search keywords (jobs, companies, announcements, the zones). */
export const KEYWORD_MAX = 50;

/** A person's education levels (the dictionary without "any"), lowest first: defined with the accounts contract. */
export { EDUCATION_LEVELS } from './authValues.ts';

/** Region filter of /govwork: `national`, a province code or a city code. */
export const GOV_REGION_VALUES: readonly string[] = [...new Set<string>(['national', ...PROVINCE_VALUES, ...CITY_VALUES])];

export const MAX_PREFERENCES = 3;
export const MAX_ALERTS = 10;
/** A job alert's name, and the saved /jobpost query it matches. */
export const ALERT_NAME_MAX = 20;
export const ALERT_QUERY_MAX = 1000;

export const REPORT_DESCRIPTION_MIN = 10;
export const REPORT_DESCRIPTION_MAX = 500;

/** "我能报吗": years of grassroots service a seeker can state. */
export const GRASSROOTS_YEARS_MAX = 40;

/**
 * Certificate numbers as this portal accepts them: 退役证 `TY` + 10 digits, 优待证 `YD` + 12 digits (the real
 * formats are not published; a backend would verify against the veterans-affairs system instead).
 */
export const CERTIFICATE_PATTERNS: Record<VeteranCertificate, RegExp> = {
  discharge: /^TY\d{10}$/,
  preferential: /^YD\d{12}$/,
};
/** What the number field takes as typed: room for the spaces people put in, which are removed before sending. */
export const CERTIFICATE_NO_INPUT_MAX = 20;

/** Decoded image size limit of POST /uploads (the JSON body, base64 included, stays under 1 MB). */
export const UPLOAD_MAX_BYTES = 700 * 1024;
/** The same limit as people read it. */
export const UPLOAD_MAX_KB = Math.floor(UPLOAD_MAX_BYTES / 1024);
/** Longer file names are cut from the front (the extension is at the end). */
export const UPLOAD_FILE_NAME_MAX = 100;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
