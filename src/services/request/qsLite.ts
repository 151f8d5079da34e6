/**
 * A small stand-in for the `qs` package, aliased in vite.config.ts for umi-request, which is its only user.
 * umi-request needs just `stringify(value, { arrayFormat: 'repeat', strictNullHandling: true })` for query
 * strings and form bodies, and `parse` for a query string given as params. The real qs (with side-channel,
 * object-inspect and get-intrinsic) costs about 100 kB of source in the first load for features we never use.
 *
 * Semantics kept from qs for those options: arrays repeat the key (`a=1&a=2`), null is a bare key, undefined
 * is skipped, nested objects use brackets (`a[b]=1`).
 */
type Value = unknown;

function encode(text: string) {
  return encodeURIComponent(text);
}

function pairs(prefix: string, value: Value, out: string[]) {
  if (value === undefined) return;
  if (value === null) {
    out.push(encode(prefix));
  } else if (Array.isArray(value)) {
    for (const item of value) pairs(prefix, item, out);
  } else if (value instanceof Date) {
    out.push(`${encode(prefix)}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, Value>)) pairs(`${prefix}[${key}]`, inner, out);
  } else {
    out.push(`${encode(prefix)}=${encode(String(value))}`);
  }
}

export function stringify(data: Value): string {
  if (!data || typeof data !== 'object') return '';
  const out: string[] = [];
  if (Array.isArray(data)) data.forEach((item, index) => pairs(String(index), item, out));
  else for (const [key, value] of Object.entries(data as Record<string, Value>)) pairs(key, value, out);
  return out.join('&');
}

export function parse(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    result[key] = all.length > 1 ? all : all[0];
  }
  return result;
}

export default { stringify, parse };
