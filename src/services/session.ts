import type { UnionUser } from '@/contract/auth.ts';
import { TOKEN_KEY, UNION_USER_KEY } from '@/constants/index.ts';

/**
 * The session lives in sessionStorage and nowhere else (SPEC §3): `token` (a string) and `unionuser`
 * (the signed-in user as JSON). Closing the tab signs out; another open tab can hand its session to a new
 * one (src/services/sessionSync.ts), in memory only.
 */
export function getToken(): string {
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function getUnionUser(): UnionUser | null {
  const raw = sessionStorage.getItem(UNION_USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UnionUser;
  } catch {
    // A corrupted entry is treated as signed out rather than crashing the app.
    sessionStorage.removeItem(UNION_USER_KEY);
    return null;
  }
}

export function setUnionUser(user: UnionUser | null): void {
  if (user) sessionStorage.setItem(UNION_USER_KEY, JSON.stringify(user));
  else sessionStorage.removeItem(UNION_USER_KEY);
}

/** Ends the session. Only its own keys go: anything else the tab keeps (a form's draft) survives a sign-out. */
export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(UNION_USER_KEY);
}

/** Why a session ended without the user asking in this tab: shown once after the reload that follows. */
export type SessionEndReason = 'expired' | 'signedOutElsewhere';
const SESSION_ENDED_KEY = 'jucai_session_ended';

export function markSessionEnded(reason: SessionEndReason): void {
  sessionStorage.setItem(SESSION_ENDED_KEY, reason);
}

/** The reason a session ended, once: reading it forgets it. */
export function takeSessionEnded(): SessionEndReason | null {
  const reason = sessionStorage.getItem(SESSION_ENDED_KEY);
  sessionStorage.removeItem(SESSION_ENDED_KEY);
  return reason === 'expired' || reason === 'signedOutElsewhere' ? reason : null;
}
