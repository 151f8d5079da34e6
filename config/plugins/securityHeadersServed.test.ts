// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_KEY } from '../../mock/server.ts';
import { inlineScriptHashes, securityHeaders } from '../securityHeaders.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';

/**
 * `npm run preview` sends the headers nginx sends (config/securityHeaders.ts) on every answer, pages, assets,
 * the API, its error pages, with the CSP hashes of the inline scripts of the build it serves, and no others.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = '<!doctype html><title>聚才</title><script>window.ok=1</script><script type="module" src="/pc/assets/app-abc123.js"></script>';

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('vite preview: the security headers', () => {
  let server: PreviewServer;
  let port: number;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'jucai-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'export const answer = 42;\n');
    server = await preview({
      configFile: join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'silent',
      build: { outDir: dist },
      preview: { port: 0, host: '127.0.0.1' },
    });
    port = (server.httpServer.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are on the page, a deep link, an asset, the API and the error pages, with the served build’s hashes', async () => {
    const expected = securityHeaders({ scriptHashes: inlineScriptHashes(PAGE) });
    expect(expected['Content-Security-Policy']).toContain(inlineScriptHashes(PAGE)[0]);
    const answers: Array<[string, number, Record<string, string>?]> = [
      ['/pc/', 200],
      ['/pc/jobpost', 200],
      ['/pc/assets/app-abc123.js', 200],
      ['/user/home', 200, { ...signatureHeaders(DEFAULT_SIGN_KEY) }],
      ['/pc/%zz', 400],
      ['/pc/.vite/manifest.json', 404],
    ];
    for (const [path, status, headers] of answers) {
      const res = await get(port, path, headers);
      expect([path, res.status]).toEqual([path, status]);
      for (const [name, value] of Object.entries(expected)) expect([path, name, res.headers[name.toLowerCase()]]).toEqual([path, name, value]);
    }
  });

  it('allow no inline script but the build’s own: not by unsafe-inline, nor eval', async () => {
    const policy = (await get(port, '/pc/')).headers['content-security-policy'] as string;
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' ${inlineScriptHashes(PAGE)[0]}`);
    expect(policy).not.toMatch(/unsafe-eval/);
  });
});
