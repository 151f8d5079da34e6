import { describe, expect, it } from 'vitest';
import { call, PEOPLE, signIn } from './client.ts';
import { expectFailure, expectSuccess } from './expect.ts';

/** docs/API.md, "Envelope", "Paging" and "Errors": the status catalogue and the shapes every answer takes. */
describe('statuses and envelopes', () => {
  it('a list is a page: { list, total, current, pageSize }, paged as asked', async () => {
    const page = expectSuccess<{ list: unknown[]; total: number; current: number; pageSize: number }>(await call('GET', '/jobs?pageSize=5&current=2'));
    expect(page).toMatchObject({ current: 2, pageSize: 5 });
    expect(page.list.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThan(5);
    const past = expectSuccess<{ list: unknown[]; total: number }>(await call('GET', '/jobs?pageSize=50&current=1000'));
    expect(past).toMatchObject({ list: [], total: page.total });
  });

  it('422 VALIDATION_FAILED names each invalid field in `errors`', async () => {
    const res = await call('GET', '/jobs?salary=abc&pageSize=500');
    expectFailure(res, 422, 'VALIDATION_FAILED', 'bad salary and pageSize');
    const fields = (res.body.errors ?? []).map((e) => e.field).sort();
    expect(fields).toEqual(['pageSize', 'salary']);
    for (const e of res.body.errors ?? []) expect(e.message).toMatch(/\p{Script=Han}/u);
  });

  it('400 BAD_JSON for a JSON body that does not parse', async () => {
    expectFailure(await call('POST', '/auth/login', { body: '{"type":', contentType: 'application/json' }), 400, 'BAD_JSON');
  });

  it('404 NOT_FOUND for an unknown path or id; 405 for a known path with the wrong method; 400 BAD_PATH for a bad escape', async () => {
    expectFailure(await call('GET', '/no-such-endpoint'), 404, 'NOT_FOUND', 'unknown path');
    expectFailure(await call('GET', '/jobs/j999999999'), 404, 'NOT_FOUND', 'unknown job');
    expectFailure(await call('DELETE', '/jobs'), 405, 'METHOD_NOT_ALLOWED', 'DELETE /jobs');
    expectFailure(await call('GET', '/jobs/%zz'), 400, 'BAD_PATH', '/jobs/%zz');
    expectFailure(await call('GET', '/%zz'), 400, 'BAD_PATH', '/%zz');
  });

  it('HEAD is answered like GET, without a body', async () => {
    const head = await call('HEAD', '/jobs?pageSize=1');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('401 UNAUTHENTICATED without a token where a user is needed, and for a dead token on an optional route', async () => {
    expectFailure(await call('GET', '/auth/current'), 401, 'UNAUTHENTICATED', 'no token');
    expectFailure(await call('GET', '/auth/current', { token: 'not-a-session' }), 401, 'UNAUTHENTICATED', 'unknown token');
    // An optional route reads the viewer: a token that is not a session is refused, not answered as a visitor.
    expectFailure(await call('GET', '/jobs?pageSize=1', { token: 'not-a-session' }), 401, 'UNAUTHENTICATED', 'optional route, unknown token');
  });

  it('403 FORBIDDEN for the wrong role, with the reason', async () => {
    const seeker = await signIn(PEOPLE.seeker);
    expectFailure(await call('GET', '/enterprise/applicants', { token: seeker }), 403, 'FORBIDDEN', 'a seeker on /enterprise/applicants');
    const employer = await signIn(PEOPLE.employer);
    expectFailure(await call('GET', '/me/applications', { token: employer }), 403, 'FORBIDDEN', 'a recruiter on /me/applications');
  });
});
