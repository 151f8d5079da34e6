import { describe, expect, it } from 'vitest';
import { call, PEOPLE, signIn } from './client.ts';
import { expectFailure, expectSuccess } from './expect.ts';

/**
 * docs/API.md, "Tenant rules": a representative set, each tried as a hostile client would, with the seed's demo
 * accounts. Every check only reads or is refused, so the checks can run again and again against one server.
 */
const ONLINE_RESUME = 'cv-u1-online';
const OTHER_SEEKERS_RESUME = 'cv-u3-online';

describe('what an uncertified company may do', () => {
  it('reads no one: the talent pool and every resume are 403 COMPANY_NOT_CERTIFIED, before the id is looked at', async () => {
    const token = await signIn(PEOPLE.uncertified);
    for (const path of ['/enterprise/talents', '/enterprise/talents?keyword=前端', `/resumes/${ONLINE_RESUME}`, '/resumes/cv-nobody']) {
      const res = await call('GET', path, { token });
      expectFailure(res, 403, 'COMPANY_NOT_CERTIFIED', path);
      expect(res.body.errorMessage).toMatch(/认证/);
    }
    expectFailure(await call('POST', `/resumes/${ONLINE_RESUME}/unlock`, { token }), 403, 'COMPANY_NOT_CERTIFIED', 'unlock');
  });

  it('a certified company reads the same resume', async () => {
    expectSuccess(await call('GET', `/resumes/${ONLINE_RESUME}`, { token: await signIn(PEOPLE.employer) }));
  });
});

describe('what a block covers', () => {
  it('a company the seeker blocked finds nothing of them: their resume answers like an unknown one', async () => {
    const token = await signIn(PEOPLE.blockedEmployer);
    const blocked = await call('GET', `/resumes/${ONLINE_RESUME}`, { token });
    const unknown = await call('GET', '/resumes/cv-nobody', { token });
    expectFailure(blocked, 404, 'NOT_FOUND', 'blocked company reading the resume');
    expect(blocked.body).toEqual(unknown.body);
  });
});

describe('a seeker reading resumes', () => {
  it('another seeker’s resume and an unknown id answer the same 404', async () => {
    const token = await signIn(PEOPLE.seeker);
    const other = await call('GET', `/resumes/${OTHER_SEEKERS_RESUME}`, { token });
    expectFailure(other, 404, 'NOT_FOUND', 'another seeker’s resume');
    expect(other.body).toEqual((await call('GET', '/resumes/cv-nobody', { token })).body);
  });
});

describe('what a sub-account may do', () => {
  it('the plans, orders and the team are the main account’s: 403 MAIN_ACCOUNT_ONLY, before the body is validated', async () => {
    const token = await signIn(PEOPLE.subAccount);
    expectFailure(await call('POST', '/enterprise/orders', { token, body: { plan: 'nope' } }), 403, 'MAIN_ACCOUNT_ONLY', 'order with a bad body');
    expectFailure(
      await call('POST', '/enterprise/orders/OD999999/pay', { token, body: { channel: 'wechat' } }),
      403,
      'MAIN_ACCOUNT_ONLY',
      'pay an unknown order',
    );
    expectFailure(await call('PUT', '/enterprise/company', { token, body: {} }), 403, 'MAIN_ACCOUNT_ONLY', 'edit the company');
  });
});

describe('one company’s records', () => {
  it('another company’s applicant is a 404, like an unknown one; the wrong role is a 403 before the id', async () => {
    const own = await signIn(PEOPLE.employer);
    const page = expectSuccess<{ list: Array<{ id: string }> }>(await call('GET', '/enterprise/applicants?pageSize=1', { token: own }));
    const id = page.list[0]?.id;
    expect(id, 'the demo company has applicants').toBeTruthy();
    const rival = await signIn(PEOPLE.blockedEmployer);
    const theirs = await call('PUT', `/enterprise/applicants/${id}/notes`, { token: rival, body: { note: '', tags: [] } });
    expectFailure(theirs, 404, 'NOT_FOUND', 'another company’s applicant');
    const seeker = await signIn(PEOPLE.seeker);
    expectFailure(await call('POST', `/enterprise/applicants/${id}/hire`, { token: seeker }), 403, 'FORBIDDEN', 'a seeker marking a hire');
    expectFailure(
      await call('POST', `/me/applications/${id}/hire`, { token: own, body: { confirm: true } }),
      403,
      'FORBIDDEN',
      'a recruiter confirming a hire',
    );
  });
});

describe('when sessions end', () => {
  it('a signed-out token answers 401 everywhere it is read, optional routes included', async () => {
    const token = await signIn(PEOPLE.otherSeeker);
    expectSuccess(await call('GET', '/auth/current', { token }));
    expectSuccess(await call('POST', '/auth/logout', { token }));
    expectFailure(await call('GET', '/auth/current', { token }), 401, 'UNAUTHENTICATED', 'after sign-out');
    expectFailure(await call('GET', '/jobs?pageSize=1', { token }), 401, 'UNAUTHENTICATED', 'optional route after sign-out');
    // Signing out again is not an error: the app tells the API after it has let the session go.
    expectSuccess(await call('POST', '/auth/logout', { token }));
  });
});
