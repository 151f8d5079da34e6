// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, nginxHeaderLines, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../securityHeaders.ts';
import { NGINX_TEMPLATE, renderNginxConf, standaloneNginxConf } from './nginxConf.ts';

const INDEX = '<!doctype html><script>first()</script><script type="module" src="/pc/assets/index-abc.js"></script><script>second()</script>';
const dir = mkdtempSync(join(tmpdir(), 'jucai-nginxconf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { listen: 4999, dist: join(dir, 'dist'), apiUpstream: 'http://127.0.0.1:4998', indexHtml: INDEX };
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const OPENSSL = spawnSync('openssl', ['version']).status === 0;

/** The server blocks' locations, each with its own text (nested ones included). */
function blocks(conf: string): string[] {
  return conf.split(/\n\s*(?=location )/).slice(1);
}

describe('deploy/nginx.conf, filled in', () => {
  const conf = renderNginxConf(base);
  const headerLines = nginxHeaderLines(securityHeaders({ scriptHashes: inlineScriptHashes(INDEX) }), '');

  it('has every placeholder filled in, the build under /pc/ and /user proxied to the upstream', () => {
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
    expect(conf).toContain(`alias ${base.dist}/;`);
    expect(conf).toMatch(/listen 4999;/);
    expect(conf.match(/proxy_pass http:\/\/127\.0\.0\.1:4998;/g)).toHaveLength(2);
    expect(conf).toMatch(/location = \/user\/stream \{[^}]*proxy_buffering off;/);
  });

  it('sends every security header, with this build’s script hashes, from every block that sets a header', () => {
    for (const block of blocks(conf).filter((b) => /add_header/.test(b.split(/\n\s*location /)[0]))) {
      const own = block.split(/\n\s*location /)[0];
      for (const line of headerLines.split('\n')) expect(own, own.split('\n')[0]).toContain(line);
    }
    expect(conf).toContain(inlineScriptHashes(INDEX)[1]);
    expect(conf).not.toContain('Strict-Transport-Security "');
  });

  it('with a certificate: listens with ssl and adds HSTS beside the other headers', () => {
    const tls = renderNginxConf({ ...base, listen: 4443, tls: { certificate: '/etc/ssl/a.pem', key: '/etc/ssl/a.key' } });
    expect(tls).toMatch(/listen 4443 ssl;\n\s+ssl_certificate \/etc\/ssl\/a\.pem;\n\s+ssl_certificate_key \/etc\/ssl\/a\.key;/);
    const hsts = `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`;
    expect(tls.split(hsts).length - 1).toBe(conf.split('add_header Content-Security-Policy').length - 1);
  });

  it('refuses an upstream with a path, a relative build path, a bad port', () => {
    expect(() => renderNginxConf({ ...base, apiUpstream: 'http://api/user' })).toThrow(/upstream/);
    expect(() => renderNginxConf({ ...base, apiUpstream: 'http://api; return 200' })).toThrow(/upstream/);
    expect(() => renderNginxConf({ ...base, dist: 'dist' })).toThrow(/absolute/);
    expect(() => renderNginxConf({ ...base, listen: '80; include /etc' })).toThrow(/listen/);
    expect(renderNginxConf({ ...base, apiUpstream: '${API_UPSTREAM}' })).toContain('proxy_pass ${API_UPSTREAM};');
    expect(() => renderNginxConf({ ...base, template: '{{NOPE}}' })).toThrow(/NOPE/);
  });

  it.runIf(NGINX && OPENSSL)('is a configuration nginx accepts (nginx -t), plain and with TLS', () => {
    const certificate = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', certificate], {
      stdio: 'ignore',
    });
    for (const tls of [undefined, { certificate, key }]) {
      const file = join(dir, 'nginx.conf');
      writeFileSync(file, standaloneNginxConf(renderNginxConf({ ...base, tls }), dir));
      const test = spawnSync(NGINX!, ['-t', '-q', '-c', file, '-p', dir, '-e', join(dir, 'error.log')], { encoding: 'utf8' });
      expect(test.status, test.stderr).toBe(0);
    }
  });

  it('the template is the file the Dockerfile fills in', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    expect(dockerfile).toContain('config/scripts/nginxConf.ts');
    expect(readFileSync(NGINX_TEMPLATE, 'utf8')).toContain('{{SECURITY_HEADERS}}');
  });
});
