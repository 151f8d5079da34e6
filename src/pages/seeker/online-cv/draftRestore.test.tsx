import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResumeContent, type OnlineResume } from '@/contract/resume.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { writeDraft } from '@/services/drafts.ts';
import OnlineResumePage from './index.tsx';
import { renderInApp } from '@/test/AppProviders.tsx';

/**
 * Issue 26.18: a draft kept from an earlier visit is announced when /onlinecv loads. The module it belongs to
 * opens with the draft in it and a polite status line saying so (and when it was kept), with a way to throw
 * the draft away and get the saved version back.
 */

vi.mock('@/app/initialState.tsx', () => ({ useInitialState: () => ({ initialState: { currentUser: { id: 'u9', role: 'seeker', mobile: '13900000009' } } }) }));
const SAVED = '八年仓储物流管理经验，熟悉 WMS 与精益改善，带过 40 人的团队。';
const resume: OnlineResume = {
  id: 'cv-u9-online',
  lang: 'zh-CN',
  content: { ...emptyResumeContent(), strengths: { text: SAVED } },
  completeness: { score: 10, missing: ['basic'] },
  updatedAt: '2026-11-20T08:00:00.000Z',
};
vi.mock('@/services/resume.ts', () => ({ getResume: () => Promise.resolve(resume), saveResumeModule: vi.fn(), copyResume: vi.fn() }));

const restoredPrefix = zhCN['shared.draft.restored'].split('{time}')[0];

function open() {
  return renderInApp(<OnlineResumePage />, { router: ['/onlinecv'] });
}
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  localStorage.clear();
  // jsdom lays nothing out: the page scrolls the opened module into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

// The first antd render is slow on a busy machine (CSS-in-JS warm-up).
describe('/onlinecv with a kept draft', { timeout: 60_000 }, () => {
  it('opens the module with the draft, announces it politely, and discarding it brings the saved text back', async () => {
    writeDraft('u9', 'resume.zh-CN.strengths', { text: '草稿：还没保存的个人优势' }, Date.now() - 5 * 60_000);
    open();
    await settle();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(restoredPrefix);
    expect(status.querySelector('time')).not.toBeNull();
    const section = document.getElementById('resume-strengths')!;
    const text = within(section).getByRole('textbox');
    expect((text as HTMLTextAreaElement).value).toBe('草稿：还没保存的个人优势');

    fireEvent.click(within(status).getByRole('button', { name: zhCN['shared.draft.discard'] }));
    await settle();
    expect((within(section).getByRole('textbox') as HTMLTextAreaElement).value).toBe(SAVED);
    expect(screen.queryByText(new RegExp(restoredPrefix))).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('without a draft the page opens no editor and says nothing', async () => {
    open();
    await settle();
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(new RegExp(restoredPrefix))).toBeNull();
  });
});
