import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/contract/chat.ts';
import { hasGap, lastSeq, mergeMessages, replaceMessage } from './merge.ts';

const m = (seq: number, text = `m${seq}`): ChatMessage => ({
  id: `c1-m${seq}`,
  conversationId: 'c1',
  seq,
  from: 'seeker',
  sender: { name: '李明', title: '', online: false, self: false },
  text,
  card: null,
  attachment: null,
  warning: null,
  clientId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps one copy of each seq, in order, whatever order they arrive in', () => {
    const thread = mergeMessages([m(1), m(2)], [m(4), m(3), m(2, 'again')]);
    expect(thread.map((x) => x.seq)).toEqual([1, 2, 3, 4]);
    expect(thread[1].text).toBe('m2');
  });
  it('returns the same array when nothing is new (no re-render)', () => {
    const thread = [m(1), m(2)];
    expect(mergeMessages(thread, [m(2)])).toBe(thread);
    expect(mergeMessages(thread, [])).toBe(thread);
  });
  it('a catch-up after a reconnect fills the gap the stream left', () => {
    const afterStream = mergeMessages([m(1), m(2)], [m(5)]);
    expect(hasGap(afterStream)).toBe(true);
    const caughtUp = mergeMessages(afterStream, [m(3), m(4), m(5)]);
    expect(hasGap(caughtUp)).toBe(false);
    expect(lastSeq(caughtUp)).toBe(5);
  });
});

describe('replaceMessage', () => {
  it('puts a changed message (an answered card) in place of the one with its seq', () => {
    const thread = [m(1), m(2), m(3)];
    const next = replaceMessage(thread, m(2, 'answered'));
    expect(next.map((x) => x.text)).toEqual(['m1', 'answered', 'm3']);
  });

  it('leaves the thread alone when it does not hold that seq (an older page not loaded): the page brings it fresh', () => {
    const thread = [m(5), m(6)];
    expect(replaceMessage(thread, m(2, 'answered'))).toBe(thread);
  });
});
