import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatSide, ExchangeCard } from '@/contract/chat.ts';
import type { Resume } from '@/contract/seeker.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

/** Issue 26, item 13: a card reads right from each side, and a seeker answering 请求简历 chooses the resume. */
const answerCard = vi.hoisted(() => vi.fn());
vi.mock('@/services/chat.ts', () => ({ answerCard }));
const resumes: Resume[] = [
  {
    id: 'cv-u1-online',
    kind: 'online',
    name: '在线简历',
    updatedAt: '2026-11-20T08:00:00.000Z',
    isDefault: true,
    completeness: 90,
    fileType: null,
    size: null,
    file: null,
  },
  {
    id: 'f-u1-2',
    kind: 'attachment',
    name: '李明-前端.pdf',
    updatedAt: '2026-11-21T08:00:00.000Z',
    isDefault: false,
    completeness: null,
    fileType: 'pdf',
    size: 1000,
    file: 'x',
  },
];
vi.mock('@/services/job.ts', () => ({ queryResumes: () => Promise.resolve(resumes) }));
const { default: ExchangeCardView } = await import('./ExchangeCardView.tsx');

const wrap = appWrapper({ router: true });
const card: ExchangeCard = { type: 'exchange', what: 'resume', state: 'pending', seekerValue: null, recruiterValue: null, resumeId: null, recruiterBy: null };
const message: ChatMessage & { card: ExchangeCard } = {
  id: 'c1-m3',
  conversationId: 'c1',
  seq: 3,
  from: 'recruiter',
  sender: { name: '王芳', title: '招聘经理', online: true, self: false },
  text: '请求查看你的简历',
  card,
  attachment: null,
  warning: null,
  clientId: null,
  createdAt: '2026-11-22T08:00:00.000Z',
};
const show = (side: ChatSide, m = message) => render(<ExchangeCardView message={m} side={side} onChanged={() => {}} />, { wrapper: wrap });
afterEach(cleanup);

describe('ExchangeCardView', () => {
  it('the recruiter’s 请求简历 reads as theirs to the seeker and as their own to the recruiter', () => {
    show('seeker');
    expect(screen.getByText(zhCN['center.chat.card.resume.recruiter.theirs'])).toBeTruthy();
    expect(screen.getByText(zhCN['center.chat.card.state.pending.theirs'])).toBeTruthy();
    cleanup();
    show('recruiter');
    expect(screen.getByText(zhCN['center.chat.card.resume.recruiter.own'])).toBeTruthy();
    expect(screen.getByText(zhCN['center.chat.card.state.pending.own'])).toBeTruthy();
  });

  it('a seeker accepting 请求简历 chooses which resume goes', async () => {
    answerCard.mockResolvedValue({ ...message, card: { ...card, state: 'accepted' } });
    show('seeker');
    fireEvent.click(screen.getByRole('button', { name: zhCN['center.chat.card.accept'] }));
    // Clicking the resume's label chooses it (role queries over antd's dialog are too slow for jsdom here).
    const other = await screen.findByText(/李明-前端\.pdf/);
    await act(async () => fireEvent.click(other));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: zhCN['center.chat.card.sendResume'] })));
    await waitFor(() => expect(answerCard).toHaveBeenCalledWith('c1', 3, { accept: true, resumeId: 'f-u1-2' }, expect.anything()));
  }, 20_000);
});
