import { CITY_VALUES, PROVINCE_VALUES } from '../dicts/city.ts';
import { EDUCATION_VALUES, type EducationLevel } from '../dicts/job.ts';
import type { VeteranCertificate } from '../dicts/zone.ts';

/**
 * Plain constants of the job-seeking contract, without zod, so pages can import them at run time (limits to
 * show in forms, patterns to pre-check input) without pulling the validation library into the bundle. The
 * zod schemas in the sibling modules use these same values.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Deep pages are pointless for a person and expensive for a server: capped. */
export const MAX_PAGE = 1000;

/** A person's education levels (the dictionary without "any"), lowest first. */
export const EDUCATION_LEVELS = EDUCATION_VALUES.filter((v): v is EducationLevel => v !== 'any') as readonly EducationLevel[];

/** Region filter of /govwork: `national`, a province code or a city code. */
export const GOV_REGION_VALUES: readonly string[] = [...new Set<string>(['national', ...PROVINCE_VALUES, ...CITY_VALUES])];

export const MAX_PREFERENCES = 3;
export const MAX_ALERTS = 10;

export const REPORT_DESCRIPTION_MIN = 10;
export const REPORT_DESCRIPTION_MAX = 500;

/**
 * Certificate numbers as this portal accepts them: 退役证 `TY` + 10 digits, 优待证 `YD` + 12 digits (the real
 * formats are not published; a backend would verify against the veterans-affairs system instead).
 */
export const CERTIFICATE_PATTERNS: Record<VeteranCertificate, RegExp> = {
  discharge: /^TY\d{10}$/,
  preferential: /^YD\d{12}$/,
};

/** Decoded image size limit of POST /uploads (the JSON body, base64 included, stays under 1 MB). */
export const UPLOAD_MAX_BYTES = 700 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
