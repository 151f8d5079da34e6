import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contract/chat.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

/** The composer's promise: several lines and emoji sequences go as typed, and a sender told to wait is told how long. */
vi.mock('@/app/initialState.tsx', () => ({ useInitialState: () => ({ initialState: { currentUser: { id: 'u1' } } }) }));
const sendMessage = vi.hoisted(() => vi.fn<(id: string, body: { clientId: string; text: string }) => Promise<ChatMessage>>());
vi.mock('@/services/chat.ts', () => ({ sendMessage }));
const { default: Composer } = await import('./Composer.tsx');
const { useOutbox } = await import('./useOutbox.ts');

const wrap = (locale: 'zh-CN' | 'en-US') => appWrapper({ locale });

const box = () => screen.getByLabelText<HTMLTextAreaElement>(zhCN['center.chat.input']);
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const press = (shiftKey = false) => fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13, shiftKey });

beforeEach(() => {
  localStorage.clear();
  sendMessage.mockReset();
});
afterEach(cleanup);

describe('Composer', () => {
  it('Shift+Enter is a new line, not a send; Enter sends the lines and emoji sequences as typed', () => {
    const onSend = vi.fn();
    render(<Composer conversationId="c1" onSend={onSend} />, { wrapper: wrap('zh-CN') });
    type('第一行');
    press(true);
    expect(onSend).not.toHaveBeenCalled();
    const text = '第一行\n第二行 👨‍👩‍👧 ❤️ 🏳️‍🌈';
    type(`${text}\n`);
    press();
    expect(onSend).toHaveBeenCalledWith(text);
    expect(box().value).toBe('');
  });

  it('while the API asks the sender to wait: says how long, keeps the text, and sends nothing', () => {
    const onSend = vi.fn();
    const { rerender } = render(<Composer conversationId="c1" onSend={onSend} waitSeconds={7} />, { wrapper: wrap('zh-CN') });
    expect(screen.getByTestId('chat-wait').textContent).toBe('发送太频繁，7 秒后可以再发送');
    expect(screen.getByRole('button', { name: zhCN['center.chat.send'] }).hasAttribute('disabled')).toBe(true);
    type('还在吗');
    press();
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('还在吗');
    rerender(<Composer conversationId="c1" onSend={onSend} waitSeconds={0} />);
    expect(screen.queryByTestId('chat-wait')).toBeNull();
    press();
    expect(onSend).toHaveBeenCalledWith('还在吗');
  });

  it('says it in English too', () => {
    render(<Composer conversationId="c1" onSend={() => {}} waitSeconds={3} />, { wrapper: wrap('en-US') });
    expect(screen.getByTestId('chat-wait').textContent).toBe('You are sending too fast. You can send again in 3 s.');
  });
});

describe('useOutbox', () => {
  it('a 429 CHAT_RATE_LIMITED marks the message unsent with the reason and counts down the API’s retryAfter', async () => {
    vi.useFakeTimers();
    try {
      sendMessage.mockRejectedValue(new RequestError(429, '发送太频繁，请 5 秒后再发送', 'CHAT_RATE_LIMITED', [], 5));
      const { result } = renderHook(() => useOutbox('c1', () => {}), { wrapper: wrap('zh-CN') });
      await act(async () => result.current.send('第 21 条'));
      // The request leaves in the next task (after the bubble's paint).
      await act(async () => vi.advanceTimersByTimeAsync(0));
      expect(result.current.outbox).toMatchObject([{ text: '第 21 条', state: 'failed', reason: zhCN['center.chat.rateLimited.reason'] }]);
      expect(result.current.waitSeconds).toBe(5);
      // A second at a time, each in its own act: the countdown sets its next timer when React has rendered the last tick.
      const seconds = async (n: number) => {
        for (let i = 0; i < n; i += 1) await act(async () => vi.advanceTimersByTimeAsync(1000));
      };
      await seconds(2);
      expect(result.current.waitSeconds).toBe(3);
      await seconds(3);
      expect(result.current.waitSeconds).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('another refusal keeps the API’s reason and starts no wait', async () => {
    sendMessage.mockRejectedValue(new RequestError(403, '对方已不再接收你的消息，不能发送消息', 'CHAT_BLOCKED'));
    const { result } = renderHook(() => useOutbox('c1', () => {}), { wrapper: wrap('zh-CN') });
    await act(async () => result.current.send('你好'));
    await waitFor(() => expect(result.current.outbox).toMatchObject([{ state: 'failed', reason: '对方已不再接收你的消息，不能发送消息' }]));
    expect(result.current.waitSeconds).toBe(0);
  });
});
