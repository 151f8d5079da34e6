import { cleanup, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewView } from '@/contract/interview.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { WeekView } from './CalendarViews.tsx';

afterEach(cleanup);

const interview: InterviewView = {
  id: 'iv1',
  applicationId: 'ap1',
  round: 1,
  // 22:30 on 11 November in UTC is 06:30 on 12 November in Beijing.
  at: '2026-11-11T22:30:00.000Z',
  format: 'onsite',
  place: '杭州',
  interviewers: ['王芳'],
  notes: null,
  contact: { name: '王芳', title: 'HR经理' },
  proposedTimes: [],
  status: 'accepted',
  cancelReason: null,
  feedback: null,
  candidate: { name: '李*', resumeId: 'r1' },
  job: { id: 'j1', title: '前端工程师' },
  applicationStatus: 'interviewing',
};

describe('WeekView', () => {
  it('lists an interview on its Beijing day, at its Beijing time', () => {
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <WeekView interviews={[interview]} date={dayjs('2026-11-12')} />
      </IntlProvider>,
    );
    const entry = screen.getByText(/前端工程师/).closest('li')!;
    expect(entry.querySelector('.interview-entry-time')!.textContent).toBe('06:30');
  });
});
