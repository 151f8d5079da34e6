import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterviewView } from '@/contract/interview.ts';
import { RequestError } from '@/services/request/errors.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

/**
 * Issue 26.24: the 邀请面试 dialog closes once the invitation is sent (a second 确定 cannot send it again), and a
 * refusal (409) says why in the dialog.
 */
vi.mock('@/app/initialState.tsx', () => ({ useInitialState: () => ({ initialState: { currentUser: { id: 'u2', name: '王芳' } } }) }));
const createInterview = vi.hoisted(() => vi.fn<(body: unknown) => Promise<InterviewView>>());
vi.mock('@/services/hiring.ts', () => ({
  createInterview,
  queryOwnCompany: () => Promise.resolve({ profile: { addresses: [{ address: '滨江区世纪大道205号20层' }] } }),
}));
const { default: InterviewInvite } = await import('./index.tsx');

const wrap = appWrapper();

afterEach(cleanup);

/** Types a time into the picker and confirms it in the picker's panel, as a user does. */
async function pickTime() {
  const input = document.querySelector<HTMLInputElement>('.ant-picker input')!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: dayjs().add(3, 'day').format('YYYY-MM-DD 10:00') } });
  const ok = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('.ant-picker-ok button');
    expect(button).toBeTruthy();
    return button!;
  });
  fireEvent.click(ok);
}

const confirm = () => fireEvent.click(document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);

describe('InterviewInvite', () => {
  it('closes once the invitation is sent, so a second 确定 cannot send it again', async () => {
    const onClose = vi.fn();
    const onInvited = vi.fn();
    createInterview.mockReset().mockResolvedValue({ id: 'iv9', applicationStatus: 'interviewing' } as InterviewView);
    render(<InterviewInvite applicationId="ap-u1-3" onClose={onClose} onInvited={onInvited} />, { wrapper: wrap });
    await waitFor(() => expect(screen.getByDisplayValue('滨江区世纪大道205号20层')).toBeTruthy(), { timeout: 10_000 });
    await pickTime();
    await act(async () => confirm());
    await waitFor(() => expect(onInvited).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onClose).toHaveBeenCalled();
    expect(createInterview).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('a refusal says why in the dialog, which stays open', async () => {
    const onClose = vi.fn();
    const reason = '这位候选人还有一场未完成的面试：需要换时间请改期';
    createInterview.mockReset().mockRejectedValue(new RequestError(409, reason, 'CONFLICT'));
    render(<InterviewInvite applicationId="ap-u1-3" onClose={onClose} onInvited={vi.fn()} />, { wrapper: wrap });
    await waitFor(() => expect(screen.getByDisplayValue('滨江区世纪大道205号20层')).toBeTruthy(), { timeout: 10_000 });
    await pickTime();
    await act(async () => confirm());
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(reason);
    expect(onClose).not.toHaveBeenCalled();
  }, 60_000);
});
