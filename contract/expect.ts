import { expect } from 'vitest';
import type { Answer } from './client.ts';

/** Chinese text for the user (docs/API.md, "Envelope": `errorMessage` is user-facing Chinese). */
const CHINESE = /\p{Script=Han}/u;

/** The failure envelope with this status and code, in JSON, with a message a user can read. */
export function expectFailure(res: Answer, status: number, errorCode: string, what = '') {
  const label = `${what} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, label).toBe(status);
  expect(res.headers.get('content-type') ?? '', label).toMatch(/^application\/json/);
  expect(res.body.success, label).toBe(false);
  expect(res.body.errorCode, label).toBe(errorCode);
  expect(res.body.errorMessage ?? '', label).toMatch(CHINESE);
}

/** The success envelope: 200 `{ success: true, data }`. */
export function expectSuccess<T = unknown>(res: Answer, what = ''): T {
  const label = `${what} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, label).toBe(200);
  expect(res.headers.get('content-type') ?? '', label).toMatch(/^application\/json/);
  expect(res.body.success, label).toBe(true);
  expect('data' in res.body, label).toBe(true);
  return res.body.data as T;
}
