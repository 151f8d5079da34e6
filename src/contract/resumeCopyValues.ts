/** Codes of `POST /me/resume/copy` (issue 26.18), without zod for the page. */
export const RESUME_COPY_ERROR_CODES = {
  /** The version to copy has never been saved (409). */
  sourceEmpty: 'RESUME_SOURCE_EMPTY',
  /** The version to fill is already saved, and `overwrite` was not sent (409): the page asks first. */
  targetSaved: 'RESUME_TARGET_SAVED',
} as const;
