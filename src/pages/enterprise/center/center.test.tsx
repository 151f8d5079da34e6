import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuotaBoard from '@/components/QuotaBoard/index.tsx';
import type { QuotaView } from '@/contract/membership.ts';
import type { TeamView } from '@/contract/subAccounts.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import Funnel from './Funnel.tsx';
import PlanLine from './PlanLine.tsx';
import TeamCard from './TeamCard.tsx';

/** Issue 26, item 16: the employer centre's funnel, plan line, quotas and team, as a free company sees them. */

const team: TeamView = {
  canManage: true,
  seats: { granted: 0, used: 0 },
  pool: {
    refresh: { granted: 10, used: 0, allotted: 0 },
    unlock: { granted: 3, used: 0, allotted: 0 },
    pin: { granted: 0, used: 0, allotted: 0 },
    urgent: { granted: 0, used: 0, allotted: 0 },
  },
  members: [],
};
vi.mock('@/services/hiring.ts', () => ({ queryTeam: () => Promise.resolve(team), addSubAccount: vi.fn(), allotQuotas: vi.fn(), setSubAccountActive: vi.fn() }));

afterEach(cleanup);

const wrap = (node: React.ReactNode) =>
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );

const widthOf = (stage: string) => {
  const bar = document.querySelector<HTMLElement>(`[data-stage="${stage}"] .center-funnel-bar`);
  return bar ? parseFloat(bar.style.width) : null;
};

describe('the funnel', () => {
  it('draws bars proportional on a labelled log scale, and nothing for a zero', () => {
    wrap(<Funnel funnel={{ views: 999, conversations: 99, applications: 9, interviews: 0, hires: 0 }} />);
    expect(widthOf('views')).toBeCloseTo(100, 1);
    expect(widthOf('conversations')).toBeCloseTo((2 / 3) * 100, 1);
    expect(widthOf('applications')).toBeCloseTo((1 / 3) * 100, 1);
    expect(widthOf('interviews')).toBeNull();
    expect(widthOf('hires')).toBeNull();
    expect(screen.getByText(zhCN['hiring.center.funnel.logScale'])).toBeTruthy();
  });

  it('an empty funnel draws no bar at all', () => {
    wrap(<Funnel funnel={{ views: 0, conversations: 0, applications: 0, interviews: 0, hires: 0 }} />);
    expect(document.querySelectorAll('.center-funnel-bar')).toHaveLength(0);
  });
});

describe('the plan line', () => {
  it('names the free plan once (not "免费版 · 免费版")', () => {
    wrap(<PlanLine membership={{ plan: 'free', status: 'free', expiresAt: null }} />);
    expect(screen.getByTestId('center-plan').textContent!.match(/免费版/g)).toHaveLength(1);
  });

  it('a paid plan keeps its status and end', () => {
    wrap(<PlanLine membership={{ plan: 'pro', status: 'expiring', expiresAt: '2026-12-20T16:00:00.000Z' }} />);
    const text = screen.getByTestId('center-plan').textContent!;
    expect(text).toContain('专业版');
    expect(text).toContain('即将到期');
    expect(text).toContain('2026');
  });
});

describe('free quotas', () => {
  // The free plan renews at the start of each calendar month (Beijing): 2026-12-01 00:00 is 2026-11-30 16:00 UTC.
  const next = '2026-11-30T16:00:00.000Z';
  const quotas: QuotaView[] = [
    { kind: 'jobs', granted: 3, used: 1, expiresAt: next },
    { kind: 'refresh', granted: 10, used: 2, expiresAt: next },
    { kind: 'subAccounts', granted: 0, used: 0, expiresAt: next },
  ];

  it('per-month quotas renew on the 1st; a level has no date; what the plan lacks says "not included"', () => {
    wrap(<QuotaBoard quotas={quotas} renewsMonthly />);
    const card = (kind: string) => document.querySelector<HTMLElement>(`[data-quota="${kind}"]`)!;
    expect(card('refresh').textContent).toContain('重置');
    expect(card('refresh').textContent).not.toContain('到期');
    expect(card('refresh').querySelector('time')!.getAttribute('datetime')).toBe('2026-12-01');
    expect(card('jobs').querySelector('time')).toBeNull();
    expect(card('subAccounts').textContent).toContain(zhCN['hiring.vip.quotas.notIncluded']);
    expect(card('subAccounts').querySelector('time')).toBeNull();
  });
});

describe('the team on a free plan', () => {
  it('says sub-accounts are not included, instead of "no sub-accounts yet" and an add button', async () => {
    wrap(<TeamCard />);
    expect(await screen.findByText(zhCN['hiring.team.notIncluded'])).toBeTruthy();
    expect(screen.queryByText(zhCN['hiring.team.empty'])).toBeNull();
    const card = screen.getByText(zhCN['hiring.team.title']).closest('.ant-card')!;
    expect(within(card as HTMLElement).queryByRole('button', { name: zhCN['hiring.team.add'] })).toBeNull();
  });
});
