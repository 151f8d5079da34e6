/**
 * Whether a request path can be decoded at all. Shared by the mock API, the standalone server and the dev and
 * preview servers' guard (config/plugins/requestGuard.ts), so all of them answer `/…/%zz` the same way: 400.
 */

/** True when decoding would throw: a `%` without two hex digits after it, or escaped bytes that are not UTF-8. */
export function hasMalformedEscape(path: string): boolean {
  try {
    // The result is used: a bundler (Vite bundles vite.config.ts and what it imports) drops a bare call to a
    // global it knows has no side effects, and with it the throw this is here for.
    return typeof decodeURIComponent(path) !== 'string';
  } catch {
    return true;
  }
}
