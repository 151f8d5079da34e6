/**
 * Options and defaults of /privacySet, without zod (the page reads them; the API validates with privacy.ts).
 * Visibility values live with the resume dictionaries (resumeVisibility).
 */

/** How an employer sees the seeker's name before contact: 张先生 (surname) or the full name. */
export const NAME_DISPLAY_VALUES = ['surname', 'full'] as const;
export type NameDisplay = (typeof NAME_DISPLAY_VALUES)[number];

/** At most this many blocked companies (each may bring its related companies along). */
export const MAX_BLOCKED_COMPANIES = 50;

/** Do-not-disturb times are `HH:mm`, Beijing time; the window may run over midnight (22:00–08:00). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
