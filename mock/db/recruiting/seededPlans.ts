import { PLAN_QUOTAS } from '../../../src/contract/membershipValues.ts';
import type { PlanCode } from '../../../src/dicts/membership.ts';
import type { Db } from '../index.ts';
import { gigsInUseByCompany } from '../gigs/quota.ts';
import { DAY_MS } from './labels.ts';
import { applyPaidOrder, emptyMembership, postsInUse, type OrderRecord } from './membership.ts';

/**
 * The plans of the seeded companies. Every company starts on the free plan (3 posts at once), but most seeded
 * employers have more posts open than that: each such company is on the smallest plan that holds its posts, a
 * yearly term bought some months before the seed through the sales team (a contract, so no online order is on
 * file), its per-term quotas still unused. A company's quotas then always hold what it uses (mock/seed.test.ts).
 * The demo company's own plan, orders and usage are seeded by demoCompany.ts.
 */

const PAID: PlanCode[] = ['basic', 'pro', 'flagship'];

/** A stable 10–300 days before the seed, from the company id, so terms end on a spread of dates. */
function startedDaysAgo(companyId: string): number {
  let hash = 0;
  for (const ch of companyId) hash = (hash * 31 + ch.charCodeAt(0)) % 997;
  return 10 + (hash % 291);
}

export function seedPlans(db: Db) {
  const gigsOf = gigsInUseByCompany(db, db.createdAt);
  for (const company of db.recruiting.companies) {
    if (db.memberships.has(company.id)) continue;
    const posts = postsInUse(db, company.id, db.createdAt);
    const gigs = gigsOf.get(company.id) ?? 0;
    if (posts <= PLAN_QUOTAS.free.jobs && gigs <= PLAN_QUOTAS.free.gigs) continue;
    const plan = PAID.find((p) => PLAN_QUOTAS[p].jobs >= posts && PLAN_QUOTAS[p].gigs >= gigs) ?? 'flagship';
    const started = db.createdAt - startedDaysAgo(company.id) * DAY_MS;
    const record = emptyMembership(started);
    // Only the plan and term are read: the contract is applied like a paid order.
    applyPaidOrder(record, { plan, term: 'year' } as OrderRecord, started);
    db.memberships.set(company.id, record);
  }
}
