// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connect, PreviewServer, ResolvedConfig } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from '../securityHeaders.ts';
import { securityHeadersPreview } from './securityHeadersPreview.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The plugin's middleware over a build in a directory of its own, and what it sets on one response. */
function preview(hosts = {}) {
  const root = mkdtempSync(join(tmpdir(), 'jucai-preview-'));
  dirs.push(root);
  // The two hooks as plain functions (Vite calls them with a plugin context this plugin does not use).
  const plugin = securityHeadersPreview(hosts) as unknown as {
    configResolved: (c: ResolvedConfig) => void;
    configurePreviewServer: (s: PreviewServer) => void;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  let middleware: Connect.NextHandleFunction | undefined;
  plugin.configurePreviewServer({ middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) } } as unknown as PreviewServer);
  const respond = () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
    let passedOn = false;
    middleware!({} as Connect.IncomingMessage, res as never, () => (passedOn = true));
    expect(passedOn).toBe(true);
    return headers;
  };
  return { dist: join(root, 'dist'), respond };
}

it('vite preview sends the same headers as nginx, with the served build’s script hashes, again after a rebuild', () => {
  const { dist, respond } = preview({ apiHost: 'https://api.example.com' });
  const first = '<script>one()</script>';
  const second = '<script>two()</script>';
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), first);
  expect(respond()).toEqual(securityHeaders({ scriptHashes: inlineScriptHashes(first), apiHost: 'https://api.example.com' }));
  writeFileSync(join(dist, 'index.html'), second);
  utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
  expect(respond()['Content-Security-Policy']).toContain(inlineScriptHashes(second)[0]);
  expect(respond()['Content-Security-Policy']).not.toContain(inlineScriptHashes(first)[0]);
});
