// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Applicant } from '../../src/contract/applicants.ts';
import type { ChatMessage, ConversationSummary } from '../../src/contract/chat.ts';
import type { OfferCard } from '../../src/contract/offer.ts';
import type { Application } from '../../src/contract/seeker.ts';
import { DAY_MS } from '../db/recruiting/labels.ts';
import { beijingDay } from '../db/recruiting/offers.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Issue 26, item 7: an offer is a record with terms and a deadline, answered by the seeker; 入职 follows an accepted
 * offer only, marked by the company and confirmed by the seeker. Every step is tried out of turn, by the wrong
 * side and by another company, as a hostile client would.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

type Call = Awaited<ReturnType<typeof t.mock.call>>;
const post = (token: string, path: string, body: Record<string, unknown> = {}) => t.mock.call('POST', path, { token, body, json: true });
const code = (res: Call) => [res.status, res.body.errorCode];
const today = () => beijingDay(t.clock.now);
const inDays = (n: number) => beijingDay(t.clock.now + n * DAY_MS);
const terms = (over: Record<string, unknown> = {}) => ({
  monthlyPay: 22000,
  months: 14,
  startDate: inDays(14),
  place: '杭州市西湖区文三路 90 号',
  expiresOn: inDays(3),
  ...over,
});
const mine = async (token: string, id: string) =>
  data<Page<Application>>(await t.mock.call('GET', '/me/applications?pageSize=50', { token })).list.find((a) => a.id === id)!;
const theirs = async (token: string, id: string) =>
  data<Page<Applicant>>(await t.mock.call('GET', '/enterprise/applicants?pageSize=50', { token })).list.find((a) => a.id === id)!;

let seekerNo = 0;
/** A new seeker applies to the demo company's post and is interviewed (checked in, passed): ready for an offer. */
async function atOffer() {
  const mobile = `139123780${String(++seekerNo).padStart(2, '0')}`;
  const enterprise = await t.enterprise();
  const seeker = await t.mock.signInBySms(mobile);
  const seekerId = [...t.db().users.values()].find((u) => u.mobile === mobile)!.id;
  await post(seeker, '/auth/perfect', {
    role: 'seeker',
    name: '赵磊',
    gender: 'male',
    birthMonth: '1995-03',
    freshGraduate: false,
    workStart: '2017-07',
    workStatus: 'leaving',
  });
  await t.mock.call('PUT', '/me/resume/strengths', { token: seeker, json: true, body: { text: '六年 Java 后端开发经验，熟悉高并发订单系统。' } });
  const job = t.db().recruiting.jobs.find((j) => j.companyId === 'c1' && t.isOpen(j) && !j.veteransOnly)!;
  const applied = data<{ applicationId: string }>(
    await t.mock.call('POST', `/jobs/${job.id}/apply`, { token: seeker, body: { resumeId: `cv-${seekerId}-online` } }),
  );
  const id = applied.applicationId;
  expect((await post(enterprise, `/enterprise/applicants/${id}/status`, { status: 'shortlisted' })).status).toBe(200);
  const interview = await post(enterprise, '/enterprise/interviews', {
    applicationId: id,
    at: new Date(t.clock.now + 30 * 60_000).toISOString(),
    format: 'onsite',
    place: '公司前台',
    interviewers: [`面试官${seekerNo}`],
  });
  const interviewId = data<{ id: string }>(interview).id;
  // Before the interview has been held, there is nothing to offer on.
  expect(code(await post(enterprise, `/enterprise/applicants/${id}/offer`, terms()))).toEqual([409, 'OFFER_NOT_ALLOWED']);
  expect((await post(enterprise, `/enterprise/interviews/${interviewId}/checkin`)).status).toBe(200);
  expect((await post(enterprise, `/enterprise/interviews/${interviewId}/feedback`, { result: 'pass', score: 4 })).status).toBe(200);
  return { enterprise, seeker, id, seekerId };
}

describe('an offer is a record with terms, not a click', () => {
  it('the status step refuses offered and hired (they have their own endpoints), and bulk never takes them', async () => {
    const { enterprise, id } = await atOffer();
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/status`, { status: 'offered' }))).toEqual([409, 'OFFER_TERMS_REQUIRED']);
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/status`, { status: 'hired' }))).toEqual([409, 'HIRE_NOT_ALLOWED']);
    expect((await post(enterprise, '/enterprise/applicants/bulk', { ids: [id], status: 'hired' })).status).toBe(422);
    expect((await theirs(enterprise, id)).status).toBe('interviewing');
  });

  it('refuses bad terms field by field with 422, never a 500', async () => {
    const { enterprise, id } = await atOffer();
    const fields = async (over: Record<string, unknown>) => {
      const res = await post(enterprise, `/enterprise/applicants/${id}/offer`, terms(over));
      expect(res.status).toBe(422);
      return res.body.errors!.map((e) => e.field);
    };
    expect(await fields({ monthlyPay: '22000' })).toEqual(['monthlyPay']);
    expect(await fields({ monthlyPay: 500 })).toEqual(['monthlyPay']);
    expect(await fields({ monthlyPay: 1e9 })).toEqual(['monthlyPay']);
    expect(await fields({ months: 30 })).toEqual(['months']);
    expect(await fields({ startDate: '2026-02-30' })).toEqual(['startDate']);
    expect(await fields({ startDate: '9999-99-99' })).toEqual(['startDate']);
    expect(await fields({ expiresOn: 'tomorrow' })).toEqual(['expiresOn']);
    expect(await fields({ place: ' ' })).toEqual(['place']);
    expect(await fields({ place: '杭州\u202e市' })).toEqual(['place']);
    // The start cannot come before the answer is due; the deadline is within 30 days, not in the past.
    expect(await fields({ startDate: inDays(2), expiresOn: inDays(3) })).toEqual(['startDate']);
    expect(await fields({ expiresOn: inDays(-1), startDate: inDays(1) })).toEqual(['expiresOn']);
    expect(await fields({ expiresOn: inDays(31), startDate: inDays(40) })).toEqual(['expiresOn']);
    expect(await fields({ startDate: inDays(200) })).toEqual(['startDate']);
    expect((await theirs(enterprise, id)).offer).toBeNull();
  });

  it("only the company's own recruiters send or mark; a seeker's token is refused there, a recruiter's on the seeker's side", async () => {
    const { enterprise, seeker, id } = await atOffer();
    const other = await t.mock.login('13800000004');
    expect((await post(other, `/enterprise/applicants/${id}/offer`, terms())).status).toBe(404);
    expect((await post(seeker, `/enterprise/applicants/${id}/offer`, terms())).status).toBe(403);
    expect((await post(enterprise, `/enterprise/applicants/${id}/offer`, terms())).status).toBe(200);
    expect((await post(other, `/enterprise/applicants/${id}/hire`)).status).toBe(404);
    expect((await post(seeker, `/enterprise/applicants/${id}/hire`)).status).toBe(403);
    expect((await post(enterprise, `/me/applications/${id}/offer`, { accept: true })).status).toBe(403);
    expect((await post(enterprise, `/me/applications/${id}/hire`, { confirm: true })).status).toBe(403);
    // Another seeker: the application is not theirs, as if it did not exist.
    const stranger = await t.seeker();
    expect((await post(stranger, `/me/applications/${id}/offer`, { accept: true })).status).toBe(404);
    expect((await post(stranger, `/me/applications/${id}/offer`, { accept: 'yes' })).status).toBe(422);
    expect((await mine(seeker, id)).offer?.status).toBe('pending');
  });
});

describe('every step in its turn', () => {
  it('one offer at a time; no hire before acceptance; no confirmation before the mark; no answer twice', async () => {
    const { enterprise, seeker, id } = await atOffer();
    expect(code(await post(seeker, `/me/applications/${id}/offer`, { accept: true }))).toEqual([409, 'OFFER_NOT_PENDING']);
    expect(data<Applicant>(await post(enterprise, `/enterprise/applicants/${id}/offer`, terms({ startDate: today(), expiresOn: today() })))).toMatchObject({
      status: 'offered',
      next: ['rejected'],
    });
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/offer`, terms()))).toEqual([409, 'OFFER_NOT_ALLOWED']);
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/hire`))).toEqual([409, 'HIRE_NOT_ALLOWED']);
    expect(code(await post(seeker, `/me/applications/${id}/hire`, { confirm: true }))).toEqual([409, 'HIRE_NOT_MARKED']);
    expect((await post(seeker, `/me/applications/${id}/offer`, { accept: true })).status).toBe(200);
    expect(code(await post(seeker, `/me/applications/${id}/offer`, { accept: false }))).toEqual([409, 'OFFER_NOT_PENDING']);
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/offer`, terms()))).toEqual([409, 'OFFER_NOT_ALLOWED']);
    expect(code(await post(seeker, `/me/applications/${id}/hire`, { confirm: true }))).toEqual([409, 'HIRE_NOT_MARKED']);
    expect((await theirs(enterprise, id)).next).toEqual(['hired', 'rejected']);
    expect((await post(enterprise, `/enterprise/applicants/${id}/hire`)).status).toBe(200);
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/hire`))).toEqual([409, 'HIRE_NOT_ALLOWED']);
    // Marked and waiting for the seeker: the company cannot close it meanwhile.
    expect(code(await post(enterprise, `/enterprise/applicants/${id}/status`, { status: 'rejected', reason: 'other' }))).toEqual([409, 'CONFLICT']);
    expect((await mine(seeker, id)).status).toBe('offered');
    const hired = data<Application>(await post(seeker, `/me/applications/${id}/hire`, { confirm: true }));
    expect(hired).toMatchObject({ status: 'hired', offer: { status: 'accepted' } });
    expect(hired.offer!.hireConfirmedAt).not.toBeNull();
    expect(code(await post(seeker, `/me/applications/${id}/hire`, { confirm: false }))).toEqual([409, 'HIRE_NOT_MARKED']);
    expect(await theirs(enterprise, id)).toMatchObject({ status: 'hired', next: [] });
    // Both timelines hold the steps within `offered`, each marked by its event.
    expect(hired.history.slice(-5).map((s) => s.event ?? s.status)).toEqual(['interviewing', 'offered', 'offerAccepted', 'hireMarked', 'hired']);
  });

  it('no 入职 before the start date; a seeker who says it is wrong clears the mark', async () => {
    const { enterprise, seeker, id, seekerId } = await atOffer();
    await post(enterprise, `/enterprise/applicants/${id}/offer`, terms({ startDate: inDays(5), expiresOn: inDays(1) }));
    await post(seeker, `/me/applications/${id}/offer`, { accept: true });
    expect((await theirs(enterprise, id)).next).toEqual(['rejected']);
    const early = await post(enterprise, `/enterprise/applicants/${id}/hire`);
    expect(code(early)).toEqual([409, 'HIRE_NOT_ALLOWED']);
    expect(early.body.errorMessage).toContain('入职日期');
    // The start date comes (moved in the store: the session would not outlive five days of the test clock).
    t
      .db()
      .seekerStates.get(seekerId)!
      .applications.find((a) => a.id === id)!
      .offers!.at(-1)!.startDate = today();
    expect((await post(enterprise, `/enterprise/applicants/${id}/hire`)).status).toBe(200);
    const disputed = data<Application>(await post(seeker, `/me/applications/${id}/hire`, { confirm: false }));
    expect(disputed).toMatchObject({ status: 'offered', offer: { hireMarkedAt: null } });
    expect(disputed.history.at(-1)?.event).toBe('hireDisputed');
    expect((await theirs(enterprise, id)).next).toEqual(['hired', 'rejected']);
  });

  it('an offer past its deadline cannot be accepted (409 with the date); the company may send a new one', async () => {
    const { enterprise, seeker, id } = await atOffer();
    await post(enterprise, `/enterprise/applicants/${id}/offer`, terms({ expiresOn: today(), startDate: inDays(7) }));
    t.clock.now += DAY_MS;
    const fresh = await t.mock.signInBySms(t.db().users.get(t.db().sessions.get(seeker)!.userId)!.mobile);
    const late = await post(fresh, `/me/applications/${id}/offer`, { accept: true });
    expect(code(late)).toEqual([409, 'OFFER_EXPIRED']);
    expect(late.body.errorMessage).toMatch(/已于 \d+月\d+日 过期/);
    expect((await mine(fresh, id)).offer?.status).toBe('expired');
    const desk = await t.enterprise();
    expect((await theirs(desk, id)).next).toEqual(['offered', 'rejected']);
    const again = data<Applicant>(await post(desk, `/enterprise/applicants/${id}/offer`, terms({ monthlyPay: 24000 })));
    expect(again.offer).toMatchObject({ status: 'pending', monthlyPay: 24000 });
    expect((await post(fresh, `/me/applications/${id}/offer`, { accept: true })).status).toBe(200);
  });

  it('a refusal by the company withdraws a waiting offer; the seeker can no longer answer it', async () => {
    const { enterprise, seeker, id } = await atOffer();
    await post(enterprise, `/enterprise/applicants/${id}/offer`, terms());
    expect((await post(enterprise, `/enterprise/applicants/${id}/status`, { status: 'rejected', reason: 'filled' })).status).toBe(200);
    expect(code(await post(seeker, `/me/applications/${id}/offer`, { accept: true }))).toEqual([409, 'OFFER_NOT_PENDING']);
    expect((await mine(seeker, id)).offer?.status).toBe('withdrawn');
  });

  it('a declined offer tells the company, which may renegotiate', async () => {
    const { enterprise, seeker, id } = await atOffer();
    await post(enterprise, `/enterprise/applicants/${id}/offer`, terms());
    expect(data<Application>(await post(seeker, `/me/applications/${id}/offer`, { accept: false })).offer?.status).toBe('declined');
    expect((await theirs(enterprise, id)).next).toEqual(['offered', 'rejected']);
    const notices = data<Page<{ title: string }>>(await t.mock.call('GET', '/notifications?category=replies', { token: enterprise })).list;
    expect(notices[0].title).toBe('候选人拒绝了 offer');
  });
});

describe('the offer in the chat', () => {
  it('arrives as a card the seeker answers; the company cannot answer it, another seeker cannot reach it', async () => {
    const { enterprise, seeker, id } = await atOffer();
    await post(enterprise, `/enterprise/applicants/${id}/offer`, terms());
    const conversation = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: seeker }))[0];
    const thread = data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${conversation.id}/messages`, { token: seeker })).list;
    const card = thread.find((m) => m.card?.type === 'offer')!;
    expect(card.card).toMatchObject({ type: 'offer', applicationId: id, current: true, offer: { monthlyPay: 22000, months: 14, status: 'pending' } });
    const path = `/conversations/${conversation.id}/cards/${card.seq}/offer`;
    expect((await post(enterprise, path, { accept: true })).status).toBe(403);
    expect((await post(await t.seeker(), path, { accept: true })).status).toBe(404);
    const answered = data<ChatMessage>(await post(seeker, path, { accept: true }));
    expect((answered.card as OfferCard).offer.status).toBe('accepted');
    expect(code(await post(seeker, path, { accept: false }))).toEqual([409, 'OFFER_NOT_PENDING']);
    expect((await theirs(enterprise, id)).offer?.status).toBe('accepted');
  });
});
