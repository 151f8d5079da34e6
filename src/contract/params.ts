import { z } from 'zod';
import { KEYWORD_MAX, MAX_PAGE, MAX_PAGE_SIZE } from './jobValues.ts';

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

/** Free text, trimmed, at most `max` characters. */
export function text(label: string, max: number) {
  return z.preprocess(emptyToUndefined, z.string({ error: `${label}格式不正确` }).trim().max(max, { error: `${label}最多 ${max} 个字` }).optional());
}

/** The search keyword of every list. */
export const keywordParam = text('关键词', KEYWORD_MAX);

/** An id as it appears in paths and query strings: short, no spaces or slashes. */
export function idParam(label: string) {
  return z.preprocess(emptyToUndefined, z.string({ error: `${label}格式不正确` }).regex(/^[\w-]{1,40}$/, { error: `${label}格式不正确` }).optional());
}

export { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './jobValues.ts';

/** `current` (1-based) and `pageSize` (default 10, at most 50). */
export const pagingShape = {
  current: int('页码', 1, MAX_PAGE),
  pageSize: int('每页条数', 1, MAX_PAGE_SIZE),
};
