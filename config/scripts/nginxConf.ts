// Run with tsx: npx tsx config/scripts/nginxConf.ts --dist dist --listen 8080 --api http://127.0.0.1:3001 [--serve-from dir] [--out file]
/**
 * Fills in deploy/nginx.conf (the one template: the e2e suite's nginx, the Dockerfile's) for a build:
 * the port, the build's path, the API upstream, and config/securityHeaders.ts's headers with the sha256 of the
 * inline scripts of that build's index.html. `--tls-cert`/`--tls-key` make it the HTTPS server (HSTS added).
 * The CSP's API and media hosts are the build's VITE_API_HOST / VITE_OSS_HOST (from the environment or .env).
 * `--serve-from`: where nginx will find the build, when that is not where it is read now (the Dockerfile reads
 * dist/ in its node stage and copies it to the nginx image).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { loadEnvFile } from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inlineScriptHashes, nginxHeaderLines, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../securityHeaders.ts';

export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

export interface NginxConfOptions {
  /** The port, or `address:port`. */
  listen: string | number;
  /** The build directory (absolute). */
  dist: string;
  /** The /user API: `http://127.0.0.1:4435`, `https://api.example.com`, or `${API_UPSTREAM}` (filled by the nginx image). */
  apiUpstream: string;
  /** The build's VITE_API_HOST / VITE_OSS_HOST, for the CSP. */
  apiHost?: string;
  mediaHost?: string;
  /** HTTPS: the certificate and key files; the server then listens with `ssl` and sends HSTS. */
  tls?: { certificate: string; key: string };
  /** The build's index.html (default: read from `dist`). */
  indexHtml?: string;
  template?: string;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const UPSTREAM = /^(?:https?:\/\/[\w.-]+(?::\d+)?|\$\{API_UPSTREAM\})$/;

export function renderNginxConf(options: NginxConfOptions): string {
  const { listen, dist, apiUpstream, tls } = options;
  if (!isAbsolute(dist) || /[\s;{}'"$]/.test(dist)) throw new Error(`nginxConf: the build's path must be absolute, without spaces or quotes: ${dist}`);
  // No path after the host: nginx then passes the request's own /user/... URI on unchanged (not re-encoded).
  if (!UPSTREAM.test(apiUpstream)) throw new Error(`nginxConf: the API upstream must be http(s)://host[:port], nothing after it: ${apiUpstream}`);
  if (!/^(?:[\w.:[\]-]+:)?\d{1,5}$/.test(String(listen))) throw new Error(`nginxConf: listen must be a port or address:port: ${listen}`);
  const html = options.indexHtml ?? readFileSync(resolve(dist, 'index.html'), 'utf8');
  const headers = securityHeaders({ scriptHashes: inlineScriptHashes(html), apiHost: options.apiHost, mediaHost: options.mediaHost });
  if (tls) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  const template = options.template ?? readFileSync(NGINX_TEMPLATE, 'utf8');
  // The commented TLS example at the end is documentation; only the live blocks are filled in.
  const tlsDirectives = tls ? `\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};\n    ssl_protocols TLSv1.2 TLSv1.3;` : '';
  return template
    .replace(/^(\s*)listen \{\{LISTEN\}\};/m, (_line, indent: string) => `${indent}listen {{LISTEN}}${tls ? ' ssl' : ''};${tlsDirectives}`)
    .replace(/^\{\{SECURITY_HEADERS\}\}$/gm, (_match, offset: number, whole: string) => {
      const next = whole.slice(offset).split('\n')[1] ?? '';
      return nginxHeaderLines(headers, /^\s*/.exec(next)![0]);
    })
    .replace(PLACEHOLDER, (match, name: string) => {
      switch (name) {
        case 'LISTEN':
          return String(listen);
        case 'DIST':
          return dist.replace(/\/+$/, '');
        case 'API_UPSTREAM':
          return apiUpstream;
        case 'STRICT_TRANSPORT_SECURITY':
          return STRICT_TRANSPORT_SECURITY;
        default:
          throw new Error(`nginxConf: deploy/nginx.conf names ${match}, which this script does not fill in`);
      }
    });
}

/**
 * A whole nginx.conf around the server block for a server started by a test (nginx -c … -p <dir>): its pid,
 * logs and temporary files under `dir`, in the foreground-free default, runnable without root. Run as root,
 * its workers stay root rather than becoming `nobody`, who may not read a build under a private home.
 */
export function standaloneNginxConf(server: string, dir: string): string {
  const asRoot = process.getuid?.() === 0;
  return [
    '# Written by config/scripts/nginxConf.ts for a test run; deleted with its directory.',
    asRoot ? 'user root root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${dir}/access.log;`,
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    '    sendfile on;',
    '    keepalive_timeout 65;',
    server.replace(/^/gm, '    '),
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function main() {
  if (existsSync('.env')) loadEnvFile('.env');
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      'serve-from': { type: 'string' },
      listen: { type: 'string', default: '8080' },
      api: { type: 'string', default: 'http://127.0.0.1:3001' },
      out: { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
    },
  });
  const cert = values['tls-cert'];
  const key = values['tls-key'];
  if (!!cert !== !!key) throw new Error('nginxConf: --tls-cert and --tls-key go together');
  const conf = renderNginxConf({
    listen: values.listen,
    dist: values['serve-from'] ?? resolve(values.dist),
    indexHtml: readFileSync(resolve(values.dist, 'index.html'), 'utf8'),
    apiUpstream: values.api,
    apiHost: process.env.VITE_API_HOST,
    mediaHost: process.env.VITE_OSS_HOST,
    tls: cert && key ? { certificate: cert, key } : undefined,
  });
  if (values.out) writeFileSync(values.out, conf);
  else process.stdout.write(conf);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
