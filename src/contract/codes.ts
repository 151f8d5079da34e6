/**
 * Business error codes of the job-seeking endpoints (`errorCode` of a 400/403/409), plain constants so client
 * code can import them without zod. The `errorMessage` beside them is already user-facing Chinese text.
 */
export const JOB_ERROR_CODES = {
  alreadyApplied: 'ALREADY_APPLIED',
  jobClosed: 'JOB_CLOSED',
  jobExpired: 'JOB_EXPIRED',
  veteransOnly: 'VETERANS_ONLY',
  noResume: 'NO_RESUME',
  tooManyAlerts: 'TOO_MANY_ALERTS',
  veteranPending: 'VETERAN_REVIEW_PENDING',
  veteranVerified: 'VETERAN_ALREADY_VERIFIED',
  badUpload: 'BAD_UPLOAD',
  profileIncomplete: 'PROFILE_INCOMPLETE',
  duplicateReport: 'DUPLICATE_REPORT',
  /** A recruiter reporting their own company or one of its jobs (403). */
  ownReport: 'OWN_COMPANY_REPORT',
  /** A saved search with the same filters exists (409). */
  duplicateAlert: 'DUPLICATE_ALERT',
  /** A sixth attachment resume (400). */
  tooManyResumeFiles: 'TOO_MANY_RESUME_FILES',
  /** Deleting an online resume (400): only attachments are deleted. */
  onlineResumeKept: 'ONLINE_RESUME_KEPT',
  /** Restoring a deletion after its undo window (400). */
  undoExpired: 'UNDO_EXPIRED',
  /** Answering an interview invitation that is not (or no longer) open (400). */
  noInterview: 'NO_INTERVIEW',
  /** Withdrawing an application once an interview is set, or one already closed (400). */
  notWithdrawable: 'NOT_WITHDRAWABLE',
} as const;
export type JobErrorCode = (typeof JOB_ERROR_CODES)[keyof typeof JOB_ERROR_CODES];

/** Business error codes of the employer endpoints. */
export const EMPLOYER_ERROR_CODES = {
  /** A plan quota is used up (409): the app offers the plans instead of an error. */
  quotaExhausted: 'QUOTA_EXHAUSTED',
  /** A sub-account's own share of a quota is used up (409): only the main account can give more, so no plans are offered. */
  allotmentExhausted: 'ALLOTMENT_EXHAUSTED',
  /**
   * The talent pool, an employer's reading of a resume and unlocking contact details need a certified company
   * (403); the pages show the way to certify on /companyInformation instead of an error.
   */
  companyNotCertified: 'COMPANY_NOT_CERTIFIED',
  /**
   * A recruiter new to the platform has not created the company page yet (409): certifying, posting, drafts,
   * interviews and sub-accounts need it. The recruiter makes it themselves on /companyInformation.
   */
  companyPageMissing: 'COMPANY_PAGE_MISSING',
} as const;
