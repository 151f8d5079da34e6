import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import { computeApiSecret } from './sign.ts';

vi.mock('./notifier.ts', () => ({ showErrorNotification: vi.fn(), bindNotification: vi.fn() }));
vi.mock('./reload.ts', () => ({ reloadAtRoot: vi.fn(), reloadHere: vi.fn(), isLeaving: () => false }));

const { showErrorNotification } = await import('./notifier.ts');
const { reloadAtRoot } = await import('./reload.ts');
const { api, callApi, letSessionGo, resetUnauthorizedGuard, RequestError } = await import('./index.ts');
const { takeSessionEnded } = await import('@/services/session.ts');
const { leaveSessionSync } = await import('@/services/sessionSync.ts');

type Captured = { url: string; init: RequestInit & { headers: Record<string, string> } };
let captured: Captured[] = [];

function respond(status: number, body: unknown, statusText = '') {
  const fetchMock = vi.fn(async (url: string, init: Captured['init']) => {
    captured.push({ url, init });
    return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  captured = [];
  sessionStorage.clear();
  resetUnauthorizedGuard();
  vi.mocked(showErrorNotification).mockClear();
  vi.mocked(reloadAtRoot).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('every request', () => {
  it('goes to requestUrl with the signed headers and the session token', async () => {
    sessionStorage.setItem('token', 'tok-123');
    respond(200, { success: true, data: { ok: 1 } });
    await expect(api.get('/auth/current')).resolves.toEqual({ ok: 1 });
    const { url, init } = captured[0];
    expect(url).toBe('/user/auth/current');
    const h = init.headers;
    expect(h['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(h['api-version']).toBe('1');
    expect(h.token).toBe('tok-123');
    expect(h.timestamp).toMatch(/^\d{13}$/);
    expect(Math.abs(Number(h.timestamp) - Date.now())).toBeLessThan(5000);
    expect(Number(h.rand)).toBeGreaterThanOrEqual(0);
    expect(Number(h.rand)).toBeLessThan(99999);
    expect(h.apiSecret).toBe(computeApiSecret(h.timestamp, h.rand, import.meta.env.VITE_API_SIGN_KEY));
  });

  it('sends the session it was given (signing out, after this tab has already let it go)', async () => {
    respond(200, { success: true, data: null });
    await api.post('/auth/logout', undefined, { sessionToken: 'ending-123', keepalive: true });
    expect(captured[0].init.headers.token).toBe('ending-123');
    expect(captured[0].init.keepalive).toBe(true);
  });

  it('sends an empty token header when signed out', async () => {
    respond(200, { success: true, data: null });
    await api.get('/x');
    expect(captured[0].init.headers.token).toBe('');
  });

  it('form-encodes bodies by default, dropping null and undefined', async () => {
    respond(200, { success: true, data: null });
    await api.post('/x', { a: 1, b: null, c: undefined, d: '', e: [1, 2], f: '中文 &' });
    expect(captured[0].init.body).toBe('a=1&d=&e=1&e=2&f=%E4%B8%AD%E6%96%87%20%26');
  });

  it('drops null query params too', async () => {
    respond(200, { success: true, data: null });
    await api.get('/jobs', { city: 'hangzhou', salary: null, page: 2 });
    expect(captured[0].url).toBe('/user/jobs?city=hangzhou&page=2');
  });

  it("sends JSON with requestType: 'json', keeping nulls", async () => {
    respond(200, { success: true, data: null });
    await callApi('/x', { method: 'POST', data: { a: 1, b: null }, requestType: 'json' });
    expect(captured[0].init.headers['Content-Type']).toBe('application/json;charset=UTF-8');
    expect(captured[0].init.body).toBe('{"a":1,"b":null}');
  });
});

describe('error handling (SPEC §8)', () => {
  const statuses = [400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504] as const;
  it.each(statuses)("status %i: a notification titled with the code, the API's words, then the catalogue message", async (status) => {
    respond(status, { success: false, errorCode: 'X', errorMessage: 'server words' });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as InstanceType<typeof RequestError>).status).toBe(status);
    expect(showErrorNotification).toHaveBeenCalledTimes(1);
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', String(status), `server words\n${zhCN[`request.error.${status}`]}`);
  });

  it('a failure body without words of its own: the catalogue message alone', async () => {
    respond(403, {});
    await api.get('/x').catch(() => undefined);
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', '403', zhCN['request.error.403']);
  });

  it('an unmapped status shows its status text', async () => {
    respond(418, {}, "I'm a teapot");
    await api.get('/x').catch(() => undefined);
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', '418', "I'm a teapot");
  });

  it("an unmapped status with a failure body: titled with the code, the API's words and the status text below it", async () => {
    respond(409, { success: false, errorCode: 'MOBILE_TAKEN', errorMessage: '该手机号已注册' }, 'Conflict');
    await api.post('/x').catch(() => undefined);
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', '409', '该手机号已注册\nConflict');
  });

  it("a 500 says in words that it is not the reader's doing, and asks them to check neither network nor server", async () => {
    respond(500, {});
    await api.get('/x').catch(() => undefined);
    const [, title, description] = vi.mocked(showErrorNotification).mock.calls[0];
    expect(title).toBe('500');
    expect(description).toBe(zhCN['request.error.500']);
    expect(description).not.toMatch(/检查网络|检查服务器/);
  });

  it('no response: 网络异常 with the network text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect((error as InstanceType<typeof RequestError>).isNetworkError).toBe(true);
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', '网络异常', '您的网络发生异常，无法连接服务器');
  });

  it('no response while the browser is offline: says so, and that the action needs the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await api.post('/x', { a: 1 }).catch(() => undefined);
    } finally {
      onLine.mockRestore();
    }
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', zhCN['request.error.offline.title'], zhCN['request.error.offline']);
  });

  it('a 200 body with success: false goes to the error handling: titled with its status, its errorMessage below', async () => {
    respond(200, { success: false, errorCode: 'ALREADY_APPLIED', errorMessage: '您已投递过该职位' });
    const error = await api.post('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'ALREADY_APPLIED', message: '您已投递过该职位' });
    // Not the 200's catalogue text, which describes a success.
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', '200', '您已投递过该职位');
  });

  it('skipErrorHandler: no notification, the caller gets the field errors', async () => {
    respond(422, { success: false, errorCode: 'VALIDATION_FAILED', errorMessage: 'bad', errors: [{ field: 'mobile', message: '手机号不对' }] });
    const error = await api.post('/x', {}, { skipErrorHandler: true }).catch((e: unknown) => e);
    expect(showErrorNotification).not.toHaveBeenCalled();
    expect((error as InstanceType<typeof RequestError>).fields).toEqual([{ field: 'mobile', message: '手机号不对' }]);
  });

  it('skipErrorHandler also covers a success: false body', async () => {
    respond(200, { success: false, errorCode: 'X', errorMessage: 'quiet' });
    await api.post('/x', {}, { skipErrorHandler: true }).catch(() => undefined);
    expect(showErrorNotification).not.toHaveBeenCalled();
  });
});

describe('401', () => {
  const unauthorized = { success: false, errorCode: 'UNAUTHENTICATED', errorMessage: 'expired' };
  let otherTab: BroadcastChannel;
  let heard: unknown[];
  beforeEach(() => {
    heard = [];
    otherTab = new BroadcastChannel('jucai-session');
    otherTab.onmessage = (event) => heard.push(event.data);
  });
  afterEach(() => {
    otherTab.close();
    leaveSessionSync();
  });

  it('empties the session, reloads at the root once for several failures, and leaves the notice for after the reload', async () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('unionuser', '{"id":"u1"}');
    sessionStorage.setItem('draft:apply', 'what the user typed');
    respond(401, unauthorized);
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')].map((p) => p.catch(() => undefined)));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('unionuser')).toBeNull();
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
    // No notification that the reload would cut off after a few milliseconds: the notice comes after it.
    expect(showErrorNotification).not.toHaveBeenCalled();
    expect(takeSessionEnded()).toBe('expired');
    // A draft kept in the tab survives the sign-out.
    expect(sessionStorage.getItem('draft:apply')).toBe('what the user typed');
  });

  it('signs out even when the caller passed skipErrorHandler (which only silences the notification)', async () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('unionuser', '{"id":"u1"}');
    respond(401, unauthorized);
    const error = await api.post('/seeker/apply', {}, { skipErrorHandler: true }).catch((e: unknown) => e);
    expect((error as InstanceType<typeof RequestError>).status).toBe(401);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
    expect(showErrorNotification).not.toHaveBeenCalled();
  });

  it('tells the other tabs that the token ended', async () => {
    sessionStorage.setItem('token', 'dead-token');
    respond(401, unauthorized);
    await api.get('/a').catch(() => undefined);
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'token-ended', token: 'dead-token' }));
  });

  it('a request sent without a token: no sign-out, no reload (no reload loop), the caller still gets the 401', async () => {
    respond(401, unauthorized);
    const error = await api.get('/a').catch((e: unknown) => e);
    expect((error as InstanceType<typeof RequestError>).status).toBe(401);
    expect(reloadAtRoot).not.toHaveBeenCalled();
    expect(takeSessionEnded()).toBeNull();
    // Nothing ends, so the catalogue notification stays on screen like any other failure's.
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', '401', `expired\n${zhCN['request.error.401']}`);
  });

  it('a request sent with a token this tab has since replaced does not end the new session', async () => {
    sessionStorage.setItem('token', 'old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        sessionStorage.setItem('token', 'new');
        return new Response(JSON.stringify(unauthorized), { status: 401, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await api.get('/a').catch(() => undefined);
    expect(sessionStorage.getItem('token')).toBe('new');
    expect(reloadAtRoot).not.toHaveBeenCalled();
  });

  it('the start-up session check ends a dead session like any other 401: reload at /pc/, which says why', async () => {
    sessionStorage.setItem('token', 't');
    respond(401, unauthorized);
    const { queryCurrentUser } = await import('@/services/auth.ts');
    await queryCurrentUser({ skipErrorHandler: true }).catch(() => undefined);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
    expect(takeSessionEnded()).toBe('expired');
    expect(showErrorNotification).not.toHaveBeenCalled();
  });

  it('a 401 to the token a sign-out on purpose is ending is that sign-out: no reload, no "expired", no notice', async () => {
    sessionStorage.setItem('token', 't');
    respond(401, unauthorized);
    letSessionGo('t');
    const error = await api.get('/user/unread').catch((e: unknown) => e);
    expect((error as InstanceType<typeof RequestError>).status).toBe(401);
    expect(reloadAtRoot).not.toHaveBeenCalled();
    expect(takeSessionEnded()).toBeNull();
    expect(showErrorNotification).not.toHaveBeenCalled();
    // Another session's 401 is still what it was.
    sessionStorage.setItem('token', 'next');
    await api.get('/a').catch(() => undefined);
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
  });

  it('only 401 does that: a 403 keeps the session', async () => {
    sessionStorage.setItem('token', 't');
    respond(403, { success: false, errorCode: 'FORBIDDEN', errorMessage: 'no' });
    await api.get('/a').catch(() => undefined);
    expect(sessionStorage.getItem('token')).toBe('t');
    expect(reloadAtRoot).not.toHaveBeenCalled();
  });
});

describe('429', () => {
  it('gives the caller the seconds to wait', async () => {
    respond(429, { success: false, errorCode: 'LOGIN_LOCKED', errorMessage: 'locked', retryAfter: 900 });
    const error = await api.post('/auth/login', {}, { skipErrorHandler: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, errorCode: 'LOGIN_LOCKED', retryAfter: 900 });
  });
});
