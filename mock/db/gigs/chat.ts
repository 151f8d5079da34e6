import type { GigPay } from '../../../src/contract/gig.ts';
import type { Salary } from '../../../src/dicts/salary.ts';
import type { Db } from '../index.ts';

/**
 * A gig as the chat's context (咨询, mock/routes/gigContact.ts): the company that answers (a `company` employer's;
 * merchants and private employers have no account here, so none), the card both sides see on top of the thread,
 * and the job-shaped summary the chat lists already show (the title and its pay as a 元/时 or 元/天 rate).
 */
export interface GigChatContext {
  companyId: string | null;
  card: { id: string; title: string; pay: GigPay };
  asJob: { id: string; title: string; salary: Salary; companyId: string };
}

export function gigContext(db: Db, gigId: string): GigChatContext | null {
  const gig = db.gigs.gigs.get(gigId);
  if (!gig) return null;
  const companyId = db.gigs.employers.get(gig.employerId)?.companyId ?? null;
  const day = gig.pay.basis === 'day';
  const rate = (day ? gig.pay.amountFen : gig.hourlyFen) / 100;
  const amount = Math.round(rate * 100) / 100;
  return {
    companyId,
    card: { id: gig.id, title: gig.title, pay: gig.pay },
    asJob: { id: gig.id, title: gig.title, salary: { min: amount, max: amount, unit: day ? 'day' : 'hour', months: 12 }, companyId: companyId ?? '' },
  };
}
