// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/contract/envelope.ts';
import { REFERRAL_STEP_MS, type BountyJob, type MyReferrals, type ReferralInvite, type ReferralView } from '../../src/contract/referral.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * A hostile client against referrals (docs/API.md, *Tenant rules*, "Referrals"): only the referrer reads their
 * referrals; the referred person's number is masked to anyone else; only the owner of the number answers its
 * consent; nobody refers themselves as someone else or to their own company's post; bounties only on open posts.
 * Every refusal changes nothing.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const post = (token: string, path: string, body: Record<string, unknown> = {}) => t.mock.call('POST', path, { token, body, json: true });
const get = (token: string, path: string) => t.mock.call('GET', path, { token });
const REFERRED = '13912345678';
const OTHER_SEEKER = '13800000003';

async function bounty(ofDemoCompany: boolean) {
  const list = data<PageResult<BountyJob>>(await t.mock.call('GET', '/referrals/bounties?pageSize=50')).list;
  return list.find((b) => (b.company.id === 'c1') === ofDemoCompany)!;
}

/** 李明 refers 13912345678 to another company's post; the referral and its consent code. */
async function referral() {
  const referrer = await t.seeker();
  const b = await bounty(false);
  const view = data<ReferralView>(await post(referrer, '/referrals', { kind: 'other', jobId: b.jobId, name: '张伟', mobile: REFERRED, informed: true }));
  const person = await t.mock.signInBySms(REFERRED);
  const code = data<ReferralInvite[]>(await get(person, '/referral-invites'))[0].code;
  return { referrer, person, view, code, jobId: b.jobId };
}

describe('only the referrer sees their referrals', () => {
  it('another user, the referred person and the post’s company get 404 on the id and nothing in their lists', async () => {
    const { referrer, person, view } = await referral();
    const outsiders = [await t.mock.login(OTHER_SEEKER), person, await t.enterprise(), await t.mock.login('13800000006')];
    for (const token of outsiders) {
      expect((await get(token, `/referrals/${view.id}`)).status).toBe(404);
      expect((await post(token, `/referrals/${view.id}/withdraw`)).status).toBe(404);
      const theirs = data<MyReferrals>(await get(token, '/referrals/mine'));
      expect(theirs.list).toEqual([]);
      expect(JSON.stringify(theirs)).not.toContain(REFERRED);
    }
    expect(data<ReferralView>(await get(referrer, `/referrals/${view.id}`)).status).toBe('awaitingConsent');
    // Signed out: 401, never a visitor's answer.
    expect((await t.mock.call('GET', '/referrals/mine')).status).toBe(401);
    expect((await t.mock.call('GET', `/referrals/${view.id}`)).status).toBe(401);
  });
});

describe('the referred person’s consent', () => {
  it('is answered by the owner of the number only: anyone else gets 403 with the number masked, and nothing changes', async () => {
    const { referrer, person, view, code } = await referral();
    for (const token of [referrer, await t.mock.login(OTHER_SEEKER), await t.enterprise()]) {
      for (const res of [await get(token, `/referral-invites/${code}`), await post(token, `/referral-invites/${code}/answer`, { accept: true })]) {
        expect([res.status, res.body.errorCode]).toEqual([403, 'REFERRAL_NOT_YOURS']);
        expect(res.body.errorMessage).toContain('139****5678');
        expect(JSON.stringify(res.body)).not.toContain(REFERRED);
      }
      // Their own list of invites holds none of it.
      expect(data<ReferralInvite[]>(await get(token, '/referral-invites'))).toEqual([]);
    }
    t.clock.now += 5 * REFERRAL_STEP_MS;
    expect(data<ReferralView>(await get(referrer, `/referrals/${view.id}`))).toMatchObject({ status: 'awaitingConsent', stage: null });
    // A guessed code is a 404, the owner's own answer goes through.
    expect((await post(person, '/referral-invites/RC000000000000/answer', { accept: true })).status).toBe(404);
    expect((await post(person, '/referral-invites/%zz/answer', { accept: true })).status).toBe(400);
    const invite = data<ReferralInvite>(await post(person, `/referral-invites/${code}/answer`, { accept: true }));
    expect(invite).toMatchObject({ status: 'inProgress', mobileMasked: '139****5678' });
    // The person reads who referred them and to what, never the bounty or the referrer's number.
    const text = JSON.stringify(invite);
    expect(text).not.toContain('13800000001');
    expect(text).not.toMatch(/amount|bounty/);
  });

  it('cannot be answered without a session', async () => {
    const { code } = await referral();
    expect((await t.mock.call('POST', `/referral-invites/${code}/answer`, { body: { accept: true }, json: true })).status).toBe(401);
  });
});

describe('no self-dealing', () => {
  it('refuses 推荐他人 with the referrer’s own number (403 REFERRAL_SELF_DEALING)', async () => {
    const b = await bounty(false);
    const res = await post(await t.seeker(), '/referrals', { kind: 'other', jobId: b.jobId, name: '李明', mobile: '13800000001', informed: true });
    expect([res.status, res.body.errorCode]).toEqual([403, 'REFERRAL_SELF_DEALING']);
  });

  it('refuses a recruiter (main or sub-account) referring to their own company’s post; another company’s is allowed', async () => {
    const own = await bounty(true);
    for (const token of [await t.enterprise(), await t.mock.login('13800000006')]) {
      const res = await post(token, '/referrals', { kind: 'other', jobId: own.jobId, name: '张伟', mobile: REFERRED, informed: true });
      expect([res.status, res.body.errorCode]).toEqual([403, 'REFERRAL_SELF_DEALING']);
    }
    const elsewhere = await bounty(false);
    expect(
      (await post(await t.enterprise(), '/referrals', { kind: 'other', jobId: elsewhere.jobId, name: '张伟', mobile: REFERRED, informed: true })).status,
    ).toBe(200);
  });
});

describe('bounties only on open posts', () => {
  it('a closed, expired or in-review post is off the list and refused; an unknown id is a 404', async () => {
    const token = await t.seeker();
    const list = data<PageResult<BountyJob>>(await t.mock.call('GET', '/referrals/bounties?pageSize=50')).list.filter((b) => b.company.id !== 'c1');
    const jobs = t.db().recruiting.jobById;
    jobs.get(list[0].jobId)!.closed = true;
    jobs.get(list[1].jobId)!.expiresAt = t.clock.now - 1;
    const listed = data<PageResult<BountyJob>>(await t.mock.call('GET', '/referrals/bounties?pageSize=50')).list.map((b) => b.jobId);
    for (const [i, code] of [
      [0, 'BOUNTY_NOT_OPEN'],
      [1, 'BOUNTY_NOT_OPEN'],
    ] as const) {
      expect(listed).not.toContain(list[i].jobId);
      const res = await post(token, '/referrals', { kind: 'self', jobId: list[i].jobId, resumeId: 'cv-u1-online' });
      expect([res.status, res.body.errorCode]).toEqual([409, code]);
    }
    // An edited post back in review is not open either.
    jobs.get(list[2].jobId)!.review = 'pending';
    expect((await post(token, '/referrals', { kind: 'self', jobId: list[2].jobId, resumeId: 'cv-u1-online' })).body.errorCode).toBe('BOUNTY_NOT_OPEN');
    expect((await post(token, '/referrals', { kind: 'self', jobId: 'j999999', resumeId: 'cv-u1-online' })).status).toBe(404);
    expect((await post(token, '/referrals', { kind: 'self', jobId: '../j2', resumeId: 'cv-u1-online' })).status).toBe(422);
    expect(data<MyReferrals>(await get(token, '/referrals/mine')).list).toEqual([]);
  });
});
