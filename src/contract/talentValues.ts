/** Option sets of the talent-pool search (no zod: the /jobhunter filters read them). */

/** 985 / 211 / other universities (and colleges), as recruiters filter schools. */
export const SCHOOL_TIERS = ['985', '211', 'other'] as const;
export type SchoolTier = (typeof SCHOOL_TIERS)[number];

/** Active in the last N days. */
export const ACTIVE_WITHIN_DAYS = [1, 3, 7, 30] as const;

/** "Not viewed recently" means not opened by this company in this many days. */
export const NOT_VIEWED_DAYS = 14;
