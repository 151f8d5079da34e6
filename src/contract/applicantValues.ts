import type { ApplicationStatus } from '../dicts/job.ts';

/**
 * Plain values of the employer's side of applications, without zod (/position reads them at run time; the API
 * validates with applicants.ts, which builds its schemas from these and re-exports them).
 */

/** Limits of the recruiter's private notes on an applicant (never shown to the seeker). */
export const APPLICANT_NOTE_MAX_LENGTH = 500;
export const APPLICANT_TAG_MAX_LENGTH = 12;
export const APPLICANT_TAGS_MAX = 5;

/** The steps that may be taken for many applicants at once; an interview needs its own time, an offer its own word. */
export const BULK_APPLICANT_STATUSES = ['viewed', 'shortlisted', 'rejected'] as const satisfies readonly ApplicationStatus[];
export const APPLICANTS_BULK_MAX = 50;
