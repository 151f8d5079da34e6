// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMIT, type ChatMessage, type ConversationSummary } from '../../src/contract/chat.ts';
import { REPORT_RATE_LIMIT } from '../../src/contract/report.ts';
import type { ChatResult } from '../../src/contract/seeker.ts';
import type { TalentCard } from '../../src/contract/talent.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import { findUserByMobile } from '../db/accounts.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';
import { openStream } from '../test/stream.ts';

/**
 * A hostile client against the chat: a block that another job, another recruiter, an interview, a card or a
 * file would get round; the composer's promise (several lines, emoji sequences) against the characters that
 * stay refused; the rate limits of messages and reports; and another sender's clientId.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

let clientNo = 0;
const clientId = () => `abuse-${++clientNo}-${Date.now()}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const post = (token: string, path: string, body: Record<string, unknown> = {}) => t.mock.call('POST', path, { token, body, json: true });
const send = (token: string, id: string, text: string, cid = clientId()) => post(token, `/conversations/${id}/messages`, { clientId: cid, text });
const list = async (token: string) => data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token }));
const thread = async (token: string, id: string) => data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${id}/messages`, { token })).list;
const ticketOf = (token: string) => async () => data<{ ticket: string }>(await t.mock.call('POST', '/stream/ticket', { token })).ticket;

/** 李明's seeded conversation with the demo company (recruiter r2, job j3445), and his second one (r3, job j2). */
const DEMO_CONVERSATION = 'conv-c1-1';
async function twoConversations() {
  const seeker = await t.seeker();
  const enterprise = await t.enterprise();
  const second = data<ChatResult>(await post(seeker, '/jobs/j2/chat'));
  expect(second.created).toBe(true);
  await send(seeker, DEMO_CONVERSATION, '您好');
  await send(enterprise, DEMO_CONVERSATION, '您好，欢迎');
  await send(seeker, second.conversationId, '您好，这个岗位也想了解');
  await send(enterprise, second.conversationId, '好的');
  return { seeker, enterprise, first: DEMO_CONVERSATION, second: second.conversationId };
}

const expectBlocked = (res: { status: number; body: { errorCode?: string; errorMessage?: string } }, label: string) => {
  expect(res.status, label).toBe(403);
  expect(res.body.errorCode, label).toBe('CHAT_BLOCKED');
  expect(res.body.errorMessage, label).toBeTruthy();
};

describe('a chat block covers the seeker and the whole company', () => {
  it('blocking one conversation blocks the company’s other conversations with the seeker: texts, cards and files', async () => {
    const { seeker, enterprise, first, second } = await twoConversations();
    expect((await post(seeker, `/conversations/${first}/block`)).status).toBe(200);
    expect((await list(enterprise)).find((c) => c.id === second)!.blockedBy).toBe('seeker');
    expect((await list(seeker)).find((c) => c.id === second)!.blockedBy).toBe('seeker');
    expectBlocked(await send(enterprise, second, '还在考虑吗？'), 'text');
    expectBlocked(await post(enterprise, `/conversations/${second}/exchange`, { clientId: clientId(), what: 'phone' }), 'exchange card');
    expectBlocked(await post(enterprise, `/conversations/${second}/files`, { clientId: clientId(), fileName: '职位说明.png', data: PNG }), 'file');
    // The blocker is told how to undo it, whichever conversation they write in.
    expectBlocked(await send(seeker, second, '你好'), 'the blocker writing');
    // Lifting it (from any of the conversations) lifts it for all.
    expect((await t.mock.call('DELETE', `/conversations/${second}/block`, { token: seeker })).status).toBe(200);
    expect((await send(enterprise, first, '您好')).status).toBe(200);
    expect((await send(enterprise, second, '您好')).status).toBe(200);
  });

  it('an interview invitation to a seeker who blocked the company is refused and posts nothing', async () => {
    const seeker = await t.seeker();
    const enterprise = await t.enterprise();
    expect((await post(seeker, `/conversations/${DEMO_CONVERSATION}/block`)).status).toBe(200);
    const before = (await thread(seeker, DEMO_CONVERSATION)).length;
    const at = new Date(t.clock.now + 3 * 86_400_000).toISOString();
    const invite = await post(enterprise, '/enterprise/interviews', {
      applicationId: 'ap-u1-3',
      at,
      format: 'video',
      place: 'https://meeting.example/jucai-1',
      interviewers: ['王芳'],
    });
    expectBlocked(invite, 'interview');
    expect((await thread(seeker, DEMO_CONVERSATION)).length).toBe(before);
    expect([...t.db().interviews.values()].filter((i) => i.applicationId === 'ap-u1-3')).toHaveLength(0);
    expect((await list(seeker)).filter((c) => c.blockedBy === null && t.db().recruiting.jobById.get(c.job.id)?.companyId === 'c1')).toHaveLength(0);
  });

  it('a greeting about another job of the same company opens no fresh conversation', async () => {
    const enterprise = await t.enterprise();
    const candidates = data<PageResult<TalentCard>>(await t.mock.call('GET', '/enterprise/talents?city=chengdu', { token: enterprise })).list;
    const candidate = candidates.find((c) => !c.greeted)!;
    const greet = (jobId: string) => post(enterprise, `/enterprise/talents/${candidate.resumeId}/greet`, { jobId });
    // j1 is recruiter r2's, j2 recruiter r3's: two conversations if the block did not hold.
    const opened = data<{ conversationId: string }>(await greet('j1'));
    const seekerId = t.db().conversations.get(opened.conversationId)!.seekerId;
    const seeker = await t.mock.signInBySms(t.db().users.get(seekerId)!.mobile);
    expect((await post(seeker, `/conversations/${opened.conversationId}/block`)).status).toBe(200);
    const count = () => [...t.db().conversations.values()].filter((c) => c.seekerId === seekerId).length;
    const before = count();
    expectBlocked(await greet('j2'), 'greeting about another job');
    expectBlocked(await greet('j1'), 'greeting about the same job');
    expect(count()).toBe(before);
    // Nor can the seeker's own 立即沟通 on another of the company's jobs start an unblocked conversation.
    expectBlocked(await post(seeker, '/jobs/j11/chat'), 'the seeker starting another conversation');
    expect(count()).toBe(before);
  });

  it('a recruiter’s block covers the company too: the seeker cannot write in, nor start about another job', async () => {
    const { seeker, enterprise, first, second } = await twoConversations();
    expect((await post(enterprise, `/conversations/${first}/block`)).status).toBe(200);
    expectBlocked(await send(seeker, second, '您好？'), 'text');
    expectBlocked(await post(seeker, '/jobs/j11/chat'), 'a new conversation');
    // A sub-account of the company sees the company's block, and only the company lifts it.
    const sub = await t.mock.login('13800000006');
    expect((await list(sub)).find((c) => c.id === second)!.blockedBy).toBe('recruiter');
    expect((await t.mock.call('DELETE', `/conversations/${second}/block`, { token: seeker })).status).toBe(403);
    expect((await t.mock.call('DELETE', `/conversations/${second}/block`, { token: sub })).status).toBe(200);
    expect((await send(seeker, first, '您好')).status).toBe(200);
  });
});

describe('what the composer sends', () => {
  it('several lines and emoji sequences (joiners, variation selectors, skin tones, flags) are sent as typed', async () => {
    const seeker = await t.seeker();
    const texts = ['第一行\n第二行\n\n第四行', '全家福 👨‍👩‍👧 ❤️ 👍🏽', '🏳️‍🌈 👩🏽‍💻 ❤️‍🔥 🧑‍🤝‍🧑 1️⃣', '换行\r\n也行\t缩进'];
    for (const text of texts) {
      const res = await send(seeker, DEMO_CONVERSATION, text);
      expect(res.status, JSON.stringify(text)).toBe(200);
      expect(data<ChatMessage>(res).text).toBe(text);
    }
  });

  it('still refuses what would deceive or break the reader, with the reason', async () => {
    const seeker = await t.seeker();
    const refused = [
      { text: '简历\u202Efdp.exe', reason: /文字方向/ },
      { text: '前端\u202A工程师', reason: /文字方向/ },
      { text: '前端\u2066工程师\u2069', reason: /文字方向/ },
      { text: '响铃\u0007了', reason: /控制字符/ },
      { text: '空\u0000字符', reason: /控制字符/ },
      { text: '段落\u2028分隔', reason: /控制字符/ },
      // A joiner outside an emoji sequence is an invisible character like any other.
      { text: '王\u200D芳', reason: /零宽字符/ },
      { text: '零\u200B宽', reason: /零宽字符/ },
    ];
    for (const { text, reason } of refused) {
      const res = await send(seeker, DEMO_CONVERSATION, text);
      expect(res.status, JSON.stringify(text)).toBe(422);
      expect(res.body.errors, JSON.stringify(text)).toEqual([{ field: 'text', message: expect.stringMatching(reason) }]);
    }
  });
});

describe('rate limits', () => {
  it(`a sender gets ${CHAT_RATE_LIMIT.max} chat messages per ${CHAT_RATE_LIMIT.windowS} s, then 429 with retryAfter; the other side is not held back`, async () => {
    const { seeker, enterprise, first, second } = await twoConversations();
    t.clock.now += CHAT_RATE_LIMIT.windowS * 1000;
    const sentIds: string[] = [];
    for (let i = 0; i < CHAT_RATE_LIMIT.max; i++) {
      const cid = clientId();
      // Spread over both conversations and both kinds: the limit is the sender's, not a thread's.
      const res =
        i % 5 === 4
          ? await post(seeker, `/conversations/${second}/files`, { clientId: cid, fileName: `图${i}.png`, data: PNG })
          : await send(seeker, i % 2 ? first : second, `第 ${i + 1} 条`, cid);
      expect(res.status, `message ${i + 1}`).toBe(200);
      sentIds.push(cid);
    }
    const refused = await send(seeker, first, '再来一条');
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('CHAT_RATE_LIMITED');
    const retryAfter = (refused.body as { retryAfter?: number }).retryAfter!;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CHAT_RATE_LIMIT.windowS);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfter));
    expect((await post(seeker, `/conversations/${first}/exchange`, { clientId: clientId(), what: 'phone' })).status).toBe(429);
    // A retry of a message already stored is not a new message: it answers the stored one.
    expect((await send(seeker, first, '第 2 条', sentIds[1])).status).toBe(200);
    expect((await send(enterprise, first, '收到')).status).toBe(200);
    t.clock.now += retryAfter * 1000;
    expect((await send(seeker, first, '现在可以了')).status).toBe(200);
  });

  it(`reports: ${REPORT_RATE_LIMIT.max} an hour per user, then 429 with retryAfter`, async () => {
    const seeker = await t.seeker();
    const jobs = t
      .db()
      .recruiting.jobs.filter((j) => j.companyId !== 'c1')
      .slice(0, REPORT_RATE_LIMIT.max + 1);
    const report = (jobId: string) =>
      post(seeker, '/reports', { targetType: 'job', targetId: jobId, category: 'fee', description: '面试时要求先交三百元培训费才能入职' });
    for (const job of jobs.slice(0, REPORT_RATE_LIMIT.max)) expect((await report(job.id)).status).toBe(200);
    const refused = await report(jobs.at(-1)!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('REPORT_RATE_LIMITED');
    expect((refused.body as { retryAfter?: number }).retryAfter).toBeGreaterThan(REPORT_RATE_LIMIT.windowS - 60);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Someone else still reports.
    expect(
      (
        await post(await t.mock.login('13800000003'), '/reports', {
          targetType: 'job',
          targetId: jobs[0].id,
          category: 'fee',
          description: '面试时要求先交三百元培训费才能入职',
        })
      ).status,
    ).toBe(200);
    t.clock.now += REPORT_RATE_LIMIT.windowS * 1000;
    expect((await report(jobs.at(-1)!.id)).status).toBe(200);
  });
});

describe('clientId belongs to its sender', () => {
  it('the same clientId from the other side is a new message, and neither side sees the other’s clientId', async () => {
    const seeker = await t.seeker();
    const enterprise = await t.enterprise();
    const company = await openStream(t.mock.base, ticketOf(enterprise));
    const own = await openStream(t.mock.base, ticketOf(seeker));
    try {
      const shared = clientId();
      const fromCompany = data<ChatMessage>(await send(enterprise, DEMO_CONVERSATION, '您好，方便电话聊聊吗？', shared));
      expect(fromCompany.clientId).toBe(shared);
      const fromSeeker = await send(seeker, DEMO_CONVERSATION, '可以，下午都有空', shared);
      expect(fromSeeker.status).toBe(200);
      const mine = data<ChatMessage>(fromSeeker);
      expect(mine.id).not.toBe(fromCompany.id);
      expect(mine).toMatchObject({ from: 'seeker', text: '可以，下午都有空', clientId: shared });
      // What each reads of the other's message carries no clientId: in the thread, the list and the stream.
      const seen = await thread(seeker, DEMO_CONVERSATION);
      expect(seen.find((m) => m.id === fromCompany.id)!.clientId).toBeNull();
      expect(seen.find((m) => m.id === mine.id)!.clientId).toBe(shared);
      const companyView = await thread(enterprise, DEMO_CONVERSATION);
      expect(companyView.find((m) => m.id === mine.id)!.clientId).toBeNull();
      expect((await list(enterprise)).find((c) => c.id === DEMO_CONVERSATION)!.lastMessage!.clientId).toBeNull();
      const pushed = await company.next((e) => e.type === 'message' && e.message.id === mine.id);
      expect(pushed.type === 'message' && pushed.message.clientId).toBeNull();
      const ownPush = await own.next((e) => e.type === 'message' && e.message.id === mine.id);
      expect(ownPush.type === 'message' && ownPush.message.clientId).toBe(shared);
      const theirs = await own.next((e) => e.type === 'message' && e.message.id === fromCompany.id);
      expect(theirs.type === 'message' && theirs.message.clientId).toBeNull();
      // A second recruiter of the company is not the sender either.
      const sub = await t.mock.login('13800000006');
      expect((await thread(sub, DEMO_CONVERSATION)).find((m) => m.id === fromCompany.id)!.clientId).toBeNull();
      expect(findUserByMobile(t.db(), '13800000006')!.companyId).toBe('c1');
    } finally {
      await company.stop();
      await own.stop();
    }
  });
});
