import { createAccountStore, type AccountStore } from './accounts.ts';
import { createRecruitingStore, type RecruitingStore } from './recruiting/index.ts';
import { seedDemoCompany } from './recruiting/demoCompany.ts';
import { seedOffers } from './recruiting/offerSeed.ts';
import { seedPlans } from './recruiting/seededPlans.ts';
import { generateTalentPool } from './recruiting/talentPool.ts';
import { createNotificationStore, type NotificationStore } from './notifications/store.ts';
import { seedNotifications } from './notifications/seed.ts';
import { createRng } from './rng.ts';

const TALENT_POOL_SEED = 20261124;

export type { UserRecord, Session } from './accounts.ts';

/**
 * The mock API's whole state, in memory. Built deterministically from seeds, so every start (and every test
 * that calls createDb) sees the same data; nothing survives a restart.
 */
export interface Db extends AccountStore, RecruitingStore {
  /** When the data was created; seeds compute "posted 3 days ago" style times relative to it. */
  createdAt: number;
  /** The notice centre (/notify, /message): inboxes and their channel settings. */
  notifications: NotificationStore;
}

export function createDb(now: number = Date.now()): Db {
  const recruiting = createRecruitingStore(now);
  const companyName = (id: string) => recruiting.recruiting.companyById.get(id)!.name;
  const accounts = createAccountStore(companyName, now);
  // The talent pool employers search: seekers with resumes, after the named demo accounts.
  for (const { user, state } of generateTalentPool(createRng(TALENT_POOL_SEED), now, recruiting.recruiting.companies, accounts.nextUserNo)) {
    accounts.users.set(user.id, user);
    recruiting.seekerStates.set(user.id, state);
    accounts.nextUserNo++;
  }
  const db: Db = { createdAt: now, ...accounts, ...recruiting, notifications: createNotificationStore() };
  seedDemoCompany(db);
  seedOffers(db);
  seedPlans(db);
  seedNotifications(db);
  return db;
}
