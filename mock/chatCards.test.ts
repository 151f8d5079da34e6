// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary, ExchangeCard, InterviewCard } from '../src/contract/chat.ts';
import type { InterviewView } from '../src/contract/interview.ts';
import type { ChatResult } from '../src/contract/seeker.ts';
import { openConversation } from './db/recruiting/chat.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';
import { openStream as openLiveStream } from './test/stream.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

let clientNo = 0;
const clientId = () => `card-${Date.now()}-${++clientNo}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const post = (token: string, path: string, body: Record<string, unknown>) => t.mock.call('POST', path, { token, body, json: true });
const send = (token: string, id: string, text: string) => post(token, `/conversations/${id}/messages`, { clientId: clientId(), text });
const exchange = (token: string, id: string, body: Record<string, unknown>) => post(token, `/conversations/${id}/exchange`, { clientId: clientId(), ...body });
const answer = (token: string, id: string, seq: number, body: Record<string, unknown>) => post(token, `/conversations/${id}/cards/${seq}/answer`, body);
const list = async (token: string, query = '') => data<ConversationSummary[]>(await t.mock.call('GET', `/conversations${query}`, { token }));
const lastOf = async (token: string, id: string) =>
  data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${id}/messages`, { token })).list.at(-1)!;

/** The demo seeker's conversation with the demo company, after both have written in it. */
async function talking() {
  const seeker = await t.seeker();
  const enterprise = await t.enterprise();
  const theirs = new Set((await list(enterprise)).map((c) => c.id));
  const id = (await list(seeker)).find((c) => theirs.has(c.id))!.id;
  await send(seeker, id, '您好，想了解一下这个岗位');
  await send(enterprise, id, '您好，欢迎了解');
  return { seeker, enterprise, id };
}

describe('chat cards', () => {
  it('refuses an exchange until both sides have written', async () => {
    const seeker = await t.seeker();
    // A job whose recruiter 李明 has never talked to: a new conversation nobody has written in yet.
    const talkedTo = new Set([...t.db().conversations.values()].filter((c) => c.seekerId === 'u1').map((c) => c.recruiterId));
    const job = [...t.db().recruiting.jobById.values()].find((j) => j.companyId !== 'c1' && t.isOpen(j) && !talkedTo.has(j.recruiterId))!;
    const { conversationId, created } = data<ChatResult>(await post(seeker, `/jobs/${job.id}/chat`, {}));
    expect(created).toBe(true);
    await send(seeker, conversationId, '您好，请问这个职位还在招吗？');
    const early = await exchange(seeker, conversationId, { what: 'phone' });
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe('EXCHANGE_TOO_EARLY');
  });

  it('phones: pending shows nothing, only the other side answers, accepted shows both numbers and files it under 已交换', async () => {
    const { seeker, enterprise, id } = await talking();
    const asked = data<ChatMessage>(await exchange(seeker, id, { what: 'phone' }));
    expect(asked.card).toMatchObject({ type: 'exchange', what: 'phone', state: 'pending', seekerValue: null, recruiterValue: null });
    expect((await exchange(seeker, id, { what: 'phone' })).body.errorCode).toBe('EXCHANGE_PENDING');
    expect((await answer(seeker, id, asked.seq, { accept: true })).status).toBe(403);
    expect((await list(enterprise, '?filter=exchanged')).map((c) => c.id)).not.toContain(id);
    const accepted = data<ChatMessage>(await answer(enterprise, id, asked.seq, { accept: true }));
    // 李明 asked for a forwarding number (/privacySet): the company gets that, never the real one.
    expect(accepted.card).toMatchObject({ state: 'accepted', seekerValue: expect.stringMatching(/^170\d{8}$/), recruiterValue: '13800000002' });
    expect((await answer(enterprise, id, asked.seq, { accept: false })).status).toBe(409);
    expect((await lastOf(seeker, id)).card).toMatchObject({ state: 'accepted', recruiterValue: '13800000002' });
    expect((await list(enterprise, '?filter=exchanged')).map((c) => c.id)).toContain(id);
    // A client back from a lost connection reads its cards' state again: only card messages, as they are now.
    const cards = data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${id}/messages?cards=1`, { token: seeker })).list;
    expect(cards.every((m) => m.card)).toBe(true);
    expect(cards.find((m) => m.seq === asked.seq)!.card).toMatchObject({ state: 'accepted' });
  });

  it('WeChat: each side must give an ID; a decline gives nothing', async () => {
    const { seeker, enterprise, id } = await talking();
    const missing = await exchange(enterprise, id, { what: 'wechat' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.[0]).toMatchObject({ field: 'wechat' });
    const asked = data<ChatMessage>(await exchange(enterprise, id, { what: 'wechat', wechat: 'wangfang_hr' }));
    expect((await answer(seeker, id, asked.seq, { accept: true })).status).toBe(422);
    expect((await answer(seeker, id, asked.seq, { accept: true, wechat: '1bad' })).status).toBe(422);
    const done = data<ChatMessage>(await answer(seeker, id, asked.seq, { accept: true, wechat: 'liming2026' }));
    expect(done.card).toMatchObject({ state: 'accepted', seekerValue: 'liming2026', recruiterValue: 'wangfang_hr' });
    const second = data<ChatMessage>(await exchange(seeker, id, { what: 'wechat', wechat: 'liming2026' }));
    expect(data<ChatMessage>(await answer(enterprise, id, second.seq, { accept: false })).card).toMatchObject({
      state: 'declined',
      seekerValue: null,
      recruiterValue: null,
    });
  });

  it("a recruiter's resume request, accepted, lets the company read the resume", async () => {
    const { seeker, enterprise, id } = await talking();
    const asked = data<ChatMessage>(await exchange(enterprise, id, { what: 'resume' }));
    const done = data<ChatMessage>(await answer(seeker, id, asked.seq, { accept: true }));
    const card = done.card as ExchangeCard;
    expect(card.state).toBe('accepted');
    expect(card.resumeId).toMatch(/^cv-/);
    expect((await t.mock.call('GET', `/resumes/${card.resumeId}`, { token: enterprise })).status).toBe(200);
  });

  it('an interview invitation appears as a card; the seeker accepts from the chat and /interview shows it, live on the stream', async () => {
    const enterprise = await t.enterprise();
    const seeker = await t.seeker();
    const at = new Date(t.clock.now + 3 * 86_400_000).toISOString();
    const invited = data<InterviewView>(
      await post(enterprise, '/enterprise/interviews', {
        applicationId: 'ap-u1-3',
        at,
        format: 'video',
        place: 'https://meeting.example/jucai-9',
        interviewers: ['王芳'],
      }),
    );
    const conversation = (await list(seeker, '?filter=interview'))[0];
    expect(conversation).toBeDefined();
    const card = await lastOf(seeker, conversation.id);
    expect(card.card).toMatchObject({ type: 'interview', interviewId: invited.id, status: 'invited', round: 1 });
    const stream = await openLiveStream(
      t.mock.base,
      async () => data<{ ticket: string }>(await t.mock.call('POST', '/stream/ticket', { token: enterprise })).ticket,
    );
    try {
      expect((await post(enterprise, `/conversations/${conversation.id}/cards/${card.seq}/interview`, { response: 'accepted' })).status).toBe(403);
      const answered = data<ChatMessage>(await post(seeker, `/conversations/${conversation.id}/cards/${card.seq}/interview`, { response: 'accepted' }));
      expect((answered.card as InterviewCard).status).toBe('accepted');
      const pushed = await stream.next((e) => e.type === 'update' && e.message.seq === card.seq);
      expect(pushed.type === 'update' && (pushed.message.card as InterviewCard).status).toBe('accepted');
      const all = data<InterviewView[]>(await t.mock.call('GET', '/enterprise/interviews', { token: enterprise }));
      expect(all.find((i) => i.id === invited.id)!.status).toBe('accepted');
      // The company moves the time: the same card shows it asked again.
      const later = new Date(t.clock.now + 5 * 86_400_000).toISOString();
      await t.mock.call('PUT', `/enterprise/interviews/${invited.id}/time`, { token: enterprise, body: { at: later }, json: true });
      expect((await lastOf(seeker, conversation.id)).card).toMatchObject({ status: 'invited', at: later });
    } finally {
      await stream.stop();
    }
  });

  it('pictures and documents: the checks of attachment resumes, readable by the two sides only', async () => {
    const { seeker, enterprise, id } = await talking();
    const file = (token: string, fileName: string, bytes: Buffer) =>
      post(token, `/conversations/${id}/files`, { clientId: clientId(), fileName, data: bytes.toString('base64') });
    const sent = data<ChatMessage>(await file(seeker, '作品截图.png', PNG));
    expect(sent.attachment).toMatchObject({ kind: 'image', fileType: 'png', size: PNG.length });
    const path = `/media/${sent.attachment!.path}`;
    expect((await t.mock.call('GET', path, { token: enterprise })).status).toBe(200);
    expect((await t.mock.call('GET', path, { token: await t.mock.login('13800000004') })).status).toBe(404);
    expect((await file(seeker, '脚本.exe', PNG)).status).toBe(422);
    const renamed = await file(seeker, '简历.pdf', PNG);
    expect(renamed.status).toBe(400);
    expect(renamed.body.errorMessage).toContain('PDF');
    expect((await file(seeker, '空.png', Buffer.alloc(0))).status).toBe(400);
  });

  it('blocking stops both sides writing until the blocker lifts it; the other party can be reported', async () => {
    const { seeker, enterprise, id } = await talking();
    expect((await post(seeker, `/conversations/${id}/block`, {})).status).toBe(200);
    const refused = await send(enterprise, id, '还在吗？');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('CHAT_BLOCKED');
    expect((await list(enterprise)).find((c) => c.id === id)!.blockedBy).toBe('seeker');
    expect((await t.mock.call('DELETE', `/conversations/${id}/block`, { token: enterprise })).status).toBe(403);
    expect((await t.mock.call('DELETE', `/conversations/${id}/block`, { token: seeker })).status).toBe(200);
    expect((await send(enterprise, id, '还在吗？')).status).toBe(200);
    const report = await post(seeker, '/reports', {
      targetType: 'conversation',
      targetId: id,
      category: 'fee',
      description: '对方要求先交 500 元培训费才能入职',
    });
    expect(report.status).toBe(200);
    expect(
      (
        await post(await t.mock.login('13800000004'), '/reports', {
          targetType: 'conversation',
          targetId: id,
          category: 'fee',
          description: '对方要求先交 500 元培训费才能入职',
        })
      ).status,
    ).toBe(404);
  });

  it('saved replies: side defaults, replaced as a whole, limits checked', async () => {
    const seeker = await t.seeker();
    const defaults = data<{ replies: string[] }>(await t.mock.call('GET', '/chat/replies', { token: seeker })).replies;
    expect(defaults.length).toBeGreaterThan(0);
    await t.mock.call('PUT', '/chat/replies', { token: seeker, body: { replies: ['明天下午有空'] }, json: true });
    expect(data<{ replies: string[] }>(await t.mock.call('GET', '/chat/replies', { token: seeker })).replies).toEqual(['明天下午有空']);
    expect(
      (await t.mock.call('PUT', '/chat/replies', { token: seeker, body: { replies: Array.from({ length: 21 }, (_, i) => `第${i}条`) }, json: true })).status,
    ).toBe(422);
    expect(data<{ replies: string[] }>(await t.mock.call('GET', '/chat/replies', { token: await t.enterprise() })).replies).not.toEqual(defaults);
  });
});

describe('replies to greetings', () => {
  it("a candidate's first answer to a greeting tells the company (replies), once", async () => {
    const seekerUser = [...t.db().users.values()].find((u) => u.mobile === '13800000003')!;
    const job = [...t.db().recruiting.jobById.values()].find((j) => j.companyId === 'c1' && t.isOpen(j))!;
    const greeting = openConversation(t.db(), {
      seekerId: seekerUser.id,
      recruiterId: job.recruiterId,
      jobId: job.id,
      createdAt: t.clock.now,
      startedBy: 'recruiter',
    });
    const enterprise = await t.enterprise();
    await send(enterprise, greeting.id, '您好，看了您的简历，方便聊聊吗？');
    const seeker = await t.mock.login('13800000003');
    const replies = async () =>
      data<{ list: Array<{ title: string; link: string }> }>(await t.mock.call('GET', '/notifications?category=replies', { token: enterprise })).list.filter(
        (n) => n.link.includes(greeting.id),
      );
    expect(await replies()).toHaveLength(0);
    await send(seeker, greeting.id, '您好，可以的');
    await send(seeker, greeting.id, '我下午都有空');
    const told = await replies();
    expect(told).toHaveLength(1);
    expect(told[0].title).toBe('候选人回复了你的招呼');
  });
});

describe('pinning', () => {
  it("a pinned conversation leads the pinning side's list, not the other side's", async () => {
    const enterprise = await t.enterprise();
    const before = await list(enterprise);
    const oldest = before.at(-1)!;
    expect(
      data<{ pinned: boolean }>(await t.mock.call('PUT', `/conversations/${oldest.id}/pin`, { token: enterprise, body: { pinned: true }, json: true })).pinned,
    ).toBe(true);
    const after = await list(enterprise);
    expect(after[0]).toMatchObject({ id: oldest.id, pinned: true });
    // The rest keep their order by activity.
    expect(after.slice(1).map((c) => c.id)).toEqual(before.slice(0, -1).map((c) => c.id));
    await t.mock.call('PUT', `/conversations/${oldest.id}/pin`, { token: enterprise, body: { pinned: false }, json: true });
    expect((await list(enterprise)).at(-1)!.id).toBe(oldest.id);
    expect(
      (await t.mock.call('PUT', `/conversations/${oldest.id}/pin`, { token: await t.mock.login('13800000004'), body: { pinned: true }, json: true })).status,
    ).toBe(404);
  });
});
