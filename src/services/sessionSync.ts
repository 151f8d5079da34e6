import type { UnionUser } from '@/contract/auth.ts';
import { reloadHere } from './request/reload.ts';
import { clearSession, getToken, getUnionUser, markSessionEnded, setToken, setUnionUser, type SessionEndReason } from './session.ts';

/**
 * One session across the tabs of this browser, while the token stays in each tab's sessionStorage (SPEC §3).
 *
 * A tab that starts without a token asks the open tabs over a BroadcastChannel (same origin, in memory: the
 * token is never written to localStorage, cookies or IndexedDB) and, if one answers within a moment, starts
 * signed in with its session. Every tab answers such questions while it holds a session, and follows the
 * others out: an explicit sign-out in one tab signs out all; a 401 in one tab signs out the tabs that hold the
 * same (now dead) token. A tab signed out this way reloads where it is and says why once it is back. An account
 * that switched identity (求职者 ⇄ 招聘者) in one tab restarts the others as the new identity.
 */
const CHANNEL_NAME = 'jucai-session';

type SyncMessage =
  | { type: 'ask'; from: string }
  | { type: 'answer'; to: string; token: string; user: UnionUser | null }
  | { type: 'signed-out' }
  | { type: 'token-ended'; token: string }
  | { type: 'user-changed'; token: string; user: UnionUser };

const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
let channel: BroadcastChannel | null = null;

function post(message: SyncMessage) {
  channel?.postMessage(message);
}

function endHere(reason: SessionEndReason) {
  clearSession();
  markSessionEnded(reason);
  reloadHere();
}

function onMessage(event: MessageEvent<SyncMessage>) {
  const message = event.data;
  const token = getToken();
  if (!message || !token) return;
  if (message.type === 'ask') post({ type: 'answer', to: message.from, token, user: getUnionUser() });
  else if (message.type === 'signed-out') endHere('signedOutElsewhere');
  else if (message.type === 'token-ended' && message.token === token) endHere('expired');
  else if (message.type === 'user-changed' && message.token === token) {
    // The page on screen belongs to the other identity (a recruiter's list, a seeker's resume): start again.
    setUnionUser(message.user);
    reloadHere();
  }
}

/** Joins the channel once; null where BroadcastChannel is missing (then each tab keeps to itself). */
function join(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.addEventListener('message', onMessage);
  return channel;
}

/** How long after asking a late answer (a busy machine, a hidden tab) is still taken, at the price of a restart. */
const LATE_ANSWER_MS = 5000;

/**
 * The start-up entry point: joins the channel (from now on this tab answers and follows the others) and, when
 * this tab has no session, asks the open tabs for theirs. Resolves true once a session was adopted into this
 * tab's sessionStorage, false when the tab already had one or nobody answered within `timeoutMs` (a visitor
 * need not wait longer). An answer that arrives later, while the tab is still signed out, is taken too: the
 * tab then reloads to start signed in.
 */
export function adoptSessionFromOpenTabs(timeoutMs = 150): Promise<boolean> {
  const ch = join();
  if (!ch || getToken()) return Promise.resolve(false);
  return new Promise((resolve) => {
    let waiting = true;
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(lateTimer);
      ch.removeEventListener('message', onAnswer);
    };
    const onAnswer = (event: MessageEvent<SyncMessage>) => {
      const message = event.data;
      if (message?.type !== 'answer' || message.to !== tabId || !message.token || getToken()) return;
      stop();
      setToken(message.token);
      setUnionUser(message.user);
      if (waiting) resolve(true);
      else reloadHere();
    };
    const timer = setTimeout(() => {
      waiting = false;
      resolve(false);
    }, timeoutMs);
    const lateTimer = setTimeout(stop, LATE_ANSWER_MS);
    ch.addEventListener('message', onAnswer);
    post({ type: 'ask', from: tabId });
  });
}

/** The user signed out in this tab: every other tab signs out too. */
export function announceSignOut(): void {
  join();
  post({ type: 'signed-out' });
}

/** The account switched identity in this tab: the tabs sharing its session follow. */
export function announceUserChanged(user: UnionUser): void {
  join();
  const token = getToken();
  if (token) post({ type: 'user-changed', token, user });
}

/** The API refused this token (401): the tabs holding it sign out too. */
export function announceTokenEnded(token: string): void {
  join();
  post({ type: 'token-ended', token });
}

/** Tests only: leave the channel so the next test starts afresh. */
export function leaveSessionSync(): void {
  channel?.close();
  channel = null;
}
