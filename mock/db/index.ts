import { createAccountStore, type AccountStore } from './accounts.ts';
import { createRecruitingStore, type RecruitingStore } from './recruiting/index.ts';

export type { UserRecord, Session } from './accounts.ts';

/**
 * The mock API's whole state, in memory. Built deterministically from seeds, so every start (and every test
 * that calls createDb) sees the same data; nothing survives a restart.
 */
export interface Db extends AccountStore, RecruitingStore {
  /** When the data was created; seeds compute "posted 3 days ago" style times relative to it. */
  createdAt: number;
}

export function createDb(now: number = Date.now()): Db {
  const recruiting = createRecruitingStore(now);
  const companyName = (id: string) => recruiting.recruiting.companyById.get(id)!.name;
  return { createdAt: now, ...createAccountStore(companyName, now), ...recruiting };
}
