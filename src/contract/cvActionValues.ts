/** Limits of the /cv actions without zod (the page reads them; cvActions.ts validates with them). */
export const FORWARD_NOTE_MAX = 200;
