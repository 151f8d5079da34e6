// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nginxHeaderLines, securityHeaders } from './securityHeaders.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('hash each inline script of the page as the browser does (its exact text), and skip scripts with a src', () => {
    const html = '<script>a()</script><script type="module" crossorigin src="/pc/assets/x.js"></script>\n<script>\n  b();\n</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n  b();\n')]);
  });

  it('allow scripts by hash only, styles inline, and connections to the app and the API host', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], apiHost: 'https://api.example.com/', mediaHost: 'https://oss.example.com' });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-x'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://api.example.com https://oss.example.com");
    expect(policy).not.toMatch(/unsafe-eval/);
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy.split('; ')).toContain(d);
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("connect-src 'self';");
  });

  it('refuse an API host that is not an absolute http(s) URL', () => {
    expect(() => securityHeaders({ scriptHashes: [], apiHost: 'api.example.com' })).toThrow(/absolute URL/);
    expect(() => securityHeaders({ scriptHashes: [], apiHost: 'javascript:alert(1)' })).toThrow(/not http/);
  });

  it('write nginx add_header lines, refusing a value nginx would read differently', () => {
    expect(nginxHeaderLines({ 'X-Content-Type-Options': 'nosniff' }, '  ')).toBe('  add_header X-Content-Type-Options "nosniff" always;');
    expect(() => nginxHeaderLines({ X: 'a"b' })).toThrow(/X/);
    expect(() => nginxHeaderLines({ X: '$host' })).toThrow(/X/);
  });
});
