// @vitest-environment node
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '../src/services/request/sign.ts';
import type { RouteDef } from './core/router.ts';
import { allRoutes } from './routes/index.ts';
import { DEFAULT_SIGN_KEY } from './server.ts';
import { startMock } from './test/client.ts';

/**
 * What the mock does with hostile or unusual HTTP, over real connections: malformed escapes in the path,
 * prototype names as keys, HEAD, and bodies over the size limit (including what happens to the connection).
 */
let mock: Awaited<ReturnType<typeof startMock>>;
let port: number;
const tokens: Record<'seeker' | 'enterprise', string> = { seeker: '', enterprise: '' };
beforeAll(async () => {
  mock = await startMock();
  port = Number(new URL(mock.base).port);
  tokens.seeker = await mock.login('13800000001');
  tokens.enterprise = await mock.login('13800000002');
});
afterAll(() => mock.close());

/** A token that gets past the route's access check, so the check under test is the one that answers. */
const tokenFor = (r: RouteDef) => (r.auth === 'enterprise' ? tokens.enterprise : r.auth === 'none' || r.auth === 'optional' ? '' : tokens.seeker);
const withParams = (r: RouteDef, value: string) => r.path.replace(/:\w+/g, value);
const label = (r: RouteDef) => `${r.method} ${r.path}`;
const paramRoutes = allRoutes.filter((r) => r.path.includes('/:'));

describe('malformed percent-escapes in path parameters', () => {
  it('covers every route with a path parameter', () => {
    expect(paramRoutes.length).toBeGreaterThanOrEqual(17);
  });

  it.each(paramRoutes.map((r) => [label(r), r] as const))('%s answers 400 BAD_PATH, not 500', async (_name, r) => {
    for (const bad of ['%zz', '%E4%B8', 'a%']) {
      const res = await mock.call(r.method, withParams(r, bad), { token: tokenFor(r) });
      expect(res.status, `${r.method} ${withParams(r, bad)}`).toBe(400);
      expect(res.body.errorCode).toBe('BAD_PATH');
      expect(res.body.errorMessage).toContain('路径');
    }
  });

  it('checks the signature before decoding the path', async () => {
    const res = await mock.call('GET', '/jobs/%zz', { headers: { apiSecret: 'f'.repeat(64) } });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('BAD_SIGNATURE');
  });

  it('still decodes well-formed escapes', async () => {
    const res = await mock.call<{ data: { kind: string } }>('GET', '/agreements/%75ser');
    expect(res.status).toBe(200);
    expect((res.body.data as { kind: string }).kind).toBe('user');
  });
});

describe('prototype names as keys', () => {
  const PROTO_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(PROTO_KEYS)('GET /agreements/%s is an unknown agreement', async (key) => {
    const res = await mock.call('GET', `/agreements/${key}`);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('UNKNOWN_AGREEMENT');
  });

  it.each(paramRoutes.map((r) => [label(r), r] as const))('%s finds nothing under a prototype name', async (_name, r) => {
    for (const key of PROTO_KEYS) {
      const res = await mock.call(r.method, withParams(r, key), { token: tokenFor(r) });
      expect(res.status, `${r.method} ${withParams(r, key)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${r.method} ${withParams(r, key)}`).toBeLessThan(500);
    }
  });

  it('looks up records by id without reaching prototype names', async () => {
    for (const path of ['/jobs/constructor', '/companies/toString', '/gov/announcements/__proto__', '/jobs/hasOwnProperty/similar']) {
      expect((await mock.call('GET', path)).status, path).toBe(404);
    }
    const alert = await mock.call('DELETE', '/me/alerts/constructor', { token: tokens.seeker });
    expect(alert.status).toBe(404);
  });

  it('treats prototype names in the query string as unknown keys', async () => {
    const res = await mock.call<{ data: { total: number } }>('GET', '/jobs?__proto__=a&__proto__=b&constructor=x&toString=y&hasOwnProperty=z');
    expect(res.status).toBe(200);
    const plain = await mock.call<{ data: { total: number } }>('GET', '/jobs');
    expect((res.body.data as { total: number }).total).toBe((plain.body.data as { total: number }).total);
  });

  it('refuses prototype names as dictionary values in a body', async () => {
    for (const key of PROTO_KEYS) {
      const res = await mock.call('POST', '/me/veteran', {
        token: tokens.seeker,
        json: true,
        body: { certificateType: key, certificateNo: 'TY2019000001', name: '李明', file: 'upload/000000000000000000000000.png' },
      });
      expect(res.status, key).toBe(422);
      expect(res.body.errors, key).toContainEqual({ field: 'certificateType', message: '请选择证件类型' });
    }
  });

  it('ignores a __proto__ key in a JSON body and pollutes nothing', async () => {
    const headers = { ...signatureHeaders(DEFAULT_SIGN_KEY), token: tokens.seeker, 'Content-Type': 'application/json' };
    const res = await fetch(`${mock.base}/me/alerts`, {
      method: 'POST',
      headers,
      body: '{"__proto__":{"polluted":true,"name":"inherited"},"query":"city=hangzhou"}',
    });
    const body = (await res.json()) as { errors?: Array<{ field: string }> };
    expect(res.status).toBe(422);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('HEAD', () => {
  const getRoutes = allRoutes.filter((r) => r.method === 'GET' && !r.path.includes('/:'));
  const extra = ['/agreements/user', '/jobs/%s', '/media/logo/c1.svg'];

  it('answers every GET route like GET, without a body', async () => {
    const jobId = mock.api.db.recruiting.jobs[0].id;
    const targets = [...getRoutes.map((r) => ({ path: r.path, token: tokenFor(r) })), ...extra.map((path) => ({ path: path.replace('%s', jobId), token: '' }))];
    for (const { path, token } of targets) {
      const get = await mock.call('GET', path, { token });
      const head = await mock.call('HEAD', path, { token });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(head.headers.get('cache-control'), path).toBe(get.headers.get('cache-control'));
      expect(Number(head.headers.get('content-length')), path).toBeGreaterThan(0);
      expect(head.body, path).toBe('');
    }
  });

  it('gives the same Content-Length as GET', async () => {
    const get = await mock.call('GET', '/agreements/privacy');
    const head = await mock.call('HEAD', '/agreements/privacy');
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(Number(get.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(get.body)));
  });

  it('is still checked like GET (signature) and refused on POST-only paths', async () => {
    expect((await mock.call('HEAD', '/agreements/user', { headers: { apiSecret: 'f'.repeat(64) } })).status).toBe(403);
    expect((await mock.call('HEAD', '/auth/login')).status).toBe(405);
  });
});

/** One raw HTTP/1.1 request (headers signed like the app's), as text. */
function rawRequest(method: string, path: string, extraHeaders: Record<string, string | number> = {}) {
  const headers = { Host: `127.0.0.1:${port}`, ...signatureHeaders(DEFAULT_SIGN_KEY), token: '', ...extraHeaders };
  return `${method} /user${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
}

/** Writes `parts` on one new connection and collects what comes back until the server closes it (or 5 s). */
function exchange(parts: Array<string | Buffer>) {
  return new Promise<{ text: string; error: string | null; closedByServer: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let error: string | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, error, closedByServer: false });
    }, 5000);
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('end', () => {
      clearTimeout(timer);
      socket.end();
      resolve({ text, error, closedByServer: true });
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, error, closedByServer: true });
    });
    for (const part of parts) socket.write(part);
  });
}

const statusLines = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

/** http.request with a Buffer body on a given agent; resolves with the answer and whether the socket was reused. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, chunked = false) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; reusedSocket: boolean }>((resolve, reject) => {
    const headers: Record<string, string | number> = { ...signatureHeaders(DEFAULT_SIGN_KEY), token: '', 'Content-Type': 'application/json' };
    if (body && !chunked) headers['Content-Length'] = body.length;
    const req = http.request({ host: '127.0.0.1', port, method, path: `/user${path}`, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, reusedSocket: req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body && chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe('request bodies over the limit', () => {
  const MiB = 1024 * 1024;

  it('answers 413 and closes the connection; the rest of the body never becomes a request', async () => {
    // The body hides a complete, correctly signed request after the first MiB: if the server ever read the
    // leftover bytes as a new request, that one would be answered too.
    const size = 2 * MiB;
    const body = Buffer.alloc(size, 'a');
    body.write(rawRequest('GET', '/agreements/user'), MiB + 10, 'latin1');
    const { text, error, closedByServer } = await exchange([
      rawRequest('POST', '/auth/login', { 'Content-Type': 'application/json', 'Content-Length': size }),
      body,
      rawRequest('GET', '/agreements/privacy'),
    ]);
    expect(error).toBeNull();
    expect(statusLines(text)).toEqual(['HTTP/1.1 413']);
    expect(text).toMatch(/^connection: close\r$/im);
    expect(text).toContain('"errorCode":"PAYLOAD_TOO_LARGE"');
    expect(closedByServer).toBe(true);
    const next = await mock.call('GET', '/agreements/privacy');
    expect(next.status).toBe(200);
  });

  it('answers a 5 MB body cleanly (no reset); a keep-alive client then continues on a new connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, 'POST', '/auth/login', Buffer.alloc(5 * MiB, 'a'));
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe('close');
      expect(JSON.parse(first.text)).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
      const second = await send(agent, 'GET', '/agreements/user');
      expect(second.status).toBe(200);
      expect(second.reusedSocket).toBe(false);
      const third = await send(agent, 'GET', '/agreements/user');
      expect(third.status).toBe(200);
      expect(third.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('refuses a chunked body (no Content-Length) once it passes the limit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const res = await send(agent, 'POST', '/auth/login', Buffer.alloc(2 * MiB, 'a'), true);
      expect(res.status).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect((await send(agent, 'GET', '/agreements/user')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('keeps a body just under the limit', async () => {
    const padding = 'x'.repeat(MiB - 200);
    const res = await mock.call('POST', '/auth/login', { json: true, body: { type: 'password', mobile: '13800000001', password: 'Jucai@2026', padding } });
    expect(res.status).toBe(200);
  });

  it('gives uploads their own, larger limit: an oversized image gets the upload reason, not 413', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = (bytes: number) => Buffer.concat([png, Buffer.alloc(bytes - png.length)]).toString('base64');
    const largest = await mock.call<{ data: { size: number } }>('POST', '/uploads', {
      token: tokens.seeker,
      json: true,
      body: { fileName: 'a.png', contentType: 'image/png', data: image(700 * 1024) },
    });
    expect(largest.status).toBe(200);
    expect((largest.body.data as { size: number }).size).toBe(700 * 1024);
    const tooBig = await mock.call('POST', '/uploads', {
      token: tokens.seeker,
      json: true,
      body: { fileName: 'a.png', contentType: 'image/png', data: image(2 * MiB) },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errorCode).toBe('BAD_UPLOAD');
    expect(tooBig.body.errorMessage).toContain('700 KB');
  });
});
