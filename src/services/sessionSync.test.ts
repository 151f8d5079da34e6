import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./request/reload.ts', () => ({ reloadAtRoot: vi.fn(), reloadHere: vi.fn(), isLeaving: () => false }));

const { reloadHere } = await import('./request/reload.ts');
const { adoptSessionFromOpenTabs, announceSignOut, leaveSessionSync } = await import('./sessionSync.ts');
const { takeSessionEnded } = await import('./session.ts');

/** Another tab of the same browser, as the app's tabs see it: the same BroadcastChannel name. */
let otherTab: BroadcastChannel;
let heard: Array<Record<string, unknown>>;
const user = { id: 'u1', name: '李明', role: 'seeker' };

beforeEach(() => {
  sessionStorage.clear();
  heard = [];
  otherTab = new BroadcastChannel('jucai-session');
  otherTab.onmessage = (event) => heard.push(event.data as Record<string, unknown>);
  vi.mocked(reloadHere).mockClear();
});
afterEach(() => {
  otherTab.close();
  leaveSessionSync();
});

describe('a tab that starts without a session', () => {
  it('adopts the session an open tab hands over', async () => {
    otherTab.onmessage = (event) => {
      const message = event.data as { type: string; from: string };
      if (message.type === 'ask') otherTab.postMessage({ type: 'answer', to: message.from, token: 'tok-1', user });
    };
    await expect(adoptSessionFromOpenTabs(1000)).resolves.toBe(true);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem('unionuser')!)).toEqual(user);
  });

  it('ignores an answer meant for another tab', async () => {
    otherTab.onmessage = () => otherTab.postMessage({ type: 'answer', to: 'someone-else', token: 'tok-1', user });
    await expect(adoptSessionFromOpenTabs(100)).resolves.toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('starts as a visitor, quickly, when no tab answers', async () => {
    const started = Date.now();
    await expect(adoptSessionFromOpenTabs(150)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(heard).toEqual([{ type: 'ask', from: expect.any(String) }]);
  });
});

describe('a tab with a session', () => {
  beforeEach(() => {
    sessionStorage.setItem('token', 'tok-2');
    sessionStorage.setItem('unionuser', JSON.stringify(user));
  });

  it('does not ask, and answers a new tab that asks', async () => {
    await expect(adoptSessionFromOpenTabs()).resolves.toBe(false);
    expect(heard).toEqual([]);
    otherTab.postMessage({ type: 'ask', from: 'new-tab' });
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'answer', to: 'new-tab', token: 'tok-2', user }));
  });

  it('signs out, reloading where it is with a notice, when another tab signs out', async () => {
    await adoptSessionFromOpenTabs();
    sessionStorage.setItem('draft:report', 'typed text');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(reloadHere).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('draft:report')).toBe('typed text');
    expect(takeSessionEnded()).toBe('signedOutElsewhere');
  });

  it('follows a 401 elsewhere only when it was for the same token', async () => {
    await adoptSessionFromOpenTabs();
    otherTab.postMessage({ type: 'token-ended', token: 'some-other-token' });
    await new Promise((r) => setTimeout(r, 50));
    expect(sessionStorage.getItem('token')).toBe('tok-2');
    otherTab.postMessage({ type: 'token-ended', token: 'tok-2' });
    await vi.waitFor(() => expect(reloadHere).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(takeSessionEnded()).toBe('expired');
  });

  it('tells the other tabs when the user signs out here', async () => {
    announceSignOut();
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'signed-out' }));
  });
});

describe('a late answer', () => {
  it('is still taken while the tab is signed out: the tab restarts signed in', async () => {
    await expect(adoptSessionFromOpenTabs(20)).resolves.toBe(false);
    const ask = heard.find((m) => m.type === 'ask')!;
    otherTab.postMessage({ type: 'answer', to: ask.from, token: 'late-token', user });
    await vi.waitFor(() => expect(reloadHere).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('token')).toBe('late-token');
  });

  it('is ignored once the user signed in here meanwhile', async () => {
    await expect(adoptSessionFromOpenTabs(20)).resolves.toBe(false);
    const ask = heard.find((m) => m.type === 'ask')!;
    sessionStorage.setItem('token', 'own-token');
    otherTab.postMessage({ type: 'answer', to: ask.from, token: 'late-token', user });
    await new Promise((r) => setTimeout(r, 50));
    expect(sessionStorage.getItem('token')).toBe('own-token');
    expect(reloadHere).not.toHaveBeenCalled();
  });
});
