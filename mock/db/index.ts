import { createAccountStore, DEMO_COMPANY_ID, DEMO_SEEKER_ID, type AccountStore } from './accounts.ts';
import { createRecruitingStore, type RecruitingStore } from './recruiting/index.ts';
import { seedDemoCompany } from './recruiting/demoCompany.ts';
import { seedOffers } from './recruiting/offerSeed.ts';
import { seedPlans } from './recruiting/seededPlans.ts';
import { generateTalentPool } from './recruiting/talentPool.ts';
import { createNotificationStore, type NotificationStore } from './notifications/store.ts';
import { seedNotifications } from './notifications/seed.ts';
import { createRng } from './rng.ts';
import { createGigStore } from './gigs/seed.ts';
import type { GigStore } from './gigs/types.ts';

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
  /** Gig work (零工): gigs, employers' credit, orders, disputes, workers' gig profiles (mock/db/gigs). */
  gigs: GigStore;
}

export function createDb(now: number = Date.now()): Db {
  const recruiting = createRecruitingStore(now);
  const companyName = (id: string) => recruiting.recruiting.companyById.get(id)!.name;
  const accounts = createAccountStore(companyName, now);
  const firstPoolNo = accounts.nextUserNo;
  // The talent pool employers search: seekers with resumes, after the named demo accounts.
  for (const { user, state } of generateTalentPool(createRng(TALENT_POOL_SEED), now, recruiting.recruiting.companies, accounts.nextUserNo)) {
    accounts.users.set(user.id, user);
    recruiting.seekerStates.set(user.id, state);
    accounts.nextUserNo++;
  }
  // Gig workers from the talent pool: the ids right after the named demo accounts.
  const workerIds = Array.from({ length: 40 }, (_, i) => `u${firstPoolNo + i}`);
  const gigs = createGigStore({
    createdAt: now,
    companies: recruiting.recruiting.companies,
    demoCompanyId: DEMO_COMPANY_ID,
    demoSeekerId: DEMO_SEEKER_ID,
    workerIds,
  });
  const db: Db = { createdAt: now, ...accounts, ...recruiting, notifications: createNotificationStore(), gigs };
  seedDemoCompany(db);
  seedOffers(db);
  seedPlans(db);
  seedNotifications(db);
  return db;
}
