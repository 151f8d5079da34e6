// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageResult } from '../src/contract/envelope.ts';
import { REFERRAL_LIMITS, REFERRAL_STEP_MS, type BountyJob, type MyReferrals, type ReferralInvite, type ReferralView } from '../src/contract/referral.ts';
import { DAY_MS } from './db/recruiting/labels.ts';
import { bountyAmount } from './db/referrals/bounties.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

/**
 * Referrals (docs/API.md, "Referrals"): the bounty list, the consent a 推荐他人 waits for, the simulated progress
 * 推荐 → 查看 → 面试 → 入职 → 稳定30天 on the mock's clock with the bounty paid in stages, and the freeze after
 * three referrals found fake.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
/** Each referred person's session, by mobile. */
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => {
  t.mock.api.reset();
  tokens.clear();
});

const post = (token: string, path: string, body: Record<string, unknown> = {}) => t.mock.call('POST', path, { token, body, json: true });
const get = (token: string, path: string) => t.mock.call('GET', path, { token });
const mine = async (token: string) => data<MyReferrals>(await get(token, '/referrals/mine'));

/** A bounty post of another company than the demo one (the seeker's and the recruiter's tests both may use it). */
async function bounties(query = '') {
  return data<PageResult<BountyJob>>(await t.mock.call('GET', `/referrals/bounties${query}`));
}
async function otherCompanyBounty() {
  return (await bounties('?pageSize=50')).list.find((b) => b.company.id !== 'c1')!;
}

let mobileNo = 0;
const freshMobile = () => `139${String(10_000_000 + ++mobileNo).slice(-8)}`;

async function referOther(token: string, jobId: string, mobile = freshMobile(), name = '张伟') {
  return post(token, '/referrals', { kind: 'other', jobId, name, mobile, informed: true });
}

/** The referred person reads the text the mock "sent" to their number and answers it. */
async function answerAs(mobile: string, answer: { accept: boolean; fake?: boolean }) {
  // One SMS code a minute per number: the person signs in once per test (the state resets between tests).
  const token = tokens.get(mobile) ?? (await t.mock.signInBySms(mobile));
  tokens.set(mobile, token);
  const invites = data<ReferralInvite[]>(await get(token, '/referral-invites'));
  expect(invites.length).toBeGreaterThan(0);
  const code = invites[0].code;
  expect(invites[0].smsText).toContain(`/joinUs?consent=${code}`);
  return post(token, `/referral-invites/${code}/answer`, answer);
}

describe('the bounty list', () => {
  it('is public, paged, open posts only, the amount following pay and seniority, the stages adding up', async () => {
    const page = await bounties();
    expect(page.total).toBeGreaterThan(100);
    expect(page.list).toHaveLength(10);
    for (const b of page.list) {
      const job = t.db().recruiting.jobById.get(b.jobId)!;
      expect(t.isOpen(job)).toBe(true);
      expect(b.bounty.amount).toBe(bountyAmount(job));
      expect(b.bounty.amount).toBeGreaterThanOrEqual(REFERRAL_LIMITS.bountyMin);
      expect(b.bounty.stages.map((s) => s.stage)).toEqual(['interviewed', 'hired', 'stayed30']);
      expect(b.bounty.stages.reduce((sum, s) => sum + s.amount, 0)).toBe(b.bounty.amount);
    }
    // Highest first; a senior, better-paid post carries more than a junior one.
    const amounts = page.list.map((b) => b.bounty.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const all = t.db().recruiting.jobs.filter((j) => Number(j.id.slice(1)) % 10 === 2 && j.jobType === 'fulltime' && j.salary.unit === 'month');
    const fresh = all.find((j) => j.experience === 'fresh')!;
    const senior = all.find((j) => j.experience === '5-10' && j.salary.min >= fresh.salary.max)!;
    expect(bountyAmount(senior)).toBeGreaterThan(bountyAmount(fresh));
    // The keyword narrows it; one that matches nothing is an empty page, not an error.
    const java = await bounties(`?keyword=${encodeURIComponent('Java')}`);
    expect(java.total).toBeGreaterThan(0);
    expect(java.list.every((b) => b.title.includes('Java'))).toBe(true);
    expect((await bounties('?keyword=zzzz')).total).toBe(0);
    expect((await t.mock.call('GET', '/referrals/bounties?pageSize=500')).status).toBe(422);
  });

  it('drops a post when it closes, and refuses a referral to it (409 BOUNTY_NOT_OPEN)', async () => {
    const b = await otherCompanyBounty();
    const before = (await bounties('?pageSize=50')).total;
    t.db().recruiting.jobById.get(b.jobId)!.closed = true;
    expect((await bounties('?pageSize=50')).total).toBe(before - 1);
    const res = await referOther(await t.seeker(), b.jobId);
    expect([res.status, res.body.errorCode]).toEqual([409, 'BOUNTY_NOT_OPEN']);
    // A post without a bounty is not one to refer to.
    const plain = t.db().recruiting.jobs.find((j) => t.isOpen(j) && Number(j.id.slice(1)) % 10 !== 2)!;
    expect((await referOther(await t.seeker(), plain.id)).status).toBe(404);
  });
});

describe('推荐他人 waits for consent', () => {
  it('counts nothing until the person accepts, then moves a stage a step and pays each paid stage', async () => {
    const token = await t.seeker();
    const b = await otherCompanyBounty();
    const mobile = freshMobile();
    const sent = data<ReferralView>(await referOther(token, b.jobId, mobile));
    expect(sent).toMatchObject({ status: 'awaitingConsent', stage: null, timeline: [], candidate: { name: '张伟', mobile } });
    expect(sent.bounty.amount).toBe(b.bounty.amount);

    // However long it waits, nothing moves or is paid without the answer.
    t.clock.now += 10 * REFERRAL_STEP_MS;
    let own = await mine(token);
    expect(own.list[0]).toMatchObject({ status: 'awaitingConsent', stage: null });
    expect(own.earnings).toMatchObject({ paid: 0, pending: 0, payouts: [], simulated: true });

    const accepted = await answerAs(mobile, { accept: true });
    expect(data<ReferralInvite>(accepted)).toMatchObject({ status: 'inProgress', stage: 'referred' });
    own = await mine(token);
    expect(own.list[0]).toMatchObject({ status: 'inProgress', stage: 'referred' });
    expect(own.earnings.pending).toBe(b.bounty.amount);

    const stagesSeen = [];
    for (let i = 0; i < 4; i++) {
      t.clock.now += REFERRAL_STEP_MS;
      const view = (await mine(token)).list[0];
      stagesSeen.push(view.stage);
    }
    expect(stagesSeen).toEqual(['viewed', 'interviewed', 'hired', 'stayed30']);
    own = await mine(token);
    const done = own.list[0];
    expect(done.status).toBe('completed');
    expect(done.timeline.map((s) => s.stage)).toEqual(['referred', 'viewed', 'interviewed', 'hired', 'stayed30']);
    expect(done.bounty.stages.every((s) => s.paidAt)).toBe(true);
    expect(own.earnings.paid).toBe(b.bounty.amount);
    expect(own.earnings.pending).toBe(0);
    expect(own.earnings.payouts.map((p) => p.stage).sort()).toEqual(['hired', 'interviewed', 'stayed30']);
    // Nothing moves past the end.
    t.clock.now += 10 * REFERRAL_STEP_MS;
    expect((await mine(token)).list[0].timeline).toHaveLength(5);
  });

  it('a no ends it with nothing paid; an answer counts once; an unanswered one lapses after the consent days', async () => {
    const token = await t.seeker();
    const b = await otherCompanyBounty();
    const m1 = freshMobile();
    await referOther(token, b.jobId, m1);
    expect(data<ReferralInvite>(await answerAs(m1, { accept: false })).status).toBe('declined');
    const again = await answerAs(m1, { accept: true });
    expect([again.status, again.body.errorCode]).toEqual([409, 'REFERRAL_STATE']);
    t.clock.now += 10 * REFERRAL_STEP_MS;
    expect((await mine(token)).list[0]).toMatchObject({ status: 'declined', stage: null, timeline: [] });

    // A declined person may be referred again (the first answer was about that referral).
    const m2 = freshMobile();
    await referOther(token, b.jobId, m2);
    t.clock.now += REFERRAL_LIMITS.consentDays * DAY_MS;
    // Sessions last two hours: a week later the referrer signs in again.
    expect((await mine(await t.seeker())).list[0].status).toBe('expired');
    const late = await answerAs(m2, { accept: true });
    expect([late.status, late.body.errorCode]).toEqual([409, 'REFERRAL_STATE']);
  });

  it('the referrer may withdraw while it waits, not after the consent', async () => {
    const token = await t.seeker();
    const b = await otherCompanyBounty();
    const r1 = data<ReferralView>(await referOther(token, b.jobId));
    expect(data<ReferralView>(await post(token, `/referrals/${r1.id}/withdraw`)).status).toBe('withdrawn');
    const m = freshMobile();
    const r2 = data<ReferralView>(await referOther(token, b.jobId, m));
    await answerAs(m, { accept: true });
    const res = await post(token, `/referrals/${r2.id}/withdraw`);
    expect([res.status, res.body.errorCode]).toEqual([409, 'REFERRAL_STATE']);
  });

  it('a post that closes before the answer ends the waiting referral', async () => {
    const token = await t.seeker();
    const b = await otherCompanyBounty();
    const m = freshMobile();
    await referOther(token, b.jobId, m);
    t.db().recruiting.jobById.get(b.jobId)!.closed = true;
    expect((await mine(token)).list[0].status).toBe('jobClosed');
    expect((await answerAs(m, { accept: true })).body.errorCode).toBe('REFERRAL_STATE');
  });

  it('one person once per post, whoever refers (409 REFERRAL_DUPLICATE); the form is checked field by field', async () => {
    const b = await otherCompanyBounty();
    const m = freshMobile();
    await referOther(await t.seeker(), b.jobId, m);
    const dup = await referOther(await t.mock.login('13800000003'), b.jobId, m);
    expect([dup.status, dup.body.errorCode]).toEqual([409, 'REFERRAL_DUPLICATE']);
    const bad = await post(await t.seeker(), '/referrals', { kind: 'other', jobId: b.jobId, name: '张', mobile: '12345', informed: false });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(['informed', 'mobile', 'name']);
  });

  it('caps referrals at REFERRAL_LIMITS.perDay a day (429 with the wait)', async () => {
    const token = await t.seeker();
    const list = (await bounties('?pageSize=50')).list.filter((b) => b.company.id !== 'c1');
    for (let i = 0; i < REFERRAL_LIMITS.perDay; i++) expect((await referOther(token, list[i].jobId)).status).toBe(200);
    const res = await referOther(token, list[REFERRAL_LIMITS.perDay].jobId);
    expect([res.status, res.body.errorCode]).toEqual([429, 'REFERRAL_DAILY_LIMIT']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mine(token)).standing.leftToday).toBe(0);
  });
});

describe('推荐自己', () => {
  it('sends the seeker’s own resume and counts at once, without a consent', async () => {
    const token = await t.seeker();
    const b = await otherCompanyBounty();
    const view = data<ReferralView>(await post(token, '/referrals', { kind: 'self', jobId: b.jobId, resumeId: 'cv-u1-online' }));
    expect(view).toMatchObject({ kind: 'self', status: 'inProgress', stage: 'referred', candidate: { mobile: '13800000001' } });
    t.clock.now += 4 * REFERRAL_STEP_MS;
    expect((await mine(token)).earnings.paid).toBe(b.bounty.amount);
    const other = await post(token, '/referrals', { kind: 'self', jobId: (await bounties('?current=2')).list[0].jobId, resumeId: 'cv-u3-online' });
    expect([other.status, other.body.errors?.[0].field]).toEqual([422, 'resumeId']);
    const twice = await post(token, '/referrals', { kind: 'self', jobId: b.jobId, resumeId: 'cv-u1-online' });
    expect(twice.body.errorCode).toBe('REFERRAL_DUPLICATE');
  });

  it('needs a seeker with a resume', async () => {
    const b = await otherCompanyBounty();
    const recruiter = await post(await t.enterprise(), '/referrals', { kind: 'self', jobId: b.jobId, resumeId: 'cv-u2-online' });
    expect([recruiter.status, recruiter.body.errorCode]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('three referrals found fake freeze referring', () => {
  it('counts each report, warns with the strikes left, then refuses every new referral (403 REFERRAL_FROZEN)', async () => {
    const token = await t.seeker();
    const list = (await bounties('?pageSize=50')).list.filter((b) => b.company.id !== 'c1');
    // A referral in progress before the freeze keeps going.
    const keep = freshMobile();
    await referOther(token, list[9].jobId, keep);
    await answerAs(keep, { accept: true });
    for (let i = 0; i < REFERRAL_LIMITS.fakeStrikes; i++) {
      expect((await mine(token)).standing).toMatchObject({ fake: i, left: REFERRAL_LIMITS.fakeStrikes - i, frozen: false });
      const m = freshMobile();
      expect((await referOther(token, list[i].jobId, m)).status).toBe(200);
      expect(data<ReferralInvite>(await answerAs(m, { accept: false, fake: true })).status).toBe('reportedFake');
    }
    expect((await mine(token)).standing).toMatchObject({ fake: 3, left: 0, frozen: true });
    const refused = await referOther(token, list[5].jobId);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'REFERRAL_FROZEN']);
    const self = await post(token, '/referrals', { kind: 'self', jobId: list[6].jobId, resumeId: 'cv-u1-online' });
    expect(self.body.errorCode).toBe('REFERRAL_FROZEN');
    t.clock.now += 4 * REFERRAL_STEP_MS;
    expect((await mine(token)).list.find((r) => r.candidate.mobile === keep)!.status).toBe('completed');
    // A plain no is not a strike; accepting with a fake report is a contradiction (422).
    const m = freshMobile();
    await referOther(await t.mock.login('13800000003'), list[7].jobId, m);
    expect((await answerAs(m, { accept: true, fake: true })).status).toBe(422);
  });
});
