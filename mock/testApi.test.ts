// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_STATE_HEADER, TEST_RESET_PATH, testApiEnabled } from './core/testStates.ts';
import { startMock } from './test/client.ts';

/**
 * The test-only API the e2e run relies on: off unless the server was started with MOCK_TEST_API=1; when on,
 * each named state is its own seeded world and a reset brings it back to the seed.
 */
type Mock = Awaited<ReturnType<typeof startMock>>;
let mock: Mock | undefined;
afterEach(() => mock?.close());

/** A clock that ticks 1 ms per read, so no two requests share a signature timestamp. */
const ticking = () => {
  let t = Date.parse('2026-11-22T08:00:00Z');
  return () => (t += 1);
};
const inState = (state: string) => ({ headers: { [MOCK_STATE_HEADER]: state } });
const loginIn = async (m: Mock, headers: Record<string, string> = {}) => {
  const res = await m.call<{ data: { token: string } }>('POST', '/auth/login', {
    body: { type: 'password', mobile: '13800000001', password: 'Jucai@2026' },
    headers,
  });
  expect(res.status).toBe(200);
  return (res.body.data as { token: string }).token;
};
const savedIds = async (m: Mock, token: string, headers: Record<string, string> = {}) => {
  const res = await m.call('GET', '/me/saved-jobs', { token, headers });
  expect(res.status).toBe(200);
  return (res.body.data as { list: Array<{ job: { id: string } }> }).list.map((s) => s.job.id);
};

describe('without MOCK_TEST_API=1', { timeout: 30_000 }, () => {
  it('the flag is off unless it is exactly 1', () => {
    expect(testApiEnabled({})).toBe(false);
    expect(testApiEnabled({ MOCK_TEST_API: '0' })).toBe(false);
    expect(testApiEnabled({ MOCK_TEST_API: 'true' })).toBe(false);
    expect(testApiEnabled({ MOCK_TEST_API: '1' })).toBe(true);
  });

  it('no npm script sets the flag: only the Playwright webServer does', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    for (const [name, script] of Object.entries(pkg.scripts)) expect(script, name).not.toContain('MOCK_TEST_API');
    expect(readFileSync(new URL('../tests/playwright.config.ts', import.meta.url), 'utf8')).toMatch(/MOCK_TEST_API: '1'/);
  });

  it('the reset path is an unknown path (404) and the state header is ignored', async () => {
    mock = await startMock({ now: ticking(), testApi: testApiEnabled({}) });
    const reset = await mock.call('POST', TEST_RESET_PATH);
    expect(reset.status).toBe(404);
    expect(reset.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    // A session opened "in state a" is simply a session of the one state.
    const token = await loginIn(mock, inState('a').headers);
    expect((await mock.call('GET', '/auth/current', { token })).status).toBe(200);
    expect((await mock.call('GET', '/auth/current', { token, ...inState('b') })).status).toBe(200);
  });
});

// Each named state is a full seed (about 100 ms on an idle machine, several times that on a busy one).
describe('with MOCK_TEST_API=1', { timeout: 30_000 }, () => {
  it('each named state is its own world; the main one is untouched', async () => {
    mock = await startMock({ now: ticking(), testApi: testApiEnabled({ MOCK_TEST_API: '1' }) });
    const token = await loginIn(mock, inState('worker-0').headers);
    expect((await mock.call('GET', '/auth/current', { token, ...inState('worker-0') })).status).toBe(200);
    expect((await mock.call('GET', '/auth/current', { token, ...inState('worker-1') })).status).toBe(401);
    expect((await mock.call('GET', '/auth/current', { token })).status).toBe(401);

    expect((await mock.call('POST', '/jobs/j1/save', { token, ...inState('worker-0') })).status).toBe(200);
    expect(await savedIds(mock, token, inState('worker-0').headers)).toContain('j1');
    const other = await loginIn(mock, inState('worker-1').headers);
    expect(await savedIds(mock, other, inState('worker-1').headers)).not.toContain('j1');
  });

  it('a reset brings the named state back to the seed: no sessions, no changes', async () => {
    mock = await startMock({ now: ticking(), testApi: true });
    const before = await loginIn(mock, inState('w').headers);
    expect((await mock.call('POST', '/jobs/j1/save', { token: before, ...inState('w') })).status).toBe(200);
    const reset = await mock.call('POST', TEST_RESET_PATH, inState('w'));
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, data: { state: 'w' } });
    expect((await mock.call('GET', '/auth/current', { token: before, ...inState('w') })).status).toBe(401);
    const after = await loginIn(mock, inState('w').headers);
    expect(await savedIds(mock, after, inState('w').headers)).not.toContain('j1');
  });

  it('a malformed state name is refused with 400', async () => {
    mock = await startMock({ now: ticking(), testApi: true });
    const res = await mock.call('GET', '/agreements/user', inState('../x'));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('BAD_MOCK_STATE');
  });
});
