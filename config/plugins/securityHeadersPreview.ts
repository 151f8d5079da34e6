import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { inlineScriptHashes, securityHeaders, type SecurityHeaderOptions } from '../securityHeaders.ts';

/**
 * `vite preview` sends config/securityHeaders.ts's headers on every response, the same set nginx sends
 * (deploy/nginx.conf), with the inline-script hashes of the index.html it serves: read from the build, again
 * after a rebuild (its modification time changed), so a preview left running never holds a stale policy.
 */
export function securityHeadersPreview(hosts: Omit<SecurityHeaderOptions, 'scriptHashes'>): Plugin {
  let index = '';
  let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
  const headers = () => {
    const mtimeMs = statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (cached?.mtimeMs !== mtimeMs) {
      const html = mtimeMs < 0 ? '' : readFileSync(index, 'utf8');
      cached = { mtimeMs, headers: securityHeaders({ ...hosts, scriptHashes: inlineScriptHashes(html) }) };
    }
    return cached.headers;
  };
  const middleware: Connect.NextHandleFunction = (_req, res, next) => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    next();
  };
  return {
    name: 'jucai-security-headers-preview',
    // Before the other middlewares, so the guard's 400/404 pages and the mock's answers carry them too.
    enforce: 'pre',
    configResolved(config) {
      index = join(resolve(config.root, config.build.outDir), 'index.html');
    },
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
