// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_STATE_HEADER } from './core/testStates.ts';
import { startMock } from './test/client.ts';
import { APPLICATION_STATUS_VALUES } from '../src/dicts/job.ts';
import { computeApiSecret } from '../src/services/request/sign.ts';
import { DEFAULT_SIGN_KEY } from './server.ts';

/**
 * The test control API (mock/control, docs/API.md "Test-only"): scenarios, the clock of a state, faults per
 * route pattern, dropping live streams, a late SMS code, and the log of requests. Each `startMock` seeds (about
 * 100 ms idle, more on a busy machine): the tests share a few servers.
 */
type Mock = Awaited<ReturnType<typeof startMock>>;
let mock: Mock | undefined;
afterEach(() => mock?.close());

const state = (name: string) => ({ [MOCK_STATE_HEADER]: name });
const control = <T = Record<string, unknown>>(m: Mock, method: string, path: string, body?: Record<string, unknown>, name = 'qa') =>
  m.call<T>(method, `/__test__${path}`, { body, json: true, headers: state(name) });
const dataOf = <T>(res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: T }).data;
};
const inQa = { headers: state('qa') };
type Reset = { scenario: string; accounts: Record<string, { mobile: string; password?: string; userId: string | null }>; facts: Record<string, never> };
const reset = async (m: Mock, scenario?: string) => dataOf<Reset>(await control(m, 'POST', '/reset', scenario ? { scenario } : {}));
const login = async (m: Mock, mobile: string) =>
  dataOf<{ token: string }>(await m.call('POST', '/auth/login', { body: { type: 'password', mobile, password: 'Jucai@2026' }, ...inQa })).token;

describe('scenarios', { timeout: 60_000 }, () => {
  it('lists the named scenarios, and refuses an unknown one with 422', async () => {
    mock = await startMock({ testApi: true });
    const { list } = dataOf<{ list: Array<{ name: string }> }>(await control(mock, 'GET', '/scenarios'));
    expect(list.map((s) => s.name)).toEqual([
      'seed',
      'new-visitor',
      'seeker-all-application-states',
      'recruiter-quota-exhausted',
      'uncertified-company',
      'gig-worker-shift-today',
      'expired-session',
    ]);
    const res = await control(mock, 'POST', '/reset', { scenario: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0].field).toBe('scenario');
  });

  it('each scenario is what it says, through the API a client sees', async () => {
    mock = await startMock({ testApi: true });

    const seeker = await reset(mock, 'seeker-all-application-states');
    const token = await login(mock, seeker.accounts.seeker.mobile);
    const apps = dataOf<{ list: Array<{ status: string }> }>(await mock.call('GET', '/me/applications?pageSize=50', { token, ...inQa }));
    expect(new Set(apps.list.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUS_VALUES));

    const recruiter = await reset(mock, 'recruiter-quota-exhausted');
    const rt = await login(mock, recruiter.accounts.recruiter.mobile);
    const unlock = await mock.call('POST', `/resumes/${recruiter.facts.lockedResumeId}/unlock`, { token: rt, ...inQa });
    expect(unlock.status).toBe(409);
    expect(unlock.body.errorCode).toBe('QUOTA_EXHAUSTED');
    expect(Date.parse(recruiter.facts.interviewAt)).toBeGreaterThan(Date.now());
    expect(recruiter.facts.applicants).toBeGreaterThan(0);

    const expired = await reset(mock, 'expired-session');
    expect((await mock.call('GET', '/auth/current', { token: expired.facts.token, ...inQa })).status).toBe(401);

    const visitor = await reset(mock, 'new-visitor');
    expect(visitor.accounts.visitor.userId).toBeNull();
    expect((await mock.call('POST', '/auth/sms', { body: { mobile: visitor.accounts.visitor.mobile }, ...inQa })).status).toBe(200);
    const signUp = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile: visitor.accounts.visitor.mobile, code: '123456' }, ...inQa });
    expect((signUp.body.data as { isNew: boolean }).isNew).toBe(true);

    const gig = await reset(mock, 'gig-worker-shift-today');
    const wt = await login(mock, gig.accounts.worker.mobile);
    const order = dataOf<{ status: string; shift: { date: string } }>(await mock.call('GET', `/me/gig-orders/${gig.facts.orderId}`, { token: wt, ...inQa }));
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(order.status).toBe('hired');
    expect(JSON.stringify(order)).toContain(today);

    const uncertified = await reset(mock, 'uncertified-company');
    expect(uncertified.accounts.recruiter.mobile).toBe('13800000005');
  });
});

describe('the clock of a state', { timeout: 60_000 }, () => {
  it('reads, sets and advances; sessions expire, plans lapse, posts expire, gig sign-ups close', async () => {
    mock = await startMock({ testApi: true });
    const before = dataOf<{ epochMs: number; offsetMs: number }>(await control(mock, 'GET', '/clock'));
    expect(Math.abs(before.epochMs - Date.now())).toBeLessThan(5_000);
    const token = await login(mock, '13800000002');
    const jobs = dataOf<Array<{ id: string; status: string; expiresAt: string | null }>>(await mock.call('GET', '/enterprise/jobs', { token, ...inQa }));
    const open = jobs.find((j) => j.status === 'open' && j.expiresAt)!;
    const membership = dataOf<{ plan: string; expiresAt: string }>(await mock.call('GET', '/enterprise/membership', { token, ...inQa }));
    expect(membership.plan).not.toBe('free');

    // Within the session's two hours it still works; the moment after, it is a 401.
    dataOf(await control(mock, 'POST', '/clock', { advance: '119m' }));
    expect((await mock.call('GET', '/auth/current', { token, ...inQa })).status).toBe(200);
    const moved = dataOf<{ offsetMs: number }>(await control(mock, 'POST', '/clock', { advance: '2m' }));
    expect(moved.offsetMs).toBeGreaterThanOrEqual(121 * 60_000);
    expect((await mock.call('GET', '/auth/current', { token, ...inQa })).status).toBe(401);

    // Past the plan's end and the post's: a new session sees the free plan and the post no longer open.
    const at = Math.max(Date.parse(membership.expiresAt), Date.parse(open.expiresAt!)) + 86_400_000;
    expect(dataOf<{ epochMs: number }>(await control(mock, 'POST', '/clock', { at: new Date(at).toISOString() })).epochMs).toBe(at);
    const later = await login(mock, '13800000002');
    expect(dataOf<{ plan: string; lapsed: unknown }>(await mock.call('GET', '/enterprise/membership', { token: later, ...inQa }))).toMatchObject({
      plan: 'free',
    });
    const job = dataOf<Array<{ id: string; status: string }>>(await mock.call('GET', '/enterprise/jobs', { token: later, ...inQa })).find(
      (j) => j.id === open.id,
    )!;
    expect(job.status).not.toBe('open');

    // Another state keeps the real clock.
    expect(dataOf<{ offsetMs: number }>(await control(mock, 'GET', '/clock', undefined, 'other')).offsetMs).toBe(0);
  });

  it('a gig whose sign-up deadline passes is no longer open', async () => {
    mock = await startMock({ testApi: true });
    const { list } = dataOf<{ list: Array<{ id: string }> }>(await mock.call('GET', '/gigs?pageSize=5', inQa));
    const gig = dataOf<{ status: string; shifts: Array<{ signUpDeadline: string }> }>(await mock.call('GET', `/gigs/${list[0].id}`, inQa));
    expect(gig.status).toBe('open');
    const last = Math.max(...gig.shifts.map((s) => Date.parse(s.signUpDeadline)));
    dataOf(await control(mock, 'POST', '/clock', { at: last + 60_000 }));
    expect(dataOf<{ status: string }>(await mock.call('GET', `/gigs/${list[0].id}`, inQa)).status).not.toBe('open');
  });

  it('refuses a clock request that is not one (422)', async () => {
    mock = await startMock({ testApi: true });
    for (const body of [{}, { advance: '-1h' }, { advance: 'soon' }, { at: 'yesterday' }, { at: 1, advance: 1 }, { advance: '1h', extra: 1 }]) {
      const res = await control(mock, 'POST', '/clock', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('faults', { timeout: 60_000 }, () => {
  it('answers a catalogue status with or without the envelope, once, N times or always, then the real answer', async () => {
    mock = await startMock({ testApi: true });
    const f = dataOf<{ id: string; left: number }>(await control(mock, 'POST', '/faults', { method: 'GET', path: '/agreements/*', status: 503, times: 2 }));
    expect(f.left).toBe(2);
    for (let i = 0; i < 2; i++) {
      const res = await mock.call('GET', '/agreements/user', inQa);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, errorCode: 'INJECTED_503' });
    }
    expect((await mock.call('GET', '/agreements/user', inQa)).status).toBe(200);
    expect(dataOf<{ list: unknown[] }>(await control(mock, 'GET', '/faults')).list).toEqual([]);

    dataOf(await control(mock, 'POST', '/faults', { path: '/agreements/**', status: 500, body: 'none' }));
    dataOf(await control(mock, 'POST', '/faults', { path: '/jobs/*', status: 422, errorCode: 'X', errorMessage: '字段错误' }));
    for (let i = 0; i < 3; i++) {
      const res = await mock.call('GET', '/agreements/user', inQa);
      expect(res.status).toBe(500);
      expect(res.body).toBe('');
    }
    expect((await mock.call('GET', '/jobs/j1', inQa)).body).toEqual({ success: false, errorCode: 'X', errorMessage: '字段错误' });
    // `*` is one segment: /jobs/j1/similar is not /jobs/*.
    expect((await mock.call('GET', '/jobs/j1/similar', inQa)).status).toBe(200);
    // Another state has no faults.
    expect((await mock.call('GET', '/agreements/user', { headers: state('other') })).status).toBe(200);
    expect(dataOf<{ cleared: number }>(await control(mock, 'DELETE', '/faults')).cleared).toBe(2);
    expect((await mock.call('GET', '/agreements/user', inQa)).status).toBe(200);
  });

  it('adds latency, drops the connection, or sends JSON that does not parse; the method must match', async () => {
    mock = await startMock({ testApi: true });
    dataOf(await control(mock, 'POST', '/faults', { method: 'GET', path: '/agreements/user', latencyMs: 300, times: 1 }));
    const started = Date.now();
    expect((await mock.call('GET', '/agreements/user', inQa)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);

    dataOf(await control(mock, 'POST', '/faults', { method: 'GET', path: '/agreements/user', abort: true, times: 1 }));
    await expect(mock.call('GET', '/agreements/user', inQa)).rejects.toThrow();

    dataOf(await control(mock, 'POST', '/faults', { method: 'POST', path: '/agreements/user', malformed: true }));
    expect((await mock.call('GET', '/agreements/user', inQa)).status).toBe(200);
    const res = await fetch(`${mock.base}/agreements/user`, { method: 'POST', headers: state('qa') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.clone().json()).rejects.toThrow();
  });

  it('refuses a fault that is not one (422), naming the field', async () => {
    mock = await startMock({ testApi: true });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ path: '/jobs', status: 418 }, 'status'],
      [{ path: '/jobs', status: 409 }, 'status'],
      [{ path: 'jobs', status: 500 }, 'path'],
      [{ path: '/jobs' }, '_'],
      [{ path: '/jobs', status: 500, abort: true }, 'status'],
      [{ path: '/jobs', latencyMs: 60_000 }, 'latencyMs'],
      [{ path: '/jobs', status: 500, times: 0 }, 'times'],
      [{ path: '/jobs', status: 500, method: 'PATCH' }, 'method'],
      [{ path: '/jobs', status: 500, body: 'html' }, 'body'],
      [{ path: '/jobs', status: 500, surprise: true }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await control(mock, 'POST', '/faults', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors?.map((e) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(dataOf<{ list: unknown[] }>(await control(mock, 'GET', '/faults')).list).toEqual([]);
  });
});

describe('live streams, SMS and the request log', { timeout: 60_000 }, () => {
  it('drops the open live streams of a state (no `closed` event: a network loss)', async () => {
    mock = await startMock({ testApi: true });
    const token = await login(mock, '13800000001');
    const { ticket } = dataOf<{ ticket: string }>(await mock.call('POST', '/stream/ticket', { token, ...inQa }));
    const stream = await fetch(`${mock.base}/stream?ticket=${ticket}`, { headers: state('qa') });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');
    expect(dataOf<{ closed: number }>(await control(mock, 'POST', '/stream/close')).closed).toBe(1);
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return 'ended';
      })(),
    ).rejects.toThrow();
    expect(dataOf<{ closed: number }>(await control(mock, 'POST', '/stream/close')).closed).toBe(0);
  });

  it('a late SMS code is refused until the clock reaches its arrival', async () => {
    mock = await startMock({ testApi: true });
    dataOf(await control(mock, 'POST', '/sms', { delayMs: 60_000 }));
    const mobile = '13912345678';
    expect((await mock.call('POST', '/auth/sms', { body: { mobile }, ...inQa })).status).toBe(200);
    const inAir = dataOf<{ codes: Array<{ mobile: string; arrived: boolean }> }>(await control(mock, 'GET', '/sms'));
    expect(inAir.codes).toEqual([expect.objectContaining({ mobile, code: '123456', arrived: false })]);
    const early = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile, code: '123456' }, ...inQa });
    expect(early.status).toBe(400);
    dataOf(await control(mock, 'POST', '/clock', { advance: '61s' }));
    expect((await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile, code: '123456' }, ...inQa })).status).toBe(200);
    expect((await control(mock, 'POST', '/sms', { delayMs: -1 })).status).toBe(422);
  });

  it('logs the requests of the state: headers with the token masked, the body, the signature and session checks', async () => {
    mock = await startMock({ testApi: true });
    const token = await login(mock, '13800000001');
    await mock.call('POST', '/jobs/j1/save', { token, ...inQa });
    await mock.call('GET', '/jobs?keyword=java', { headers: { ...state('qa'), cookie: 'a=b', authorization: 'Bearer x' } });
    const { list } = dataOf<{ list: Array<Record<string, unknown>> }>(await control(mock, 'GET', '/requests?limit=3'));
    expect(list.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/login', 'POST /jobs/j1/save', 'GET /jobs']);
    const [signIn, save, search] = list as unknown as Array<{
      headers: Record<string, string>;
      body: Record<string, string>;
      signatureValid: boolean;
      sessionUserId: string | null;
      query: Record<string, string>;
    }>;
    // The password is in the body the app sent: the log shows what was sent, it is a test double.
    expect(signIn.body).toMatchObject({ type: 'password', mobile: '13800000001' });
    expect(signIn.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(save.headers.token).toBe(`${token.slice(0, 4)}…(${token.length})`);
    expect(save.sessionUserId).toBe('u1');
    expect(save.signatureValid).toBe(true);
    expect(save.headers.apisecret).toBe(computeApiSecret(save.headers.timestamp, save.headers.rand, DEFAULT_SIGN_KEY));
    expect(Number(save.headers.rand)).toBeLessThan(99_999);
    expect(save.headers['api-version']).toBe('1');
    expect(search.query).toEqual({ keyword: 'java' });
    expect(search.headers).not.toHaveProperty('cookie');
    expect(search.headers).not.toHaveProperty('authorization');
    expect(search.sessionUserId).toBeNull();
    // Control requests are not in it; a filter by path; clearing.
    const saves = dataOf<{ list: unknown[] }>(await control(mock, 'GET', '/requests?path=/jobs/j1')).list;
    expect(saves).toHaveLength(1);
    expect(dataOf<{ cleared: number }>(await control(mock, 'DELETE', '/requests')).cleared).toBe(3);
    expect((await control(mock, 'GET', '/requests?limit=0')).status).toBe(422);
  });

  it('a large body (an upload) is logged by its size only', async () => {
    mock = await startMock({ testApi: true });
    const token = await login(mock, '13800000001');
    await mock.call('PUT', '/me/gig-profile', { token, json: true, body: { note: 'x'.repeat(20_000) }, ...inQa });
    const { list } = dataOf<{ list: Array<{ path: string; body: unknown }> }>(await control(mock, 'GET', '/requests?path=/me/gig-profile'));
    expect(list[0].body).toEqual({ omitted: true, chars: expect.any(Number) });
  });

  it('a forged signature is logged as invalid, and the request refused as always', async () => {
    mock = await startMock({ testApi: true });
    const res = await mock.call('GET', '/jobs/j1', { headers: { ...state('qa'), apiSecret: 'f'.repeat(64) } });
    expect(res.status).toBe(403);
    const { list } = dataOf<{ list: Array<{ signatureValid: boolean }> }>(await control(mock, 'GET', '/requests?limit=1'));
    expect(list[0].signatureValid).toBe(false);
  });
});
