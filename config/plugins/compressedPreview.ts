import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/**
 * `vite preview` sends the built files uncompressed, which no production server does: a phone on a slow link
 * then waits for three times the bytes, and Lighthouse measures that. This serves the built text files the way
 * a production server should (and as the README asks of one): Brotli or gzip by the browser's Accept-Encoding,
 * compressed once and kept in memory, and the hashed files under assets/ cached for a year.
 */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

type Encoding = 'br' | 'gzip';

/** The codings an Accept-Encoding header names (`gzip, deflate, br;q=1` → gzip, deflate, br). */
export const acceptedEncodings = (accept: string | string[] | undefined): string[] =>
  String(accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]);

/** The encoding to use for this Accept-Encoding, Brotli first. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  const offered = acceptedEncodings(accept);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** The path as a file name, or null when it cannot be one of the built files: a malformed escape, a hidden part. */
function builtPath(url: string | undefined): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent((url ?? '').split('?')[0]);
  } catch {
    return null; // `/pc/%zz`: requestGuard answers it (400); decoding it here threw, and connect sent a stack trace
  }
  // `.vite/manifest.json` and any other hidden file of the build are not the site's (requestGuard answers 404).
  return pathname.split('/').some((segment) => segment.startsWith('.')) ? null : pathname;
}

/**
 * `outDir`: the built files; by default the build's own `outDir` from the resolved config (so a preview of another
 * directory, as the servers test starts, serves that one).
 */
export function compressedPreview(base: string, outDir?: string): Plugin {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  let dir = outDir ?? '';
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = builtPath(req.url);
    if (pathname === null || !dir) return next();
    // An own property only: `.constructor` is not a text type.
    const type = Object.hasOwn(TEXT_TYPES, extname(pathname)) ? TEXT_TYPES[extname(pathname)] : undefined;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!type || !encoding || !pathname.startsWith(base)) return next();
    const file = normalize(join(dir, pathname.slice(base.length)));
    if (!file.startsWith(normalize(dir) + sep)) return next();
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return next(); // not a built file: the SPA fallback and the mock API answer it
    }
    if (!stat.isFile()) return next();
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (!entry || entry.mtimeMs !== stat.mtimeMs) {
      const raw = readFileSync(file);
      const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
      cache.set(key, (entry = { mtimeMs: stat.mtimeMs, body }));
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', String(entry.body.length));
    // Hashed names change with their content; everything else (index.html, sw.js) is checked on each visit.
    res.setHeader('Cache-Control', pathname.startsWith(`${base}assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };
  return {
    name: 'jucai-compressed-preview',
    configResolved(config) {
      if (!outDir) dir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
