/** The /comdetail URL: `?id=<company>&tab=<tab>`. Pure parsing, so a bad link gives a clear state, not a crash. */
export const COMPANY_TABS = ['overview', 'jobs', 'registration'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** Ids as the API uses them in paths: short, no spaces or slashes (anything else cannot be a company). */
const ID_PATTERN = /^[\w-]{1,40}$/;

export function parseCompanyId(raw: string | null): string | null {
  const id = raw?.trim() ?? '';
  return ID_PATTERN.test(id) ? id : null;
}

/** An unknown or missing tab opens the overview. */
export function parseCompanyTab(raw: string | null): CompanyTab {
  return (COMPANY_TABS as readonly string[]).includes(raw ?? '') ? (raw as CompanyTab) : 'overview';
}
