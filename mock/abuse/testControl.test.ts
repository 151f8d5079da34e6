// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_STATE_HEADER, testApiEnabled } from '../core/testStates.ts';
import { startMock } from '../test/client.ts';

/**
 * The test control API as a hostile client finds it on a server started without MOCK_TEST_API=1 (npm start,
 * npm run preview, npm run mock, production): not there. Every path is an unknown path (404), whatever the
 * method, headers or body; nothing it would set (a fault, a clock) takes effect; the state header is ignored.
 */
type Mock = Awaited<ReturnType<typeof startMock>>;
let mock: Mock | undefined;
afterEach(() => mock?.close());

const CONTROL_CALLS: Array<[string, string, Record<string, unknown>?]> = [
  ['POST', '/__test__/reset', { scenario: 'expired-session' }],
  ['GET', '/__test__/scenarios'],
  ['GET', '/__test__/clock'],
  ['POST', '/__test__/clock', { advance: '3h' }],
  ['GET', '/__test__/faults'],
  ['POST', '/__test__/faults', { path: '/agreements/user', status: 500 }],
  ['DELETE', '/__test__/faults'],
  ['POST', '/__test__/stream/close'],
  ['GET', '/__test__/sms'],
  ['POST', '/__test__/sms', { delayMs: 1000 }],
  ['GET', '/__test__/requests'],
  ['DELETE', '/__test__/requests'],
  ['GET', '/__test__/anything'],
];

describe('the control API without MOCK_TEST_API=1', { timeout: 60_000 }, () => {
  it('is off for anything but exactly "1"', () => {
    for (const value of [undefined, '', '0', 'true', 'yes', ' 1', '1 ']) expect(testApiEnabled({ MOCK_TEST_API: value }), String(value)).toBe(false);
  });

  it('every control path is an unknown path (404), with or without a state header; nothing takes effect', async () => {
    mock = await startMock({ testApi: testApiEnabled({}) });
    for (const headers of [{}, { [MOCK_STATE_HEADER]: 'qa' }] as Array<Record<string, string>>) {
      for (const [method, path, body] of CONTROL_CALLS) {
        const res = await mock.call(method, path, { body, json: true, headers });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      }
    }
    // The fault and the clock it tried to set did nothing: the agreement answers, a new session lives.
    expect((await mock.call('GET', '/agreements/user')).status).toBe(200);
    const token = await mock.login('13800000001');
    expect((await mock.call('GET', '/auth/current', { token })).status).toBe(200);
    // Unsigned and unknown: not even a signature refusal that would hint at a route.
    const raw = await fetch(`${mock.base}/__test__/faults`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(raw.status).toBe(404);
  });

  it('a control path is also refused through the server the way other unknown paths are (dev/preview middleware)', async () => {
    mock = await startMock();
    const res = await fetch(`${mock.base}/__test__/requests?limit=200`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"list"');
  });
});
