// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary, InterviewCard } from '../../src/contract/chat.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { InterviewView } from '../../src/contract/interview.ts';
import type { NotificationView } from '../../src/contract/notification.ts';
import type { Application } from '../../src/contract/seeker.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26.4: the interview note (给候选人的备注) reaches the candidate — the chat card, the /percenter row
 * (format, place, contact, note), the notice and its SMS — and 改期 carries the seeker's proposed times, which
 * the recruiter can pick (confirmed at once). A hostile seeker's proposals are refused field by field.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const NOTE = '请携带作品集，到 20 层前台找王芳，门禁请报“聚才面试”';
/** 李明's shortlisted application to the demo company. */
const APPLICATION = 'ap-u1-3';

async function invited() {
  const enterprise = await t.enterprise();
  const seeker = await t.seeker();
  const at = t.clock.now + 3 * DAY;
  const body = {
    applicationId: APPLICATION,
    at: iso(at),
    format: 'video',
    place: 'https://meeting.example/jucai-123',
    interviewers: ['王芳', '周航'],
    notes: NOTE,
  };
  const interview = data<InterviewView>(await t.mock.call('POST', '/enterprise/interviews', { token: enterprise, body, json: true }));
  return { enterprise, seeker, at, interview };
}

const myApplication = async (seeker: string) =>
  data<PageResult<Application>>(await t.mock.call('GET', '/me/applications?pageSize=50', { token: seeker })).list.find((a) => a.id === APPLICATION)!;
const notices = async (token: string) => data<PageResult<NotificationView>>(await t.mock.call('GET', '/notifications?pageSize=50', { token })).list;
async function interviewCard(token: string): Promise<ChatMessage & { card: InterviewCard }> {
  const conversations = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations?filter=interview', { token }));
  for (const c of conversations) {
    const thread = data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${c.id}/messages?cards=1`, { token })).list;
    const card = thread.findLast((m) => m.card?.type === 'interview' && m.card.applicationId === APPLICATION);
    if (card) return card as ChatMessage & { card: InterviewCard };
  }
  throw new Error('no interview card');
}

describe('the interview note reaches the candidate (issue 26.4)', () => {
  it('on /percenter: format, link, contact person and the note', async () => {
    const { seeker, interview } = await invited();
    const mine = await myApplication(seeker);
    expect(mine.interview).toMatchObject({
      id: interview.id,
      round: 1,
      format: 'video',
      place: 'https://meeting.example/jucai-123',
      contact: { name: '王芳' },
      notes: NOTE,
      status: 'invited',
      proposedTimes: [],
    });
    expect(mine.interview!.contact.title).not.toBe('');
  });

  it('in the chat card, read by the seeker', async () => {
    const { seeker } = await invited();
    const card = await interviewCard(seeker);
    expect(card.card).toMatchObject({ notes: NOTE, contact: { name: '王芳' }, format: 'video' });
  });

  it('in the notice and the SMS it sends', async () => {
    const { seeker } = await invited();
    const notice = (await notices(seeker)).find((n) => n.category === 'interview' && n.title === '面试邀请')!;
    expect(notice.body).toContain(`备注：${NOTE}`);
    expect(notice.body).toContain('联系人：王芳');
    expect(notice.channels).toContain('sms');
    expect(notice.smsText).toMatch(/^【聚才】面试邀请：/);
    expect(notice.smsText).toContain(NOTE);
    // A notice that goes by no SMS has no text message.
    expect((await notices(seeker)).filter((n) => !n.channels.includes('sms')).every((n) => n.smsText === null)).toBe(true);
  });

  it('a new time repeats the note', async () => {
    const { enterprise, seeker, interview } = await invited();
    await t.mock.call('PUT', `/enterprise/interviews/${interview.id}/time`, { token: enterprise, body: { at: iso(t.clock.now + 5 * DAY) }, json: true });
    const notice = (await notices(seeker)).find((n) => n.title === '面试时间变更')!;
    expect(notice.body).toContain(NOTE);
    expect(notice.smsText).toContain(NOTE);
  });
});

describe('改期 with proposed times (issue 26.4)', () => {
  it('refuses proposals a recruiter could not pick, each on the field', async () => {
    const { seeker, at } = await invited();
    const answer = (body: Record<string, unknown>) => t.mock.call('POST', `/me/applications/${APPLICATION}/interview`, { token: seeker, body, json: true });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ response: 'accepted', proposedTimes: [iso(at + DAY)] }, '只有申请改期时才能提议时间'],
      [{ response: 'reschedule', proposedTimes: [iso(at + DAY), iso(at + DAY)] }, '提议的时间有重复'],
      [{ response: 'reschedule', proposedTimes: [iso(at)] }, '提议的时间与原定时间相同，请选择另一个时间'],
      [{ response: 'reschedule', proposedTimes: [iso(t.clock.now - HOUR)] }, '提议的时间须在今后 60 天内'],
      [{ response: 'reschedule', proposedTimes: [iso(t.clock.now + 61 * DAY)] }, '提议的时间须在今后 60 天内'],
      [{ response: 'reschedule', proposedTimes: [1, 2, 3, 4].map((d) => iso(at + d * DAY)) }, '最多提议 3 个时间'],
      [{ response: 'reschedule', proposedTimes: [] }, '请至少提议一个时间'],
      [{ response: 'reschedule', proposedTimes: ['2026-12-01T10:00:00+08:00'] }, '请选择你方便的时间'],
      [{ response: 'reschedule', proposedTimes: 'tomorrow' }, '请选择你方便的时间'],
    ];
    for (const [body, message] of cases) {
      const res = await answer(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({
        errorCode: expect.any(String),
        errors: expect.arrayContaining([{ field: expect.stringMatching(/^proposedTimes/), message }]),
      });
    }
    // Nothing was recorded by a refused answer.
    expect((await myApplication(seeker)).interviewResponse).toBe('pending');
  });

  it('from /percenter: the company reads the times; picking one confirms the interview without asking again', async () => {
    const { enterprise, seeker, at, interview } = await invited();
    const times = [iso(at + 2 * DAY), iso(at + DAY)];
    const answered = data<Application>(
      await t.mock.call('POST', `/me/applications/${APPLICATION}/interview`, {
        token: seeker,
        body: { response: 'reschedule', proposedTimes: times },
        json: true,
      }),
    );
    expect(answered.interview).toMatchObject({ status: 'reschedule', proposedTimes: [times[1], times[0]] });
    const view = data<InterviewView[]>(await t.mock.call('GET', '/enterprise/interviews', { token: enterprise })).find((i) => i.id === interview.id)!;
    expect(view).toMatchObject({ status: 'reschedule', proposedTimes: [times[1], times[0]] });
    const told = (await notices(enterprise)).find((n) => n.title === '候选人申请改期')!;
    expect(told.body).toContain('候选人方便的时间');

    const picked = data<InterviewView>(
      await t.mock.call('PUT', `/enterprise/interviews/${interview.id}/time`, { token: enterprise, body: { at: times[0] }, json: true }),
    );
    expect(picked).toMatchObject({ status: 'accepted', at: times[0], proposedTimes: [] });
    const mine = await myApplication(seeker);
    expect(mine).toMatchObject({ interviewAt: times[0], interviewResponse: 'accepted', interview: { status: 'accepted', notes: NOTE } });
    const confirmed = (await notices(seeker)).find((n) => n.title === '面试改期已确认')!;
    expect(confirmed.body).toContain(NOTE);
  });

  it('from the chat card; a time not proposed asks the seeker again', async () => {
    const { enterprise, seeker, at, interview } = await invited();
    const card = await interviewCard(seeker);
    const answered = data<ChatMessage & { card: InterviewCard }>(
      await t.mock.call('POST', `/conversations/${card.conversationId}/cards/${card.seq}/interview`, {
        token: seeker,
        body: { response: 'reschedule', proposedTimes: [iso(at + DAY)] },
        json: true,
      }),
    );
    expect(answered.card).toMatchObject({ status: 'reschedule', proposedTimes: [iso(at + DAY)] });
    const bad = await t.mock.call('POST', `/conversations/${card.conversationId}/cards/${card.seq}/interview`, {
      token: seeker,
      body: { response: 'declined', proposedTimes: [iso(at + DAY)] },
      json: true,
    });
    expect(bad.status).toBe(422);
    const moved = data<InterviewView>(
      await t.mock.call('PUT', `/enterprise/interviews/${interview.id}/time`, { token: enterprise, body: { at: iso(at + 3 * DAY) }, json: true }),
    );
    expect(moved).toMatchObject({ status: 'invited', proposedTimes: [] });
    expect((await myApplication(seeker)).interviewResponse).toBe('pending');
  });
});
