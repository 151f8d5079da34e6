import type { Db } from '../index.ts';
import { gigStatus } from './records.ts';
import type { GigRecord } from './types.ts';

/**
 * The company's gigs that take a place of its plan's `gigs` quota (a level, like the job posts): in review, or
 * approved and not yet over (open or full). Closed, ended and rejected gigs give their place back.
 */
export function gigsInUse(db: Db, companyId: string, now: number): number {
  let n = 0;
  for (const gig of db.gigs.gigs.values()) if (gig.employerId === companyId && takesPlace(gig, now)) n++;
  return n;
}

/** Every company's count at once (the seed's plans: one pass over the gigs, not one per company). */
export function gigsInUseByCompany(db: Db, now: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gig of db.gigs.gigs.values()) if (takesPlace(gig, now)) counts.set(gig.employerId, (counts.get(gig.employerId) ?? 0) + 1);
  return counts;
}

function takesPlace(gig: GigRecord, now: number): boolean {
  const status = gigStatus(gig, now);
  return status === 'pending' || status === 'open' || status === 'full';
}
