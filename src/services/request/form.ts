/**
 * Form bodies skip null and undefined values (SPEC §7). umi-request's own form encoding drops undefined but
 * turns null into a bare `key` (qs strictNullHandling), so we drop both before it encodes.
 */
export function dropNullish<T extends Record<string, unknown>>(data: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined) : value;
  }
  return out as Partial<T>;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}
