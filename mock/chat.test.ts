// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary } from '../src/contract/chat.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';
import { openStream as openLiveStream } from './test/stream.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

let clientNo = 0;
const clientId = () => `test-${Date.now()}-${++clientNo}`;
const send = (token: string, id: string, text: string, cid = clientId()) =>
  t.mock.call('POST', `/conversations/${id}/messages`, { token, body: { clientId: cid, text }, json: true });
const list = async (token: string, query = '') => data<ConversationSummary[]>(await t.mock.call('GET', `/conversations${query}`, { token }));
const thread = async (token: string, id: string, query = '') =>
  data<{ list: ChatMessage[]; hasOlder: boolean }>(await t.mock.call('GET', `/conversations/${id}/messages${query}`, { token }));

/** The demo seeker's conversation with the demo company (seeded from his application to it). */
async function demoConversation() {
  const seeker = await t.seeker();
  const enterprise = await t.enterprise();
  const mine = await list(seeker);
  const theirs = new Set((await list(enterprise)).map((c) => c.id));
  const shared = mine.find((c) => theirs.has(c.id))!;
  return { seeker, enterprise, id: shared.id };
}

/** Opens the live stream with a ticket bought by this user. */
const openStream = (token: string) =>
  openLiveStream(t.mock.base, async () => data<{ ticket: string }>(await t.mock.call('POST', '/stream/ticket', { token })).ticket);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('chat', () => {
  it('both sides see one conversation; messages arrive in order with receipts and unread counts', async () => {
    const { seeker, enterprise, id } = await demoConversation();
    const before = (await thread(seeker, id)).list.at(-1)?.seq ?? 0;
    const hello = data<ChatMessage>(await send(seeker, id, '王经理您好，想了解一下这个岗位的团队情况'));
    expect(hello).toMatchObject({ seq: before + 1, from: 'seeker', warning: null });
    const reply = data<ChatMessage>(await send(enterprise, id, '您好！团队 8 人，方便的话明天下午电话聊聊？'));
    expect(reply).toMatchObject({ seq: before + 2, from: 'recruiter' });
    const seekerSide = (await list(seeker)).find((c) => c.id === id)!;
    expect(seekerSide).toMatchObject({ unread: 1, bothReplied: true, lastMessage: { seq: before + 2 } });
    expect(data<{ seq: number }>(await t.mock.call('POST', `/conversations/${id}/read`, { token: seeker, body: { seq: before + 2 }, json: true })).seq).toBe(
      before + 2,
    );
    expect((await list(enterprise)).find((c) => c.id === id)!.peerReadSeq).toBe(before + 2);
    expect((await list(seeker, '?filter=unread')).map((c) => c.id)).not.toContain(id);
  });

  it('a retried send (same clientId) stores one copy; after= returns only what was missed; before= pages back', async () => {
    const { seeker, id } = await demoConversation();
    const cid = clientId();
    const first = data<ChatMessage>(await send(seeker, id, '请问周末双休吗？', cid));
    const again = data<ChatMessage>(await send(seeker, id, '请问周末双休吗？', cid));
    expect(again.id).toBe(first.id);
    for (let i = 1; i <= 3; i++) await send(seeker, id, `补充问题 ${i}`);
    const missed = await thread(seeker, id, `?after=${first.seq}`);
    expect(missed.list.map((m) => m.seq)).toEqual([first.seq + 1, first.seq + 2, first.seq + 3]);
    const older = await thread(seeker, id, `?before=${first.seq + 3}&limit=2`);
    expect(older.list.map((m) => m.seq)).toEqual([first.seq + 1, first.seq + 2]);
  });

  it('refuses empty and over-long messages, and other people’s conversations (404)', async () => {
    const { seeker, id } = await demoConversation();
    expect((await send(seeker, id, '   ')).body.errors?.[0].field).toBe('text');
    expect((await send(seeker, id, '字'.repeat(1001))).body.errors?.[0].field).toBe('text');
    expect((await send(await t.mock.login('13800000004'), id, '你好')).status).toBe(404);
    expect((await send(await t.mock.login('13800000003'), id, '你好')).status).toBe(404);
  });

  it('a message asking for money carries the fee warning', async () => {
    const { enterprise, id } = await demoConversation();
    expect(data<ChatMessage>(await send(enterprise, id, '入职前需要先交 300 元服装押金')).warning).toBe('fees');
  });

  it('the stream needs a fresh ticket once, and pushes messages and receipts to both sides', async () => {
    const { seeker, enterprise, id } = await demoConversation();
    const seekerStream = await openStream(seeker);
    const companyStream = await openStream(enterprise);
    expect(seekerStream.status).toBe(200);
    // A ticket is single-use.
    expect((await fetch(`${t.mock.base}/stream?ticket=${seekerStream.ticket}`)).status).toBe(401);
    const sent = data<ChatMessage>(await send(enterprise, id, '简历已看，明天上午十点方便视频面试吗？'));
    await until(() => seekerStream.events.some((e) => e.type === 'message' && e.message.id === sent.id));
    await until(() => companyStream.events.some((e) => e.type === 'message' && e.message.id === sent.id));
    await t.mock.call('POST', `/conversations/${id}/read`, { token: seeker, body: { seq: sent.seq }, json: true });
    await until(() => companyStream.events.some((e) => e.type === 'read' && e.side === 'seeker' && e.seq === sent.seq));
    await seekerStream.stop();
    await companyStream.stop();
  });
});
