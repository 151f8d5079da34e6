import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { MOCK_STATE_HEADER, TEST_RESET_PATH } from '../../mock/core/testStates.ts';
import { DEFAULT_SIGN_KEY } from '../../mock/server.ts';
import { TOKEN_KEY, UNION_USER_KEY } from '../../src/constants/index.ts';
import type { LoginResult, UnionUser } from '../../src/contract/auth.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';

/**
 * The e2e `test`: import `test` and `expect` from here, not from '@playwright/test'.
 *
 * - Known state: before each test the mock is reset to its seed (`POST /user/__test__/reset`, about 100 ms),
 *   so a test may apply, save or chat and still pass when run again. Each worker has a mock state of its own
 *   (the `x-mock-state` header on everything its browser and API client send; see playwright.config.ts).
 * - `signIn(DEMO.seeker)`: signs in through the API and hands the session to the page the way the app keeps
 *   it (sessionStorage); then `page.goto` where the test starts. Returns `{ token, user }`.
 *   Only tests of the sign-in flow itself fill in the form (`signInWithPassword` in helpers.ts).
 * - `api`: signed calls to the mock, in this worker's state (`api.data('GET', '/me/alerts', { token })`).
 */
export { expect };

export interface Session {
  token: string;
  user: UnionUser;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  errorCode?: string;
  errorMessage?: string;
}

interface CallInit {
  /** The session token (none: a visitor). */
  token?: string;
  /** A form body, as the app sends it. */
  form?: Record<string, string>;
  /** A JSON body (endpoints whose bodies have arrays or nested objects). */
  json?: object;
}

export interface MockClient {
  /** A signed request; the HTTP status and the parsed envelope, whatever they are. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init?: CallInit): Promise<{ status: number; body: Envelope<T> }>;
  /** A signed request that must succeed; its `data`. */
  data<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init?: CallInit): Promise<T>;
}

function mockClient(request: APIRequestContext): MockClient {
  const client: MockClient = {
    async call(method, path, init = {}) {
      const headers = { ...signatureHeaders(DEFAULT_SIGN_KEY), token: init.token ?? '' };
      const res = await request.fetch(`/user${path}`, { method, headers, form: init.form, data: init.json });
      return { status: res.status(), body: await res.json() };
    },
    async data(method, path, init) {
      const { status, body } = await client.call<never>(method, path, init);
      expect(body.success, `${method} ${path} → ${status} ${JSON.stringify(body)}`).toBe(true);
      return body.data;
    },
  };
  return client;
}

/**
 * A same-origin page that is not the app: the session is written there, so the app reads it when it starts,
 * as after a real sign-in. (An init script would write it again on every load, and put back a session the
 * app had just dropped on sign-out or a 401.)
 */
const SESSION_DOOR = '/pc/__e2e__/session';

async function handSessionTo(page: Page, session: Session) {
  // An icon of its own: without one the browser asks for /favicon.ico, whose 404 is a console error.
  const html = '<!doctype html><link rel="icon" href="data:,"><title>e2e</title>';
  await page.route(`**${SESSION_DOOR}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(SESSION_DOOR);
  await page.unroute(`**${SESSION_DOOR}`);
  await page.evaluate(
    ([keys, token, user]) => {
      sessionStorage.setItem(keys[0], token);
      sessionStorage.setItem(keys[1], user);
    },
    [[TOKEN_KEY, UNION_USER_KEY], session.token, JSON.stringify(session.user)] as const,
  );
}

type Account = { mobile: string; password: string };

export const test = base.extend<{
  resetMock: void;
  api: MockClient;
  signIn: (account: Account) => Promise<Session>;
  openAs: (account: Account) => Promise<Page>;
}>({
  // Both the browser context and the `request` client are made with these headers. parallelIndex, not
  // workerIndex: a worker that replaces a failed one takes over its state, and there are never more states
  // than workers.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) =>
    provide({ ...extraHTTPHeaders, [MOCK_STATE_HEADER]: `worker-${testInfo.parallelIndex}` }),
  resetMock: [
    async ({ request }, provide) => {
      const res = await request.post(`/user${TEST_RESET_PATH}`);
      if (!res.ok()) throw new Error(`Resetting the mock failed (${res.status()}): was the server started with MOCK_TEST_API=1?`);
      await provide();
    },
    { auto: true },
  ],
  api: async ({ request }, provide) => provide(mockClient(request)),
  // Per test, not once per worker: the reset before each test drops every session (a login is one request).
  signIn: async ({ page, api }, provide) => {
    await provide(async ({ mobile, password }) => {
      const { token, user } = await api.data<LoginResult>('POST', '/auth/login', { form: { type: 'password', mobile, password } });
      await handSessionTo(page, { token, user });
      return { token, user };
    });
  },
  /**
   * A second person at a second browser (a context of their own, same mock state), signed in: for flows where
   * a seeker and a recruiter act in turn and each sees the other's step.
   */
  openAs: async ({ browser, api, baseURL, extraHTTPHeaders, viewport, locale }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async ({ mobile, password }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport, locale, serviceWorkers: 'block' });
      contexts.push(context);
      const other = await context.newPage();
      const { token, user } = await api.data<LoginResult>('POST', '/auth/login', { form: { type: 'password', mobile, password } });
      await handSessionTo(other, { token, user });
      return other;
    });
    for (const context of contexts) await context.close();
  },
});
