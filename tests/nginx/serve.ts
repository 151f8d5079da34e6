// Run with tsx (tests/playwright.nginx.config.ts's webServer): serves dist/ through Debian's nginx.
/**
 * Fills in deploy/nginx.conf for this build (config/scripts/nginxConf.ts) with the e2e ports, puts it in a
 * whole nginx.conf whose pid, logs and temporary files live in a directory of this run (nothing under /etc or
 * /var is written, so it runs without root), and runs nginx in the foreground until Playwright stops it;
 * then removes the directory. The /user upstream is the mock the same config starts (`npm run mock`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConf, standaloneNginxConf } from '../../config/scripts/nginxConf.ts';
import { precompress } from '../../config/scripts/precompress.ts';

const port = Number(process.env.E2E_NGINX_PORT);
const upstream = process.env.E2E_API_UPSTREAM;
if (!port || !upstream) throw new Error('tests/nginx/serve.ts: E2E_NGINX_PORT and E2E_API_UPSTREAM are set by tests/playwright.nginx.config.ts');
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const nginx = process.env.NGINX_PATH || ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) || 'nginx';

// One directory per port under test-results/ (ignored by git), emptied at start: a run killed outright
// (SIGKILL, no clean-up) leaves nothing that grows.
const dir = fileURLToPath(new URL(`../../test-results/nginx-${port}`, import.meta.url));
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const conf = join(dir, 'nginx.conf');
writeFileSync(conf, standaloneNginxConf(renderNginxConf({ listen: `127.0.0.1:${port}`, dist, apiUpstream: upstream }), dir));

// As a deployment does (Dockerfile): the text files' .gz and .br beside them, for gzip_static.
precompress(dist);

const server = spawn(nginx, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
let stopping = false;
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
process.on('exit', cleanUp);
server.on('error', (error) => {
  console.error(`nginx could not start (${error.message}): install it (apt-get install nginx) or set NGINX_PATH`);
  cleanUp();
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (!stopping) {
    const log = join(dir, 'error.log');
    if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
  }
  cleanUp();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true;
    // QUIT: nginx's graceful stop (workers finish, the pid file is removed).
    server.kill('SIGQUIT');
  });
}
