import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/contract/chat.ts';
import zhCN from '@/locales/zh-CN/index.ts';

/**
 * Issue 26, item 13: a message that could not be sent survives a reload as unsent, kept on the device under the
 * user's id (not the session), with a retry and a 删除; a user known only after the first render keeps it too.
 */
const session = vi.hoisted(() => ({ userId: 'u1' as string | null }));
vi.mock('@/app/initialState.tsx', () => ({ useInitialState: () => ({ initialState: { currentUser: session.userId ? { id: session.userId } : null } }) }));
const sendMessage = vi.hoisted(() => vi.fn<(id: string, body: { clientId: string; text: string }) => Promise<ChatMessage>>());
vi.mock('@/services/chat.ts', () => ({ sendMessage }));
const { useOutbox } = await import('./useOutbox.ts');

const wrap = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="zh-CN" messages={zhCN}>
    {children}
  </IntlProvider>
);
const mount = () => renderHook(() => useOutbox('c1', () => {}), { wrapper: wrap });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.userId = 'u1';
  sendMessage.mockReset();
  // A lost connection: no answer at all.
  sendMessage.mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(cleanup);

describe('the outbox through a reload', () => {
  it('keeps an unsent message as unsent, under the user’s id and not the token; 删除 removes it for good', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const first = mount();
    await act(async () => first.result.current.send('我下周一可以到岗'));
    // The request leaves in the next task, after the bubble's paint.
    await waitFor(() => expect(first.result.current.outbox).toMatchObject([{ text: '我下周一可以到岗', state: 'failed' }]));
    const stored = Object.keys(localStorage);
    expect(stored.some((k) => k.includes('u1'))).toBe(true);
    expect(stored.some((k) => k.includes('tok-1'))).toBe(false);
    first.unmount();

    // The reload (a new session token even): the message is there, unsent.
    sessionStorage.setItem('token', 'tok-2');
    const second = mount();
    expect(second.result.current.outbox).toMatchObject([{ text: '我下周一可以到岗', state: 'failed' }]);
    act(() => second.result.current.discard(second.result.current.outbox[0]));
    expect(second.result.current.outbox).toEqual([]);
    second.unmount();
    expect(mount().result.current.outbox).toEqual([]);
  });

  it('is not wiped when the user is known only after the first render', async () => {
    const first = mount();
    await act(async () => first.result.current.send('面试地点在哪里？'));
    first.unmount();

    session.userId = null;
    const later = mount();
    expect(later.result.current.outbox).toEqual([]);
    session.userId = 'u1';
    later.rerender();
    expect(later.result.current.outbox).toMatchObject([{ text: '面试地点在哪里？', state: 'failed' }]);
    later.unmount();
    expect(mount().result.current.outbox).toHaveLength(1);
  });
});
