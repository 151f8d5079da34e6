import { COMPANY_FILTERS } from '@/contract/filters/company.ts';
import { isFiltered, specOf, type QueryValue } from '@/contract/filters/define.ts';
import { parentOf, type Industry, type IndustrySub, type IndustryTop } from '@/dicts/company.ts';

/**
 * The /company query as it lives in the URL, derived from the company filter descriptions. Keys and values are
 * the API's (GET /user/companies), so the decoded value goes to the API unchanged; anything not in the
 * dictionaries is dropped by useUrlQuery.
 */
export const companyQuerySpec = specOf(COMPANY_FILTERS);
export type CompanyQuery = QueryValue<typeof companyQuerySpec>;

/**
 * The industry filter has two levels on screen: one top-level industry, then (optionally) some of its
 * sub-industries. In the URL it is one list: `[top]` for the whole industry, or the chosen subs.
 */
export interface IndustrySelection {
  top: IndustryTop | undefined;
  subs: IndustrySub[];
}

export function industrySelection(values: readonly Industry[] | undefined): IndustrySelection {
  const first = values?.[0];
  if (!first) return { top: undefined, subs: [] };
  const top = (parentOf(first) ?? first) as IndustryTop;
  const subs = (values ?? []).filter((v): v is IndustrySub => parentOf(v) === top);
  return { top, subs };
}

/** Picking a top-level industry (again, or another one) starts from the whole industry; undefined clears it. */
export function selectIndustryTop(top: IndustryTop | undefined): Industry[] | undefined {
  return top ? [top] : undefined;
}

/** Toggles a sub-industry of the selected top; with none left the whole top-level industry applies again. */
export function toggleIndustrySub(values: readonly Industry[] | undefined, sub: IndustrySub): Industry[] | undefined {
  const { top, subs } = industrySelection(values);
  const parent = parentOf(sub);
  if (!parent) return values ? [...values] : undefined;
  const current = top === parent ? subs : [];
  const next = current.includes(sub) ? current.filter((s) => s !== sub) : [...current, sub];
  return next.length ? next : [parent];
}

/** True when any filter (not the page) is set: the empty state then offers to clear them. */
export const hasCompanyFilters = (q: CompanyQuery) => isFiltered(q);
