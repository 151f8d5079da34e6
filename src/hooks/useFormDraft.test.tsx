import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import zhCN from '@/locales/zh-CN/index.ts';
import { DRAFT_TTL_MS, readDraft, writeDraft } from '@/services/drafts.ts';
import { RequestError } from '@/services/request/errors.ts';
import { REMOTE_DRAFT_INTERVAL_MS, useFormDraft } from './useFormDraft.ts';
import { useSubmit } from './useSubmit.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

/** Who is signed in, as the hook reads it from the initial state. */
const session = vi.hoisted(() => ({ user: { id: 'u1' } as { id: string } | null }));
vi.mock('@/app/initialState.tsx', () => ({ useInitialState: () => ({ initialState: { currentUser: session.user } }) }));

interface Values {
  title: string;
}
const KEY = 'test.form';
const restoredPrefix = zhCN['shared.draft.restored'].split('{time}')[0];
const savedPrefix = zhCN['shared.draft.savedAt'].split('{time}')[0];

const wrapper = appWrapper();

/** A real form with a draft and a submit, as a page would build it. */
function DraftForm({ action }: { action: (values: Values) => Promise<unknown> }) {
  const [form] = Form.useForm<Values>();
  const draft = useFormDraft<Values>(KEY, { form, initialValues: { title: '' } });
  const send = useSubmit((values: Values) => action(values), { form, draft });
  return (
    <Form form={form} initialValues={draft.initialValues} onValuesChange={draft.onValuesChange} onFinish={(v) => void send.submit(v)}>
      <Form.Item name="title" label="title">
        <Input />
      </Form.Item>
      <DraftStatus draft={draft} />
      <button type="submit">send</button>
    </Form>
  );
}

const open = (action: (values: Values) => Promise<unknown> = () => Promise.resolve({})) => render(<DraftForm action={action} />, { wrapper });
const titleInput = () => screen.getByLabelText<HTMLInputElement>('title');
const type = (value: string) => fireEvent.change(titleInput(), { target: { value } });
async function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'send' }));
  // antd validates, then onFinish runs the request: let both settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  localStorage.clear();
  session.user = { id: 'u1' };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The first antd render is slow on a busy machine (CSS-in-JS warm-up).
describe('useFormDraft', { timeout: 30_000 }, () => {
  it('saves as the user types and restores the text after a remount, with a hint and the saved time', async () => {
    const first = open();
    expect(screen.queryByText(new RegExp(savedPrefix))).toBeNull();
    type('财务岗位要求先交押金');
    expect(readDraft<Values>('u1', KEY)?.values).toEqual({ title: '财务岗位要求先交押金' });
    expect(screen.getByText(new RegExp(savedPrefix))).toBeTruthy();
    first.unmount();

    open();
    expect(titleInput().value).toBe('财务岗位要求先交押金');
    expect(screen.getByRole('status').textContent).toContain(restoredPrefix);
  });

  it('discarding the restored draft empties the form and the storage', () => {
    writeDraft<Values>('u1', KEY, { title: 'old text' });
    open();
    expect(titleInput().value).toBe('old text');
    fireEvent.click(screen.getByRole('button', { name: zhCN['shared.draft.discard'] }));
    expect(titleInput().value).toBe('');
    expect(readDraft('u1', KEY)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("never shows one user's draft to another, and keeps nothing for a visitor", () => {
    const mine = open();
    type('李明的草稿');
    mine.unmount();

    session.user = { id: 'u2' };
    const theirs = open();
    expect(titleInput().value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    type('王芳的草稿');
    theirs.unmount();

    session.user = null;
    const visitor = open();
    expect(titleInput().value).toBe('');
    expect(screen.queryByTestId('form-draft')).toBeNull();
    type('访客');
    visitor.unmount();

    session.user = { id: 'u1' };
    open();
    expect(titleInput().value).toBe('李明的草稿');
    expect(readDraft<Values>('u2', KEY)?.values.title).toBe('王芳的草稿');
  });

  it('forgets a draft older than its lifetime', () => {
    writeDraft<Values>('u1', KEY, { title: 'last month' }, Date.now() - DRAFT_TTL_MS - 1000);
    open();
    expect(titleInput().value).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('is cleared when the submit succeeds', async () => {
    const action = vi.fn(() => Promise.resolve({ ok: true }));
    const first = open(action);
    type('提交后不再需要的草稿');
    await submit();
    expect(action).toHaveBeenCalledWith({ title: '提交后不再需要的草稿' });
    expect(readDraft('u1', KEY)).toBeNull();
    expect(screen.queryByText(new RegExp(savedPrefix))).toBeNull();
    first.unmount();

    open();
    expect(titleInput().value).toBe('');
  });

  it('survives a failed submit', async () => {
    const action = vi.fn(() => Promise.reject(new RequestError(500, 'server error')));
    const first = open(action);
    type('服务器出错时的草稿');
    await submit();
    expect(action).toHaveBeenCalled();
    expect(readDraft<Values>('u1', KEY)?.values.title).toBe('服务器出错时的草稿');
    first.unmount();

    open();
    expect(titleInput().value).toBe('服务器出错时的草稿');
  });

  it('sends to the server at most once per interval while the user types, ending with the latest values', async () => {
    vi.useFakeTimers();
    const sentAt: number[] = [];
    const saveRemote = vi.fn((_values: Partial<Values>) => {
      sentAt.push(Date.now());
      return Promise.resolve();
    });
    const { result, unmount } = renderHook(
      () => {
        const [form] = Form.useForm<Values>();
        return useFormDraft<Values>(KEY, { form, saveRemote });
      },
      { wrapper },
    );

    const typingMs = 5 * REMOTE_DRAFT_INTERVAL_MS + 500;
    let text = '';
    for (let elapsed = 0; elapsed < typingMs; elapsed += 100) {
      text += '字';
      act(() => result.current.onValuesChange({ title: text }, { title: text }));
      await act(async () => void vi.advanceTimersByTime(100));
    }
    // Typing stopped: what is still waiting goes out once the interval is over.
    await act(async () => void vi.advanceTimersByTime(REMOTE_DRAFT_INTERVAL_MS));

    expect(saveRemote.mock.calls.length).toBeLessThanOrEqual(Math.ceil(typingMs / REMOTE_DRAFT_INTERVAL_MS) + 1);
    expect(saveRemote.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(typingMs / REMOTE_DRAFT_INTERVAL_MS));
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i] - sentAt[i - 1]).toBeGreaterThanOrEqual(REMOTE_DRAFT_INTERVAL_MS);
    expect(saveRemote.mock.calls.at(-1)?.[0]).toEqual({ title: text });
    // Locally every change is kept at once.
    expect(readDraft<Values>('u1', KEY)?.values.title).toBe(text);

    // Nothing is left to send: unmounting sends nothing more.
    const calls = saveRemote.mock.calls.length;
    unmount();
    expect(saveRemote).toHaveBeenCalledTimes(calls);
  });

  it('a remote failure leaves the local draft, and clear() cancels a pending send', async () => {
    vi.useFakeTimers();
    const saveRemote = vi.fn(() => Promise.reject(new RequestError(0, 'offline')));
    const { result } = renderHook(
      () => {
        const [form] = Form.useForm<Values>();
        return useFormDraft<Values>(KEY, { form, saveRemote });
      },
      { wrapper },
    );
    act(() => result.current.onValuesChange({ title: 'a' }, { title: 'a' }));
    await act(async () => void vi.advanceTimersByTime(REMOTE_DRAFT_INTERVAL_MS));
    expect(saveRemote).toHaveBeenCalledTimes(1);
    expect(readDraft<Values>('u1', KEY)?.values.title).toBe('a');

    act(() => result.current.onValuesChange({ title: 'ab' }, { title: 'ab' }));
    act(() => result.current.clear());
    await act(async () => void vi.advanceTimersByTime(REMOTE_DRAFT_INTERVAL_MS * 2));
    expect(saveRemote).toHaveBeenCalledTimes(1);
    expect(readDraft('u1', KEY)).toBeNull();
  });
});
