/**
 * Which URLs from the API may become links. Only http(s): anything else (`javascript:`, `data:`, `vbscript:`, a
 * relative path) would run script or stay inside the app when clicked. Plain, with no zod, so the client uses
 * the same rule as the mock: the mock drops other URLs, and the client still renders a link only for these.
 */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
