/** Limits of the talent-pool search (no zod: the /jobhunter page reads them). */

/** "Not viewed recently" means not opened by this company in this many days. */
export const NOT_VIEWED_DAYS = 14;
