import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeaders } from '../../src/services/request/sign.ts';
import { createMockApi, DEFAULT_SIGN_KEY, type MockApiOptions } from '../server.ts';

/**
 * Test harness for the mock API: serves it on an ephemeral loopback port and sends correctly signed requests,
 * the way the app does. `call` returns the HTTP status and the parsed envelope.
 */
export async function startMock(options: MockApiOptions = {}) {
  const api = createMockApi(options);
  const server: Server = createServer((req, res) => api.middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/user`;
  const now = options.now ?? Date.now;
  // The mock refuses a repeated (timestamp, rand) pair as a replay. Tests that hold the clock still send
  // hundreds of requests with one timestamp, where random rands would collide now and then (a flaky 403):
  // this client counts its rands instead, so no pair repeats within 99,999 requests.
  let sent = 0;
  const nextRand = () => ((sent++ % 99_999) + 0.5) / 99_999;

  async function call<T = unknown>(
    method: string,
    path: string,
    init: { body?: Record<string, unknown>; json?: boolean; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...signatureHeaders(DEFAULT_SIGN_KEY, now(), nextRand), token: init.token ?? '', ...init.headers };
    let body: string | undefined;
    if (init.body) {
      if (init.json) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(init.body);
      } else {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = new URLSearchParams(
          Object.entries(init.body).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]])),
        ).toString();
      }
    }
    const res = await fetch(`${base}${path}`, { method, headers, body });
    const text = await res.text();
    let data: T & { success?: boolean; data?: unknown; errorCode?: string; errorMessage?: string; errors?: Array<{ field: string; message: string }> };
    try {
      data = JSON.parse(text);
    } catch {
      data = text as never;
    }
    return { status: res.status, body: data, headers: res.headers };
  }

  async function login(mobile: string, password = 'Jucai@2026') {
    const res = await call<{ data: { token: string } }>('POST', '/auth/login', { body: { type: 'password', mobile, password } });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return (res.body.data as { token: string }).token;
  }

  /** Signs a number in by SMS the way the app does: a code is accepted only after one was sent (docs/API.md). */
  async function signInBySms(mobile: string) {
    await call('POST', '/auth/sms', { body: { mobile } });
    const res = await call<{ data: { token: string } }>('POST', '/auth/login', { body: { type: 'sms', mobile, code: '123456' } });
    if (res.status !== 200) throw new Error(`SMS sign-in failed: ${JSON.stringify(res.body)}`);
    return (res.body.data as { token: string }).token;
  }

  return { api, base, call, login, signInBySms, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
