import { z } from 'zod';
import type { FieldSpec, FilterDefs, Flag, Int, Many, One } from './filters/define.ts';
import { MAX_PAGE, MAX_PAGE_SIZE } from './jobValues.ts';

/**
 * zod building blocks for query strings, where every value arrives as a string (or an array when a key
 * repeats). An empty value counts as absent, so `?city=` is the same as no city. Each failure names the
 * field and says in Chinese what was expected; the router turns that into a 422 with field reasons.
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One value of a dictionary. */
export function oneOf<const V extends string>(values: readonly V[], label: string) {
  return z.preprocess(emptyToUndefined, z.enum(values, { error: `${label}取值无效` }).optional());
}

/**
 * Several values of a dictionary: repeated keys (`a=1&a=2`) or one comma-separated value (`a=1,2`).
 * The issue is reported on the field itself, not on an array index.
 */
export function many<const V extends string>(values: readonly V[], label: string, max = 20) {
  const allowed = new Set<string>(values);
  const toList = (value: unknown) => {
    const v = emptyToUndefined(value);
    if (typeof v === 'string') return v.split(',').filter(Boolean);
    return v;
  };
  const isList = (value: unknown): value is V[] =>
    Array.isArray(value) && value.length <= max && value.every((item) => typeof item === 'string' && allowed.has(item));
  return z.preprocess(toList, z.custom<V[]>(isList, { error: `${label}取值无效` }).optional());
}

/** `true`/`1` or `false`/`0`. */
export function flag(label: string) {
  const toBool = (value: unknown) => {
    const v = emptyToUndefined(value);
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return v;
  };
  return z.preprocess(toBool, z.boolean({ error: `${label}只能是 true 或 false` }).optional());
}

/** A whole number within bounds. */
export function int(label: string, min: number, max: number) {
  const toNumber = (value: unknown) => {
    const v = emptyToUndefined(value);
    return typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : v;
  };
  const message = `${label}须为 ${min}-${max} 之间的整数`;
  return z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).optional());
}

/**
 * Characters nobody types into a name or a text box, each with the reason the field shows. They are refused,
 * not stripped: control characters break lines and logs; bidi controls make a name read differently from what
 * it is (`简历\u202Efdp.exe` shows as 简历exe.pdf); zero-width characters make two names look the same; a lone surrogate
 * is half a character, which no encoder can store. Multi-line text keeps tab, line feed and carriage return.
 * The one zero-width character people do type is the joiner inside an emoji sequence (👨‍👩‍👧, 🏳️‍🌈, 👩🏽‍💻: an
 * emoji keyboard puts it there, and it draws one picture): between two pictographs it is accepted.
 */
const UNREADABLE: Array<{ pattern: RegExp; reason: (label: string, multiline: boolean) => string }> = [
  { pattern: /[\p{Cc}\u2028\u2029]/u, reason: (label, multiline) => (multiline ? `${label}不能包含控制字符` : `${label}不能包含换行、制表符等控制字符`) },
  { pattern: /\p{Bidi_Control}/u, reason: (label) => `${label}不能包含改变文字方向的控制字符` },
  { pattern: /[\u200B-\u200D\u2060-\u2064\uFEFF\u180E]/u, reason: (label) => `${label}不能包含零宽字符等不可见字符` },
  { pattern: /\p{Cs}/u, reason: (label) => `${label}包含残缺的字符（不成对的 Unicode 代理项），请重新输入` },
];

/** U+200D between two pictographs (the first may carry VS16 or a skin tone): part of an emoji, not hidden text. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Why `value` is not plain readable text, or null when it is. */
export function unreadableReason(value: string, label: string, multiline = false): string | null {
  const probe = (multiline ? value.replace(/[\t\n\r]/g, '') : value).replace(EMOJI_JOINER, '');
  const found = UNREADABLE.find(({ pattern }) => pattern.test(probe));
  return found ? found.reason(label, multiline) : null;
}

/**
 * A refinement for every name and free-text field of the contract: `z.string()….superRefine(plainText('姓名'))`.
 * The field then answers 422 with the reason above.
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    const reason = unreadableReason(value, label, options.multiline);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  };
}

/** Free text, trimmed, at most `max` characters, refusing unreadable characters (plainText). */
export function text(label: string, max: number) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `${label}格式不正确` })
      .trim()
      .max(max, { error: `${label}最多 ${max} 个字` })
      .superRefine(plainText(label))
      .optional(),
  );
}

/** An id as it appears in paths and query strings: short, no spaces or slashes. */
export function idParam(label: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `${label}格式不正确` })
      .regex(/^[\w-]{1,40}$/, { error: `${label}格式不正确` })
      .optional(),
  );
}

export { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './jobValues.ts';

/** `current` (1-based) and `pageSize` (default 10, at most 50). */
export const pagingShape = {
  current: int('页码', 1, MAX_PAGE),
  pageSize: int('每页条数', 1, MAX_PAGE_SIZE),
};

type ZodOf<F extends FieldSpec> =
  F extends One<infer V>
    ? ReturnType<typeof oneOf<V>>
    : F extends Many<infer V>
      ? ReturnType<typeof many<V>>
      : F extends Flag
        ? ReturnType<typeof flag>
        : F extends Int
          ? ReturnType<typeof int>
          : ReturnType<typeof text>;

/** The zod schema of one filter value, from its description (src/contract/filters). */
export function zodField<F extends FieldSpec>(name: string, field: F): ZodOf<F> {
  switch (field.kind) {
    case 'one':
      return oneOf(field.values, name) as ZodOf<F>;
    case 'many':
      return many(field.values, name, field.max) as ZodOf<F>;
    case 'flag':
      return flag(name) as ZodOf<F>;
    case 'int':
      return int(name, field.min, field.max) as ZodOf<F>;
    case 'text':
      return text(name, field.max) as ZodOf<F>;
  }
}

/** A list's query shape for the API, derived from the same filter descriptions as its URL and its panel. */
export function zodShape<D extends FilterDefs>(defs: D): { [K in keyof D]: ZodOf<D[K]['field']> } {
  return Object.fromEntries(Object.entries(defs).map(([key, def]) => [key, zodField(def.name, def.field)])) as { [K in keyof D]: ZodOf<D[K]['field']> };
}
