import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResumeDocument from '@/components/ResumeView/index.tsx';
import { emptyResumeContent, type ResumeContent } from '@/contract/resume.ts';
import type { ResumeReading } from '@/contract/resumeFiles.ts';
import CvActions from './CvActions.tsx';
import { renderInApp } from '@/test/AppProviders.tsx';

/** Issue 26.11: /cv offers the employer's actions on the resume, and an unlocked forwarding number says it is a 隐私号. */

const markTalent = vi.fn((_id: string, mark: string | null) => Promise.resolve({ mark }));
vi.mock('@/services/hiring.ts', () => ({ markTalent: (id: string, mark: string | null) => markTalent(id, mark), queryOwnJobs: () => Promise.resolve([]) }));
vi.mock('@/services/cvActions.ts', () => ({ queryColleagues: () => Promise.resolve([]), forwardResume: vi.fn() }));

afterEach(cleanup);

const basic = {
  name: '张先生',
  gender: 'male',
  birthMonth: '1996-04',
  freshGraduate: false,
  workStart: '2018-07',
  workStatus: 'month',
  city: 'hangzhou',
  phone: '17012345678',
  email: 'z@example.com',
} as NonNullable<ResumeContent['basic']>;
const content: ResumeContent = { ...emptyResumeContent(), basic };
const reading: ResumeReading = {
  id: 'cv-u1-online',
  kind: 'online',
  name: '张先生的简历',
  audience: 'employer',
  updatedAt: '2026-11-20T00:00:00Z',
  content,
  file: null,
  contactHidden: false,
  phoneVirtual: true,
  nameMasked: true,
  activity: null,
  watermark: null,
  relation: { mark: null, applicationId: 'ap-1', conversationId: null },
};

function Harness() {
  const [current, setCurrent] = useState(reading);
  return <CvActions reading={current} onRelation={(relation) => setCurrent({ ...current, relation })} />;
}
const wrap = (node: React.ReactNode) => renderInApp(node, { router: true });

describe('/cv for an employer', () => {
  it('offers 沟通 / 邀请面试 / 收藏 / 不合适 / 转发同事, and 收藏 toggles', async () => {
    wrap(<Harness />);
    for (const name of ['沟通', '邀请面试', '收藏', '不合适', '转发同事']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: '邀请面试' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true'));
    expect(markTalent).toHaveBeenCalledWith('cv-u1-online', 'saved');
  });

  it('labels an unlocked forwarding number as a 隐私号, and a real one not', () => {
    const { unmount } = wrap(<ResumeDocument content={content} audience="employer" reader={{ maskName: false, hideContact: false, virtualPhone: true }} />);
    expect(screen.getByText(/隐私号/)).toBeTruthy();
    unmount();
    wrap(<ResumeDocument content={content} audience="employer" reader={{ maskName: false, hideContact: false, virtualPhone: false }} />);
    expect(screen.queryByText(/隐私号/)).toBeNull();
  });
});
