import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecruiterSummary } from '@/contract/job.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import RecruiterCard from './RecruiterCard.tsx';

afterEach(cleanup);

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const MINUTE = 60_000;

function show(minutesAgo: number, activity: RecruiterSummary['activity']) {
  const recruiter: RecruiterSummary = {
    id: 'r1',
    name: '熊洋',
    title: '招聘专员',
    avatar: '',
    lastActiveAt: new Date(NOW - minutesAgo * MINUTE).toISOString(),
    activity,
    replyRate: 0.63,
    medianReplyMinutes: 16,
  };
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <RecruiterCard recruiter={recruiter} now={NOW} />
    </IntlProvider>,
  );
  return screen.getByTestId('recruiter-activity').textContent ?? '';
}

describe('the recruiter card', () => {
  it('says once how long ago the recruiter was active, never "active just now" beside "58 minutes ago"', () => {
    const text = show(58, 'justNow');
    expect(text).toBe(zhCN['job.recruiter.lastActive'].replace('{time}', '58分钟前'));
    expect(text).not.toContain(zhCN['dict.activity.justNow']);
  });

  it('says "online" alone while the recruiter is online', () => {
    const text = show(2, 'online');
    expect(text).toBe(zhCN['dict.activity.online']);
  });

  it('reads the activity from the same clock as the time it shows', () => {
    // The API's level was computed a moment earlier; the card trusts its own reading of lastActiveAt.
    expect(show(7, 'online')).toBe(zhCN['job.recruiter.lastActive'].replace('{time}', '7分钟前'));
  });

  it('gives the recruiter a photo tile with an alt text', () => {
    show(30, 'justNow');
    expect(screen.getByRole('img', { name: zhCN['shared.avatar.alt'].replace('{name}', '熊洋') }).textContent).toBe('熊');
  });
});
