/** The sections of /percenter, in the URL as `?tab=` so a counter, a link or a reload opens the right one. */
export const CENTER_TABS = ['applications', 'views', 'saved', 'follows', 'reports', 'account'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];

export const isCenterTab = (value: string | null): value is CenterTab => (CENTER_TABS as readonly (string | null)[]).includes(value);
