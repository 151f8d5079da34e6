// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPreview, pickEncoding } from './compressedPreview.ts';

type Middleware = (req: object, res: object, next: () => void) => void;

/** The plugin's middleware over a throwaway dist/ with one hashed script. */
function serve() {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  const script = 'export const answer = 42;\n'.repeat(200);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  let middleware: Middleware | null = null;
  const plugin = compressedPreview('/pc/', dist) as { configurePreviewServer: (server: object) => void };
  plugin.configurePreviewServer({ middlewares: { use: (m: Middleware) => (middleware = m) } });
  const get = (url: string, acceptEncoding?: string) => {
    const headers: Record<string, string> = {};
    let body: Buffer | undefined;
    let passed = false;
    middleware!(
      { method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } },
      { setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v), end: (b?: Buffer) => (body = b) },
      () => (passed = true),
    );
    return { headers, body, passed };
  };
  return { get, script };
}

describe('compressedPreview', () => {
  it('prefers Brotli, then gzip, else leaves the request alone', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, identity')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('serves a built script compressed, with its type and a year of caching for hashed assets', () => {
    const { get, script } = serve();
    const br = get('/pc/assets/app-abc123.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body!).toString()).toBe(script);
    expect(br.body!.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(get('/pc/assets/app-abc123.js', 'gzip').body!).toString()).toBe(script);
  });

  it('passes on what it does not serve: no encoding accepted, unknown files, paths outside dist', () => {
    const { get } = serve();
    expect(get('/pc/assets/app-abc123.js').passed).toBe(true);
    expect(get('/pc/assets/missing.js', 'br').passed).toBe(true);
    expect(get('/pc/../../etc/passwd.js', 'br').passed).toBe(true);
    expect(get('/user/home', 'br').passed).toBe(true);
  });

  it('passes on, without throwing, a malformed escape (requestGuard answers it) and never serves a hidden file', () => {
    const { get } = serve();
    for (const url of ['/pc/%zz', '/pc/assets/%zz.js', '/user/agreements/%zz', '/pc/assets/app-abc123.js%'])
      expect([url, get(url, 'br').passed]).toEqual([url, true]);
    for (const url of ['/pc/.vite/manifest.json', '/pc/%2Evite/manifest.json', '/pc/assets/../.vite/manifest.json'])
      expect([url, get(url, 'br').passed]).toEqual([url, true]);
  });
});
