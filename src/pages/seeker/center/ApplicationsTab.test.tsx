import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '@/contract/envelope.ts';
import type { Application } from '@/contract/seeker.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

/** Issue 26.4: the seeker's application row shows what the invitation says, and the interview goes into a calendar. */
const queryApplications = vi.hoisted(() => vi.fn<() => Promise<PageResult<Application>>>());
vi.mock('@/services/job.ts', () => ({ queryApplications }));
vi.mock('@/services/center.ts', () => ({ answerInterview: vi.fn(), withdrawApplication: vi.fn() }));
const { ApplicationsTab } = await import('./ApplicationsTab.tsx');

const NOTE = '请携带作品集，到 20 层前台找王芳';
const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
const application = {
  id: 'ap-u1-3',
  job: { id: 'j3', title: '前端开发工程师', company: { name: '聚才示范科技' } },
  resumeId: 'cv-u1-online',
  resumeName: '我的在线简历',
  appliedAt: '2026-11-20T02:00:00.000Z',
  status: 'interviewing',
  history: [],
  rejectReason: null,
  interviewAt: at,
  interviewResponse: 'pending',
  withdrawable: false,
  interview: {
    id: 'iv9',
    round: 1,
    at,
    format: 'video',
    place: 'https://meeting.example/jucai-123',
    contact: { name: '王芳', title: 'HR经理' },
    notes: NOTE,
    status: 'invited',
    proposedTimes: [],
  },
} as unknown as Application;

const wrap = appWrapper({ router: true });

afterEach(cleanup);

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('ApplicationsTab: the interview', () => {
  it('shows format, meeting link, contact person and the note, and downloads it as an .ics', async () => {
    queryApplications.mockResolvedValue({ list: [application], total: 1, current: 1, pageSize: 10 });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ics';
    });
    URL.revokeObjectURL = vi.fn();
    // jsdom cannot navigate: the link's click is the browser's download, checked by its name.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ApplicationsTab onChanged={() => {}} />, { wrapper: wrap });
    const details = await screen.findByTestId('interview-details', undefined, { timeout: 5000 });
    expect(details.textContent).toContain(zhCN['dict.interviewFormat.video']);
    expect(screen.getByRole('link', { name: 'https://meeting.example/jucai-123' })).toBeTruthy();
    expect(details.textContent).toContain('王芳 · HR经理');
    expect(screen.getByTestId('interview-notes').textContent).toBe(NOTE);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(zhCN['center.interview.addToCalendar'].replace(/[.()（）]/g, '.')) }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('interview-iv9.ics');
    const text = (await readText(blobs[0])).replace(/\r\n /g, '');
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    expect(text).toContain(`DTSTART:${at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(text).toContain('SUMMARY:面试：前端开发工程师 · 聚才示范科技');
    expect(text).toContain('URL:https://meeting.example/jucai-123');
    expect(text).toMatch(new RegExp(`DESCRIPTION:.*\\\\n备注：${NOTE}`));
  });
});
