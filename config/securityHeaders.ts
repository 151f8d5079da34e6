import { createHash } from 'node:crypto';

/**
 * The response headers of the built app: ONE list, which both production paths send.
 *   - `vite preview` (config/plugins/securityHeadersPreview.ts) sets them on every response;
 *   - nginx gets them as `add_header` lines (`nginxHeaderLines`), written into deploy/nginx.conf by
 *     config/scripts/nginxConf.ts.
 * The dev server sends none: Vite's dev client and React's refresh preamble are inline scripts.
 *
 * The Content-Security-Policy depends on the build: index.html carries two inline scripts written at build time
 * (antd's prebuilt stylesheet switch, config/plugins/antdStaticStyles.ts, and the first screen's picker,
 * config/plugins/firstScreenPreview.ts). They are allowed by their sha256 (`inlineScriptHashes` of the built
 * index.html), never by 'unsafe-inline': any other inline script, injected markup included, is refused.
 */

export interface SecurityHeaderOptions {
  /** `'sha256-…'` sources of the inline scripts of the index.html being served (`inlineScriptHashes`). */
  scriptHashes: string[];
  /** The /user API's origin when it is not the app's own (VITE_API_HOST at build time); its live stream too. */
  apiHost?: string;
  /** The media host (VITE_OSS_HOST), when media are not served by the API under /user/media. */
  mediaHost?: string;
}

/**
 * Features the app never uses (no camera, microphone, location, payment, sensors...): no page of it may ask.
 * Only names Chromium knows: an unknown one is a console error on every page.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
  'xr-spatial-tracking',
];

/** The origin (`scheme://host[:port]`) of a configured host, or null when unset; a host without one is refused. */
export function originOf(host: string | undefined): string | null {
  if (!host) return null;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`securityHeaders: ${JSON.stringify(host)} is not an absolute URL (https://api.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`securityHeaders: ${host} is not http(s)`);
  return url.origin;
}

export function contentSecurityPolicy({ scriptHashes, apiHost, mediaHost }: SecurityHeaderOptions): string {
  const api = originOf(apiHost);
  const media = originOf(mediaHost);
  const extra = (...origins: Array<string | null>) =>
    origins
      .filter((o): o is string => !!o)
      .map((o) => ` ${o}`)
      .join('');
  const directives = [
    "default-src 'self'",
    // Our own files and the build's inline scripts by hash; no 'unsafe-inline', no 'unsafe-eval'.
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    // antd 5 writes each component's CSS into <style> elements at run time (CSS-in-JS; the prebuilt sheet only
    // covers the landing pages), and index.html carries the static frame's and the entry's CSS inline. A nonce
    // would have to be minted per response by the server and handed to antd's ConfigProvider on the start-up
    // path; a hash cannot cover styles generated in the browser. So styles allow inline, scripts never do.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(api, media)}`,
    `media-src 'self' blob:${extra(api, media)}`,
    "font-src 'self' data:",
    // fetch and the chat's EventSource (live stream): the app's origin and the API host only.
    `connect-src 'self'${extra(api)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The headers of every response of the built app (HTML, assets and, through the proxy, the API). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** HTTPS only (deploy/nginx.conf's TLS example): a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of each inline script of an HTML page (scripts with a src are files, allowed by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The headers as nginx `add_header` lines (`always`: error pages too), one per line, with this indent. */
export function nginxHeaderLines(headers: Record<string, string>, indent = '    '): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["\\$\n]/.test(value)) throw new Error(`nginxHeaderLines: ${name} has a character nginx would read differently: ${value}`);
      return `${indent}add_header ${name} "${value}" always;`;
    })
    .join('\n');
}
