import type { JobRecord } from '../db/recruiting/types.ts';
import { startMock } from './client.ts';

/**
 * Shared set-up of the job-seeking tests: a mock on a clock that ticks 1 ms per read (so no two requests
 * share a signature timestamp and none is refused as a replay), which a test can also move forward.
 */
export const START = Date.parse('2026-11-22T08:00:00Z');

export async function startRecruitingMock() {
  const clock = { now: START };
  const mock = await startMock({ now: () => (clock.now += 1) });
  const db = () => mock.api.db;
  const isOpen = (j: JobRecord) => !j.closed && j.expiresAt > clock.now;
  return { mock, clock, db, isOpen, seeker: () => mock.login('13800000001'), enterprise: () => mock.login('13800000002') };
}

export type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
export const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
