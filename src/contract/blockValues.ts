/** Blocks (issue 26.12): the codes a page reacts to with a confirmation, without zod. */
export const BLOCK_ERROR_CODES = {
  /** Contacting or applying to a company the seeker blocked (409): the page warns, then sends again with `unblock`. */
  blockedByYou: 'COMPANY_BLOCKED_BY_YOU',
  /** Lifting the block of the seeker's current employer (409): the page asks, then sends again with `confirm`. */
  currentEmployer: 'UNBLOCK_CURRENT_EMPLOYER',
} as const;
