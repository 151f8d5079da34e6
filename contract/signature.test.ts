import { describe, it } from 'vitest';
import { call, signed, signedAt } from './client.ts';
import { expectFailure, expectSuccess } from './expect.ts';

/** docs/API.md, "Headers on every request": every route but the unsigned media checks these, in this order. */
describe('the signature', () => {
  it('a request signed as the app signs it is answered', async () => {
    expectSuccess(await call('GET', '/jobs?pageSize=1'), 'signed GET /jobs');
  });

  it('api-version other than 1, or none, is a 400 BAD_API_VERSION', async () => {
    expectFailure(await call('GET', '/jobs', { signature: null }), 400, 'BAD_API_VERSION', 'no headers at all');
    expectFailure(await call('GET', '/jobs', { signature: { ...signed(), 'api-version': '2' } }), 400, 'BAD_API_VERSION', 'api-version 2');
  });

  it('a missing, wrong or reused signature is a 403 BAD_SIGNATURE', async () => {
    expectFailure(await call('GET', '/jobs', { signature: { 'api-version': '1' } }), 403, 'BAD_SIGNATURE', 'unsigned');
    const good = signed();
    expectFailure(
      await call('GET', '/jobs', { signature: { ...good, apiSecret: good.apiSecret.replace(/^./, (c) => (c === '0' ? '1' : '0')) } }),
      403,
      'BAD_SIGNATURE',
      'tampered apiSecret',
    );
    // The secret of one rand does not sign another.
    expectFailure(await call('GET', '/jobs', { signature: { ...good, rand: String((Number(good.rand) + 1) % 99_999) } }), 403, 'BAD_SIGNATURE', 'other rand');
    expectFailure(await call('GET', '/jobs', { signature: { ...good, rand: '99999' } }), 403, 'BAD_SIGNATURE', 'rand out of range');
    expectFailure(
      await call('GET', '/jobs', { signature: { ...good, timestamp: String(Math.floor(Number(good.timestamp) / 1000)) } }),
      403,
      'BAD_SIGNATURE',
      'timestamp in seconds',
    );
  });

  it('a timestamp more than 5 minutes off is a 403 STALE_TIMESTAMP, however well signed', async () => {
    expectFailure(await call('GET', '/jobs', { signature: signedAt(Date.now() - 6 * 60_000, 4242) }), 403, 'STALE_TIMESTAMP', '6 minutes old');
    expectFailure(await call('GET', '/jobs', { signature: signedAt(Date.now() + 6 * 60_000, 4243) }), 403, 'STALE_TIMESTAMP', '6 minutes ahead');
  });

  it('the same (timestamp, rand) twice is a 403 REPLAYED_REQUEST', async () => {
    const once = signed();
    expectSuccess(await call('GET', '/jobs?pageSize=1', { signature: once }), 'first');
    expectFailure(await call('GET', '/jobs?pageSize=1', { signature: once }), 403, 'REPLAYED_REQUEST', 'replayed');
    // On another path too: the signature does not cover the path.
    expectFailure(await call('GET', '/jobs?pageSize=2', { signature: once }), 403, 'REPLAYED_REQUEST', 'replayed elsewhere');
  });

  it('is checked before the session: a bad signature with a good token is still a 403', async () => {
    expectFailure(await call('GET', '/auth/current', { signature: { 'api-version': '1' }, token: 'whatever' }), 403, 'BAD_SIGNATURE', 'unsigned, with a token');
  });
});
