import type { Dict, DictOption } from '../../dicts/types.ts';
import type { MessageId } from '../../locales/types.ts';

/**
 * A list filter described once: the kind of value it holds (from which both the URL codec,
 * `src/utils/queryCodec.ts`, and the API's zod schema, `../params.ts` `zodShape`, are derived), the name the
 * API uses in its 422 reasons, the dictionary that labels its values, and the panel row that edits it
 * (`src/components/FilterPanel/FilterRows.tsx`). Plain data and pure functions only, no zod and no React: the
 * browser imports these modules at run time.
 */

export interface One<V extends string> {
  kind: 'one';
  values: readonly V[];
}
export interface Many<V extends string> {
  kind: 'many';
  values: readonly V[];
  max?: number;
}
export interface Flag {
  kind: 'flag';
  /**
   * "Off" is a choice of its own, kept in the URL as `0`: for a flag whose absence means a default the API
   * applies (hideAgencies follows the seeker's privacy setting unless the search says otherwise).
   */
  keepsOff?: boolean;
}
export interface Text {
  kind: 'text';
  max: number;
}
export interface Int {
  kind: 'int';
  min: number;
  max: number;
}
export type FieldSpec = One<string> | Many<string> | Flag | Text | Int;
export type QuerySpec = Record<string, FieldSpec>;

type ValueOf<F> = F extends One<infer V> ? V : F extends Many<infer V> ? V[] : F extends Flag ? boolean : F extends Int ? number : string;
/** The typed value of a query spec: every key optional. */
export type QueryValue<S extends QuerySpec> = { -readonly [K in keyof S]?: ValueOf<S[K]> };

export const one = <const V extends string>(values: readonly V[]): One<V> => ({ kind: 'one', values });
export const many = <const V extends string>(values: readonly V[], max = 20): Many<V> => ({ kind: 'many', values, max });
export const flag = (options: { keepsOff?: boolean } = {}): Flag => ({ kind: 'flag', ...options });
export const text = (max: number): Text => ({ kind: 'text', max });
export const int = (min: number, max: number): Int => ({ kind: 'int', min, max });

/** A two-level option set (industry → sub-industries, province → cities). */
export interface TreeOption {
  readonly value: string;
  readonly labelId: MessageId;
  readonly children?: readonly { readonly value: string; readonly labelId: MessageId }[];
}

type AnyQuery = Readonly<Record<string, unknown>>;

/**
 * How the panel edits a filter:
 * - `chips`: toggle chips of the dictionary (one or many, after the value kind), "不限" first;
 * - `cities`: popular cities as chips and every other city in a select;
 * - `select`: a select of the dictionary (one or many);
 * - `tree`: a grouped select of a two-level `tree` (a group's own value selects all of it);
 * - `check`: a checkbox (flags), beside the panel's other controls unless `rowLabelId` gives it a row;
 * - `keyword`: the list's keyword box;
 * - `custom`: drawn by the page (the panel leaves a slot in its place);
 * - none: in the URL and the API, not in the panel (the sort order, a tab).
 */
export type FilterRowKind = 'chips' | 'cities' | 'select' | 'tree' | 'check' | 'keyword' | 'custom';

export interface FilterDef<F extends FieldSpec = FieldSpec> {
  field: F;
  /** What the API calls it in a 422 reason (`城市取值无效`); the API speaks Chinese. */
  name: string;
  /** The row's label; for `check`, the checkbox's own text; for `keyword`, the box's label. */
  labelId?: MessageId;
  /** Labels the values (chips, selects, the selected-filter chips, saved-search summaries). */
  dict?: Dict;
  row?: FilterRowKind;
  /** Behind "更多筛选". */
  advanced?: boolean;
  /** Keys cleared with this one: a district belongs to its city. */
  clears?: readonly string[];
  /** The options the row offers when not the whole dictionary (the popular cities as chips). */
  options?: readonly DictOption[];
  /** Options that depend on the rest of the query (the chosen city's districts, the tab's batches). */
  optionsFor?: (query: AnyQuery) => readonly DictOption[];
  /** Only shown (and only sent) when it applies: districts once a city is chosen, internship-only rows. */
  appliesWhen?: (query: AnyQuery) => boolean;
  /** `tree` rows: the groups, an option before them (全国), and the label of a group's own value (全部 X). */
  tree?: readonly TreeOption[];
  leading?: readonly DictOption[];
  wholeLabelId?: MessageId;
  /** `select` rows: the value that means "not set" (the default sort), shown instead of a clear button. */
  unsetValue?: string;
  placeholderId?: MessageId;
  /** `check` rows drawn in a row of their own, under this label. */
  rowLabelId?: MessageId;
  /** `keyword` rows: what the box suggests as the person types (job titles and employers, or employers). */
  suggest?: SuggestScope;
}

/** What a search box suggests: `job` (titles, then employers) for job searches, `company` for employers. */
export type SuggestScope = 'job' | 'company';

export type FilterDefs = Record<string, FilterDef>;

/** Keeps each definition's exact value kind, so the derived URL spec and zod shape are precisely typed. */
export const defineFilters = <const D extends FilterDefs>(defs: D): D => defs;

/** The URL spec of a list: each filter's value kind, in definition order (which is the URL's key order). */
export type SpecOf<D extends FilterDefs> = { [K in keyof D]: D[K]['field'] };
export function specOf<D extends FilterDefs>(defs: D): SpecOf<D> {
  return Object.fromEntries(Object.entries(defs).map(([key, def]) => [key, def.field])) as SpecOf<D>;
}

/** The filters whose values a dictionary labels. */
export type DictKeys<D extends FilterDefs> = { [K in keyof D]: D[K] extends { dict: Dict } ? K : never }[keyof D];
export function dictsOf<D extends FilterDefs>(defs: D): { [K in DictKeys<D>]: Dict } {
  return Object.fromEntries(Object.entries(defs).flatMap(([key, def]) => (def.dict ? [[key, def.dict]] : []))) as { [K in DictKeys<D>]: Dict };
}

/** True when a filter is set (an empty list, `false` or '' is not), not counting `except` (a tab, the sort). */
export function isFiltered(query: AnyQuery, except: readonly string[] = []): boolean {
  return Object.entries(query).some(([key, v]) => !except.includes(key) && v !== undefined && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0));
}

/** The keys behind "更多筛选". */
export const advancedKeys = <D extends FilterDefs>(defs: D) => Object.keys(defs).filter((key) => defs[key].advanced) as (keyof D & string)[];

/**
 * The query with what does not apply removed (a filter whose `appliesWhen` is false), so the list is never
 * empty for a reason the panel does not show.
 */
export function applicable<D extends FilterDefs, Q extends AnyQuery>(defs: D, query: Q): Q {
  const next: Record<string, unknown> = { ...query };
  for (const [key, def] of Object.entries(defs)) {
    if (next[key] === undefined) continue;
    if (def.appliesWhen && !def.appliesWhen(query)) delete next[key];
    else if (def.optionsFor && def.field.kind === 'many') {
      const allowed = new Set(def.optionsFor(query).map((o) => o.value));
      const kept = (next[key] as string[]).filter((v) => allowed.has(v));
      if (kept.length) next[key] = kept;
      else delete next[key];
    } else if (def.optionsFor && def.field.kind === 'one' && !def.optionsFor(query).some((o) => o.value === next[key])) delete next[key];
  }
  return next as Q;
}
