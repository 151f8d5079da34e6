// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressApiAnswers } from './compressedApi.ts';

/** A server with the middleware in front of a stand-in API: a big and a small JSON answer, a stream, a page. */
let server: Server;
let port = 0;
const big = JSON.stringify({ success: true, data: Array.from({ length: 200 }, (_, i) => ({ id: `j${i}`, title: '前端开发工程师' })) });
beforeAll(async () => {
  const compress = compressApiAnswers('/user');
  server = createServer((req, res) =>
    compress(req, res, () => {
      if (req.url === '/user/stream') {
        res.setHeader('Content-Type', 'text/event-stream');
        res.write(`data: ${big}\n\n`);
        res.end();
        return;
      }
      const text = req.url === '/user/small' ? '{"success":true}' : req.url === '/pc/list.json' || req.url?.startsWith('/user') ? big : '';
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(text);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, method = 'GET', acceptEncoding = 'gzip, deflate, br') {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressApiAnswers (the preview gzips the API as deploy/nginx.conf does)', () => {
  it('gzips a JSON answer of the API, with the compressed length', async () => {
    const res = await get('/user/enterprise/jobs');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(big.length / 5);
    expect(gunzipSync(res.body).toString()).toBe(big);
  });

  it('leaves alone what nginx would not compress or what cannot be: small answers, no gzip accepted, HEAD, streams, other paths', async () => {
    expect((await get('/user/small')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/user/enterprise/jobs', 'GET', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    expect((await get('/user/enterprise/jobs', 'HEAD')).headers['content-encoding']).toBeUndefined();
    const stream = await get('/user/stream');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString()).toBe(`data: ${big}\n\n`);
    expect((await get('/pc/list.json')).headers['content-encoding']).toBeUndefined();
    expect((await get('/username')).headers['content-encoding']).toBeUndefined();
  });
});
