import type { UnionUser } from '@/contract/auth.ts';
import { TOKEN_KEY, UNION_USER_KEY } from '@/constants/index.ts';

/**
 * The session lives in sessionStorage and nowhere else (SPEC §3): `token` (a string) and `unionuser`
 * (the signed-in user as JSON). Closing the tab signs out.
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

export function clearSession(): void {
  sessionStorage.clear();
}
