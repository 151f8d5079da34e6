import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contract/chat.ts';

let answer: (page: { list: ChatMessage[]; hasOlder: boolean }) => void = () => {};
vi.mock('@/services/chat.ts', () => ({ queryMessages: () => new Promise((resolve) => (answer = resolve)) }));
const { useChatThread } = await import('./useChatThread.ts');

const message = (seq: number, text: string) =>
  ({ id: `m${seq}`, seq, conversationId: 'c1', from: 'seeker', text, createdAt: '2026-11-20T08:00:00.000Z' }) as unknown as ChatMessage;

describe('useChatThread', () => {
  it('keeps a message that arrives live while the first page is on its way', async () => {
    const { result } = renderHook(() => useChatThread('c1'));
    // The page was read on the server before message 3 was sent; message 3 arrives over the stream first.
    act(() => result.current.receive([message(3, 'new')]));
    await act(async () => answer({ list: [message(1, 'a'), message(2, 'b')], hasOlder: false }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});
