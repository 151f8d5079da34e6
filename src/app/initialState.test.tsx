import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnionUser } from '@/contract/auth.ts';
import { clearSession, setToken } from '@/services/session.ts';
import { InitialStateProvider, sameUser, useInitialState, type InitialState, type Startup } from './initialState.tsx';

const li: UnionUser = {
  id: 'u1',
  mobile: '13800000001',
  role: 'seeker',
  name: '李明',
  avatar: null,
  companyId: null,
  companyName: null,
  agreementVersion: '2026-01',
  createdAt: '2026-03-02T09:00:00+08:00',
  accountType: null,
  companyCertified: false,
};

function initialWith(currentUser: UnionUser | null): InitialState {
  return {
    settings: { title: '聚才' } as InitialState['settings'],
    requestUrl: '',
    ossHost: '',
    ossSuffix: '',
    currentUser,
    getToken: () => '',
    setToken: () => {},
    getUnionUser: () => currentUser,
    setUnionUser: () => {},
  };
}

/** Renders the provider with a start-up whose verification answers `verified`; counts the consumer's renders. */
async function renderVerified(shown: UnionUser | null, verified: { token: string; user: UnionUser | null }) {
  const renders: string[] = [];
  function Consumer() {
    const name = useInitialState().initialState.currentUser?.name ?? 'visitor';
    renders.push(name);
    return <p>{name}</p>;
  }
  const startup: Startup = { initial: Promise.resolve(initialWith(shown)), verified: Promise.resolve(verified) };
  render(
    <InitialStateProvider startup={startup} initial={initialWith(shown)}>
      <Consumer />
    </InitialStateProvider>,
  );
  await act(async () => {
    await startup.verified;
  });
  return renders;
}

describe('InitialStateProvider: the verified session', () => {
  afterEach(() => clearSession());

  it('re-renders nothing when the API confirms a visitor', async () => {
    expect(await renderVerified(null, { token: '', user: null })).toEqual(['visitor']);
  });

  it('re-renders nothing when the API returns the stored user unchanged (a new object, the same user)', async () => {
    setToken('t1');
    expect(await renderVerified(li, { token: 't1', user: { ...li } })).toEqual(['李明']);
  });

  it('shows the user the API returns when it differs from the stored one', async () => {
    setToken('t1');
    const renders = await renderVerified(li, { token: 't1', user: { ...li, name: '李明明' } });
    expect(renders.at(-1)).toBe('李明明');
    expect(screen.getByText('李明明')).toBeTruthy();
  });

  it('signs the tab out when the API no longer knows the session', async () => {
    // loadCurrentUser clears the token on a 401 and answers null: the stored user goes.
    const renders = await renderVerified(li, { token: 't1', user: null });
    expect(renders.at(-1)).toBe('visitor');
  });
});

describe('sameUser', () => {
  it('compares users by content', () => {
    expect(sameUser(null, null)).toBe(true);
    expect(sameUser(li, { ...li })).toBe(true);
    expect(sameUser(li, null)).toBe(false);
    expect(sameUser(li, { ...li, role: 'enterprise' })).toBe(false);
  });
});
