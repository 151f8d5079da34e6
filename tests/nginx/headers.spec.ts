import { request as httpRequest } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { inlineScriptHashes, securityHeaders } from '../../config/securityHeaders.ts';
import { DEFAULT_SIGN_KEY } from '../../mock/server.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';
import { expect, test } from '../e2e/fixtures.ts';

/**
 * What nginx answers, as `curl -I` sees it: the security headers of config/securityHeaders.ts (with this build's
 * inline-script hashes) on the app's pages, a deep link, an asset and the proxied API; the cache rules; gzip; and
 * what must not be reachable.
 */
const indexHtml = readFileSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url)), 'utf8');
const expected = securityHeaders({ scriptHashes: inlineScriptHashes(indexHtml) });
const entryScript = /<script type="module"[^>]*src="([^"]+)"/.exec(indexHtml)![1];

function expectSecurityHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

/** A GET with the path exactly as written (Playwright and fetch would resolve `..` and re-encode first). */
function rawStatus(baseURL: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('the pages, a deep link, an asset and the API carry the security headers and their cache rules', async ({ request }) => {
  const policy = expected['Content-Security-Policy'];
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){2};/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "connect-src 'self';"]) expect(policy).toContain(directive);

  for (const path of ['/pc/', '/pc/jobpost']) {
    const res = await request.head(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers()['cache-control'], path).toBe('no-cache');
    expectSecurityHeaders(res, path);
  }
  // The deep link is index.html itself, routed by the app.
  expect(await (await request.get('/pc/jobpost')).text()).toBe(indexHtml);

  const asset = await request.get(entryScript, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // The build's own .gz (config/scripts/precompress.ts, sent by gzip_static), not one compressed per request.
  const precompressed = fileURLToPath(new URL(`../../dist${entryScript.replace(/^\/pc/, '')}.gz`, import.meta.url));
  expect(Number(asset.headers()['content-length'])).toBe(statSync(precompressed).size);
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expectSecurityHeaders(asset, entryScript);

  for (const path of ['/pc/sw.js', '/pc/manifest.webmanifest']) {
    const res = await request.head(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }

  const api = await request.get('/user/home', { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY) } });
  expect(api.status()).toBe(200);
  expect((await api.json()).success).toBe(true);
  expectSecurityHeaders(api, '/user/home');
});

test('no build manifest, nothing outside the build, a 400 for a malformed path, / and /pc lead to /pc/', async ({ request, baseURL }) => {
  for (const path of ['/pc/.vite/manifest.json', '/pc/assets/missing-abc123.js', '/index.html', '/etc/passwd', '/package.json']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expectSecurityHeaders(res, path);
  }
  for (const path of ['/pc/../package.json', '/pc/..%2fpackage.json', '/pc/../../../etc/passwd', '/pc/%2e%2e/package.json']) {
    expect([400, 404], path).toContain(await rawStatus(baseURL!, path));
  }
  const malformed = await request.get('/pc/%zz');
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain('400');
  expectSecurityHeaders(malformed, '/pc/%zz');
  for (const path of ['/', '/pc', '/pc?city=杭州']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location).toMatch(/^\/pc\/(\?.*)?$/);
  }
});
