import { inject } from 'vitest';
import { computeApiSecret, signatureHeaders, type SignatureHeaders } from '../src/services/request/sign.ts';

/**
 * The contract checks' HTTP client: signs every request as the app does (src/services/request/sign.ts, SPEC §7)
 * and sends it to the `/user` base the run was given (`npm run contract -- --api http://host:port/user`, or the
 * mock the set-up started: ./globalSetup.ts). Nothing here knows the mock: a real backend is called the same way.
 */
export const apiBase = () => inject('apiBase');
const signKey = () => inject('signKey');

// A (timestamp, rand) pair may be used once (a replay is refused): rand counts up instead of being random, so
// two requests in the same millisecond never collide.
let sent = 0;
const nextRand = () => ((sent++ % 99_998) + 0.5) / 99_999;

export const signed = (now = Date.now()): SignatureHeaders => signatureHeaders(signKey(), now, nextRand);

/** Headers signed for the given timestamp and rand (to build a stale or replayed request on purpose). */
export function signedAt(timestamp: number, rand: number): SignatureHeaders {
  return { 'api-version': '1', timestamp: String(timestamp), rand: String(rand), apiSecret: computeApiSecret(String(timestamp), String(rand), signKey()) };
}

export interface Envelope {
  success?: boolean;
  data?: unknown;
  errorCode?: string;
  errorMessage?: string;
  errors?: Array<{ field: string; message: string }>;
  retryAfter?: number;
}

export interface CallInit {
  token?: string;
  /** A JSON body (objects) or a raw one (strings, sent as given with `contentType`). */
  body?: Record<string, unknown> | string;
  form?: boolean;
  contentType?: string;
  /** Replaces the signature headers (an unsigned or tampered request). */
  signature?: Partial<SignatureHeaders> | null;
}

export interface Answer {
  status: number;
  body: Envelope;
  text: string;
  headers: Headers;
}

export async function call(method: string, path: string, init: CallInit = {}): Promise<Answer> {
  const headers: Record<string, string> = { token: init.token ?? '' };
  if (init.signature !== null) Object.assign(headers, init.signature ?? signed());
  let body: string | undefined;
  if (typeof init.body === 'string') {
    body = init.body;
    headers['Content-Type'] = init.contentType ?? 'application/json';
  } else if (init.body && init.form) {
    body = new URLSearchParams(Object.entries(init.body).map(([k, v]) => [k, String(v)])).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (init.body) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json;charset=UTF-8';
  }
  const res = await fetch(`${apiBase()}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Envelope = {};
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    // Not JSON: the envelope checks fail on it with the text in their message.
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

/** The seed's demo accounts (docs/API.md, "Seed"): a backend under test is seeded with the same people. */
export const DEMO_PASSWORD = process.env.CONTRACT_DEMO_PASSWORD || 'Jucai@2026';
export const PEOPLE = {
  /** 李明, job seeker. */
  seeker: '13800000001',
  /** 王芳, main account of the certified demo company. */
  employer: '13800000002',
  /** 王婷, another job seeker. */
  otherSeeker: '13800000003',
  /** 陈静, recruiter of 峰达 (c142), a company 李明 blocked. */
  blockedEmployer: '13800000004',
  /** 赵磊, recruiter of a company never certified (c92). */
  uncertified: '13800000005',
  /** 刘洋, a sub-account of the demo company. */
  subAccount: '13800000006',
} as const;

export async function signIn(mobile: string): Promise<string> {
  const res = await call('POST', '/auth/login', { body: { type: 'password', mobile, password: DEMO_PASSWORD }, form: true });
  if (res.status !== 200) throw new Error(`sign-in of ${mobile} failed: ${res.status} ${res.text.slice(0, 200)}`);
  return (res.body.data as { token: string }).token;
}
