import { specOf, type QueryValue } from '@/contract/filters/define.ts';
import { GOV_FILTERS } from '@/contract/filters/gov.ts';
import type { GovAnnouncementSummary, GovPosition, PositionEligibility } from '@/contract/gov.ts';
import { cityDict, isCityCode, provinceDict, REGION_TREE, type CityCode, type ProvinceCode } from '@/dicts/city.ts';
import type { MessageId } from '@/locales/types.ts';
import { paths } from '@/paths.ts';

/**
 * The /govwork list query as it lives in the URL, derived from the announcement filter descriptions. Keys and
 * values are the API's (GET /user/gov/announcements), so the decoded value goes to the API as it is. `id` (the
 * open announcement) and `page` sit beside it.
 */
export const govQuerySpec = specOf(GOV_FILTERS);
const GOV_PATH = '/govwork';
export type GovQuery = QueryValue<typeof govQuerySpec>;

/** The list's search string without the open announcement (the query part of paths.govList). */
export const listSearch = (params: URLSearchParams): string => paths.govList(params).slice(GOV_PATH.length);

/** The detail's search string: the list query plus `id` (the query part of paths.govNotice). */
export const detailSearch = (params: URLSearchParams, id: string): string => paths.govNotice(id, params).slice(GOV_PATH.length);

/** Label ids of a region value from the filter (`national`, a province or a city code). */
export function regionFilterLabelId(value: string): MessageId {
  if (value === 'national') return 'zone.gov.region.national';
  if (isCityCode(value)) return cityDict.options.find((o) => o.value === value)!.labelId;
  return provinceDict.options.find((o) => o.value === value)?.labelId ?? 'shared.unknown';
}

/**
 * Where an announcement recruits, most specific last: nationwide, a province, or a province and city
 * (a municipality is named once).
 */
export function regionLabelIds(region: GovAnnouncementSummary['region']): MessageId[] {
  if (!region.province) return ['zone.gov.region.national'];
  const province = provinceDict.options.find((o) => o.value === region.province)?.labelId ?? 'shared.unknown';
  if (!region.city || region.city === region.province) return [province];
  return [province, cityDict.options.find((o) => o.value === region.city)?.labelId ?? 'shared.unknown'];
}

export interface RegionGroup {
  province: ProvinceCode;
  labelId: MessageId;
  cities: { value: CityCode; labelId: MessageId }[];
}

/** Region choices grouped by province; a municipality's city is the province itself, so it is not repeated. */
export const REGION_GROUPS: readonly RegionGroup[] = REGION_TREE.map((p) => ({
  province: p.value,
  labelId: p.labelId,
  cities: (p.children ?? []).filter((c) => c.value !== p.value).map((c) => ({ value: c.value as CityCode, labelId: c.labelId })),
}));

/** Case-insensitive search of the position table by name, department, major text or code. */
export function searchPositions(positions: readonly GovPosition[], search: string): GovPosition[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...positions];
  return positions.filter((p) => [p.name, p.department, p.majorText, p.code].some((field) => field.toLowerCase().includes(needle)));
}

/** Failed criteria of one position's verdict, in the order the API checked them. */
export function failedCriteria(verdict: PositionEligibility | undefined) {
  return verdict ? verdict.checks.filter((c) => !c.ok).map((c) => c.criterion) : [];
}
