/**
 * URL query ↔ typed filter values, for list pages whose whole query lives in the URL (reload and share keep
 * it). Every value from the URL is validated against its spec: an unknown value is dropped and reported,
 * the rest of the query is kept. Multi-values travel comma-joined (`salary=10-20k,20-50k`); repeated keys
 * are accepted too.
 */
import type { FieldSpec, QuerySpec, QueryValue } from '@/contract/filters/define.ts';

// The value kinds are defined with the list filters (src/contract/filters), which the API's schemas share.
export { flag, int, many, one, text, type FieldSpec, type QuerySpec, type QueryValue } from '@/contract/filters/define.ts';

function readRaw(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Decodes one field; `undefined` value with `bad: true` means the URL had something invalid there. */
function decodeField(spec: FieldSpec, raw: string[], whole: string | null): { value?: unknown; bad: boolean } {
  switch (spec.kind) {
    case 'one':
      if (!raw.length) return { bad: false };
      return spec.values.includes(raw[0]) && raw.length === 1 ? { value: raw[0], bad: false } : { bad: true };
    case 'many': {
      if (!raw.length) return { bad: false };
      const valid = [...new Set(raw.filter((v) => spec.values.includes(v)))].slice(0, spec.max);
      return { value: valid.length ? valid : undefined, bad: valid.length !== raw.length };
    }
    case 'flag':
      if (!raw.length) return { bad: false };
      if (raw[0] === '1' || raw[0] === 'true') return { value: true, bad: false };
      if (raw[0] === '0' || raw[0] === 'false') return spec.keepsOff ? { value: false, bad: false } : { bad: false };
      return { bad: true };
    case 'text': {
      const value = (whole ?? '').trim();
      if (!value) return { bad: false };
      return value.length <= spec.max ? { value, bad: false } : { value: value.slice(0, spec.max), bad: true };
    }
    case 'int': {
      if (!raw.length) return { bad: false };
      const n = /^\d{1,9}$/.test(raw[0]) ? Number(raw[0]) : NaN;
      return n >= spec.min && n <= spec.max ? { value: n, bad: false } : { bad: true };
    }
  }
}

export function decodeQuery<S extends QuerySpec>(spec: S, params: URLSearchParams): { value: QueryValue<S>; dropped: string[] } {
  const value: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, field] of Object.entries(spec)) {
    const result = decodeField(field, readRaw(params, key), params.get(key));
    if (result.value !== undefined) value[key] = result.value;
    if (result.bad) dropped.push(key);
  }
  return { value: value as QueryValue<S>, dropped };
}

/** Encodes in spec order (stable URLs); empty values, `false` flags (unless they keep "off") and empty lists are left out. */
export function encodeQuery<S extends QuerySpec>(spec: S, value: QueryValue<S>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(spec)) {
    const v = (value as Record<string, unknown>)[key];
    if (v === false && field.kind === 'flag' && field.keepsOff) {
      params.set(key, '0');
      continue;
    }
    if (v === undefined || v === null || v === '' || v === false) continue;
    if (Array.isArray(v)) {
      if (v.length) params.set(key, v.join(','));
    } else {
      params.set(key, v === true ? '1' : String(v));
    }
  }
  return params;
}
