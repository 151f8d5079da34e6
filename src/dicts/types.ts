import type { MessageId } from '../locales/types.ts';

/**
 * A dictionary is one shared option set (filters, cards, forms, the mock and tests all use it): stable ASCII
 * values that travel in URLs and the API, and a react-intl id per value (`dict.<name>.<value>`) for the label.
 */
export interface DictOption<V extends string = string> {
  readonly value: V;
  readonly labelId: MessageId;
}

export interface Dict<O extends DictOption = DictOption> {
  readonly name: string;
  readonly options: readonly O[];
}

type LabelOf<N extends string, V extends string> = `dict.${N}.${V}`;
/** Label ids a dictionary would need that zh-CN lacks; `never` when all exist. */
type MissingLabels<N extends string, V extends string> = Exclude<LabelOf<N, V>, MessageId>;
/** Makes a missing zh-CN label a compile error at the dictionary's definition, naming the missing id. */
type LabelsExist<N extends string, V extends string> = [MissingLabels<N, V>] extends [never] ? [] : [missingLabel: MissingLabels<N, V>];

/** A dictionary from items carrying their value and any extra data (`{ value: '3-5k', min: 3000, max: 5000 }`). */
export function defineDict<const N extends string, const O extends { readonly value: string }>(
  name: N,
  items: readonly O[],
  ..._labelsExist: LabelsExist<N, O['value']>
): Dict<O & { readonly labelId: MessageId }> {
  const options = items.map((item) => ({ ...item, labelId: `dict.${name}.${item.value}` as MessageId }));
  return { name, options };
}

/** A dictionary of plain values. */
export function simpleDict<const N extends string, const V extends string>(
  name: N,
  values: readonly V[],
  ..._labelsExist: LabelsExist<N, V>
): Dict<DictOption<V>> {
  return { name, options: values.map((value) => ({ value, labelId: `dict.${name}.${value}` as MessageId })) };
}

/** The option for a value, or undefined for a value not in the dictionary (e.g. from a hand-edited URL). */
export function findOption<O extends DictOption>(dict: Dict<O>, value: string | null | undefined): O | undefined {
  return value == null ? undefined : dict.options.find((o) => o.value === value);
}

/** The label id for a value; unknown values fall back to `fallback` so a card never renders a raw code. */
export function labelIdOf(dict: Dict, value: string | null | undefined, fallback: MessageId): MessageId {
  return findOption(dict, value)?.labelId ?? fallback;
}
