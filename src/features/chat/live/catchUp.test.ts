import { describe, expect, it } from 'vitest';
import { MESSAGE_PAGE_MAX, type ChatCard, type ChatMessage } from '@/contract/chat.ts';
import { catchUp, type ReadMessages } from './catchUp.ts';
import { mergeMessages, replaceMessage } from './merge.ts';

const m = (seq: number, card: ChatCard | null = null): ChatMessage => ({
  id: `c1-m${seq}`,
  conversationId: 'c1',
  seq,
  from: 'seeker',
  sender: { name: '李明', title: '', online: false, self: false },
  text: `m${seq}`,
  card,
  attachment: null,
  warning: null,
  clientId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});
const phone = (state: 'pending' | 'accepted'): ChatCard => ({
  type: 'exchange',
  what: 'phone',
  state,
  seekerValue: null,
  recruiterValue: null,
  resumeId: null,
  recruiterBy: null,
});

/** A server thread of `count` messages; message 2 is a phone card now accepted. */
function server(count: number) {
  const all = Array.from({ length: count }, (_, i) => (i === 1 ? m(2, phone('accepted')) : m(i + 1)));
  const reads: string[] = [];
  const read: ReadMessages = async (q) => {
    reads.push(JSON.stringify(q));
    if (q.cards) return { list: all.filter((x) => x.card) };
    return { list: all.filter((x) => x.seq > (q.after ?? 0)).slice(0, q.limit) };
  };
  return { read, reads };
}

/** A client holding messages 1–3 (its card still pending), catching up. */
async function run(count: number) {
  let thread = [m(1), m(2, phone('pending')), m(3)];
  const { read, reads } = server(count);
  await catchUp(
    read,
    3,
    true,
    (list) => (thread = mergeMessages(thread, list)),
    (changed) => (thread = replaceMessage(thread, changed)),
  );
  return { thread, reads };
}

describe('catchUp', () => {
  it('fetches everything after the last held message, page by page, with no gap', async () => {
    const { thread, reads } = await run(3 + MESSAGE_PAGE_MAX * 2 + 7);
    expect(thread.map((x) => x.seq)).toEqual(Array.from({ length: 3 + MESSAGE_PAGE_MAX * 2 + 7 }, (_, i) => i + 1));
    expect(reads.filter((r) => r.includes('after'))).toHaveLength(3);
  });

  it('reads the cards again: one answered while away shows its new state', async () => {
    const { thread } = await run(5);
    expect(thread[1].card).toMatchObject({ state: 'accepted' });
    expect(thread).toHaveLength(5);
  });

  it('does not ask for cards when the thread holds none', async () => {
    const { read, reads } = server(4);
    await catchUp(
      read,
      3,
      false,
      () => undefined,
      () => undefined,
    );
    expect(reads.some((r) => r.includes('cards'))).toBe(false);
  });
});
