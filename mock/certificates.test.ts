// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '../src/contract/veteran.ts';
import { signatureHeaders } from '../src/services/request/sign.ts';
import { DEFAULT_SIGN_KEY } from './server.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

/**
 * A veteran certificate photo is an ID document: only the user who uploaded it can fetch it back, on a signed
 * request, and nothing may keep a copy (`Cache-Control: private, no-store`).
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
let owner = '';
let photo: UploadResult;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  t = await startRecruitingMock();
  owner = await t.seeker();
  photo = data<UploadResult>(
    await t.mock.call('POST', '/uploads', {
      token: owner,
      json: true,
      body: { fileName: '退役证.png', contentType: 'image/png', data: PNG.toString('base64') },
    }),
  );
});
afterAll(() => t.mock.close());

/** The photo's URL under the API, as the client builds it from the returned path. */
const photoPath = () => `/media/${photo.path}`;

describe('certificate photos', () => {
  it('are served to their owner, signed, with the bytes uploaded and private, no-store caching', async () => {
    const res = await t.mock.call('GET', photoPath(), { token: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await fetch(`${t.mock.base}${photoPath()}`, { headers: { ...signatureHeaders(DEFAULT_SIGN_KEY, t.clock.now), token: owner } });
    expect(Buffer.from(await again.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('are not found for another seeker or a recruiter (no hint that the file exists)', async () => {
    const other = await t.mock.signInBySms('13912340001');
    const perfected = await t.mock.call('POST', '/auth/perfect', {
      token: other,
      body: { role: 'seeker', name: '张伟', gender: 'male', birthMonth: '1990-03', freshGraduate: false, workStart: '2012-07', workStatus: 'leaving' },
    });
    expect(perfected.status).toBe(200);
    for (const token of [other, await t.enterprise()]) {
      const res = await t.mock.call('GET', photoPath(), { token });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('NOT_FOUND');
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const missing = await t.mock.call('GET', '/media/upload/000000000000000000000000.png', { token: owner });
    expect(missing.status).toBe(404);
  });

  it('need a signed-in user (401) and a signed request: an <img src> cannot fetch them', async () => {
    const visitor = await t.mock.call('GET', photoPath());
    expect(visitor.status).toBe(401);
    // What an <img src> sends: no signature headers at all.
    const plain = await fetch(`${t.mock.base}${photoPath()}`, { headers: { token: owner } });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { errorCode: string }).errorCode).toBe('BAD_API_VERSION');
    const forged = await t.mock.call('GET', photoPath(), { token: owner, headers: { apiSecret: 'f'.repeat(64) } });
    expect(forged.status).toBe(403);
    expect(forged.body.errorCode).toBe('BAD_SIGNATURE');
  });

  it('leave the other media (logos, avatars) public and cacheable', async () => {
    const logo = await fetch(`${t.mock.base}/media/logo/c1.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });
});
