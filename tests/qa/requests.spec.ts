import { computeApiSecret, DEV_SIGN_KEY, expect, test } from './fixtures.ts';

/**
 * docs/QA.md, "What the app sent": the request log of the state. The application the app sent is signed as
 * SPEC §7 says (api-version 1, the session token, a fresh timestamp, rand below 99999, apiSecret the double
 * hash), form-encoded, and sent once.
 */
test('the application the app sent: signed, with the token, form-encoded, once', async ({ mock, signInAs, jobs }) => {
  const session = await signInAs('seeker');
  await jobs.search({ city: 'kunming', category: 'logistics' });
  const id = await jobs.openResult(0);
  await mock.clearRequests();
  await jobs.apply();

  const sent = await mock.requests({ path: `/jobs/${id}/apply` });
  expect(sent).toHaveLength(1);
  const [apply] = sent;
  expect(apply.method).toBe('POST');
  expect(apply.headers['api-version']).toBe('1');
  // The token is masked in the log (its first four characters and its length): enough to tell whose it is.
  expect(apply.headers.token).toBe(`${session.token.slice(0, 4)}…(${session.token.length})`);
  expect(apply.sessionUserId).toBe(session.user.id);
  expect(Math.abs(Number(apply.headers.timestamp) - Date.now())).toBeLessThan(60_000);
  expect(Number(apply.headers.rand)).toBeGreaterThanOrEqual(0);
  expect(Number(apply.headers.rand)).toBeLessThan(99_999);
  expect(apply.headers.apisecret).toBe(computeApiSecret(apply.headers.timestamp, apply.headers.rand, DEV_SIGN_KEY));
  expect(apply.signatureValid).toBe(true);
  expect(apply.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(apply.body).toHaveProperty('resumeId');
});
