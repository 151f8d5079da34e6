import { DEFAULT_SIGN_KEY } from '../../mock/server.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';
import { expect, test } from './fixtures.ts';

/** The mock API behind `npm run preview` checks requests as a real backend would. */
const AGREEMENT = '/user/agreements/user';

test('a correctly signed request is answered', async ({ request }) => {
  const res = await request.get(AGREEMENT, { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY), token: '' } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ success: true, data: { kind: 'user', version: '2026.1' } });
});

test('a tampered signature is rejected with 403', async ({ request }) => {
  const headers = signatureHeaders(DEFAULT_SIGN_KEY);
  const res = await request.get(AGREEMENT, { headers: { ...headers, rand: String((Number(headers.rand) + 1) % 99999) } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ success: false, errorCode: 'BAD_SIGNATURE' });
});

test('a stale timestamp is rejected with 403', async ({ request }) => {
  const res = await request.get(AGREEMENT, { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY, Date.now() - 6 * 60 * 1000) } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ errorCode: 'STALE_TIMESTAMP' });
});

test('a replayed request is rejected with 403', async ({ request }) => {
  const headers = { ...signatureHeaders(DEFAULT_SIGN_KEY) };
  expect((await request.get(AGREEMENT, { headers })).status()).toBe(200);
  const replay = await request.get(AGREEMENT, { headers });
  expect(replay.status()).toBe(403);
  expect(await replay.json()).toMatchObject({ errorCode: 'REPLAYED_REQUEST' });
});

test('api-version other than 1 is a 400; unknown paths a 404; bad bodies a 422 with fields', async ({ request }) => {
  expect((await request.get(AGREEMENT, { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY), 'api-version': '2' } })).status()).toBe(400);
  expect((await request.get('/user/nothing-here', { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY) } })).status()).toBe(404);
  const bad = await request.post('/user/auth/login', { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY) }, form: { type: 'sms', mobile: '1', code: 'x' } });
  expect(bad.status()).toBe(422);
  const body = await bad.json();
  expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['code', 'mobile']);
});

test('deep links get the SPA and media is served', async ({ request }) => {
  const html = await request.get('/pc/jobdetail?id=1');
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('<div id="root">');
  // The router writes the home page as /pc (no slash): a reload there, or a bare host, lands on the app.
  for (const path of ['/pc', '/pc?from=menu', '/']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe(`/pc/${path.includes('?') ? '?from=menu' : ''}`);
  }
  const logo = await request.get('/user/media/logo/c1.svg');
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
});
