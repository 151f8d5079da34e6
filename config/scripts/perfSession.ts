/**
 * Signing in for `npm run perf`: the signed-in pages are measured as a real signed-in load, so the session is
 * made the way the app makes it (a signed POST /user/auth/login to the preview's mock) and put where the app
 * keeps it, sessionStorage (`token`, `unionuser`), before the page is opened. Same steps as the e2e fixture
 * (tests/e2e/fixtures.ts `signIn`), for the two drivers perf uses: Lighthouse's puppeteer page and Playwright's.
 */
import { DEFAULT_SIGN_KEY } from '../../mock/server.ts';
import { TOKEN_KEY, UNION_USER_KEY } from '../../src/constants/index.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';

export interface Account {
  mobile: string;
  password: string;
}

/** The demo accounts of the mock's seed (README, "Demo accounts"). */
export const DEMO = {
  seeker: { mobile: '13800000001', password: 'Jucai@2026' },
  recruiter: { mobile: '13800000002', password: 'Jucai@2026' },
} as const satisfies Record<string, Account>;

/** Signs in through the mock API at `origin`; the token and the user, as the sign-in page gets them. */
export async function signIn(origin: string, { mobile, password }: Account): Promise<LoginResult> {
  // The preview signs with the build's key (vite.config.ts): the same fallback here.
  const headers = { ...signatureHeaders(process.env.VITE_API_SIGN_KEY || DEFAULT_SIGN_KEY), 'content-type': 'application/x-www-form-urlencoded' };
  const res = await fetch(`${origin}/user/auth/login`, { method: 'POST', headers, body: new URLSearchParams({ type: 'password', mobile, password }) });
  const body = (await res.json()) as { success: boolean; data: LoginResult; errorMessage?: string };
  if (!body.success) throw new Error(`sign-in as ${mobile} failed (${res.status}): ${body.errorMessage}`);
  return body.data;
}

/**
 * A same-origin address that is not the app: the session is written there, and the measured page is then
 * opened in the same tab (sessionStorage belongs to the tab), so the app starts signed in with nothing of it
 * loaded or cached beforehand. The drivers answer this address themselves; the server never sees it.
 */
export const SESSION_DOOR = '/pc/__perf__/session';
export const SESSION_DOOR_HTML = '<!doctype html><link rel="icon" href="data:,"><title>perf</title>';

/** What the door page evaluates: `page.evaluate(storeSession, sessionEntries(session))`. */
export function sessionEntries(session: LoginResult): [string, string][] {
  return [
    [TOKEN_KEY, session.token],
    [UNION_USER_KEY, JSON.stringify(session.user)],
  ];
}

export function storeSession(entries: [string, string][]) {
  for (const [key, value] of entries) sessionStorage.setItem(key, value);
}
