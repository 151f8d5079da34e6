import type { Db } from '../index.ts';
import { beijingDay, type OfferRecord } from '../recruiting/offers.ts';
import type { ApplicationRecord } from '../recruiting/seekers.ts';
import { candidateName } from './notices.ts';
import { noticeMessage, notify } from './store.ts';

/**
 * What each step of an offer tells the other side: the seeker hears of an offer (with its terms and deadline) and
 * of the company's 已入职 mark; the company hears the seeker's answer and confirmation. Each in its own words.
 */

/** A calendar day (`YYYY-MM-DD`) as the reader writes a month and day (12月1日 / Dec 1). */
const monthDay = (day: string) => ({ day, form: 'monthDay' as const });

function parties(db: Db, application: ApplicationRecord) {
  const job = db.recruiting.jobById.get(application.jobId)!;
  const company = db.recruiting.companyById.get(job.companyId)!;
  return { job, company, brand: company.shortName || company.name, applicants: `/position?tab=applicants&job=${job.id}&status=offered` };
}

/** The company sent an offer: the seeker reads its terms and until when to answer. */
export function notifyOfferSent(db: Db, seekerId: string, application: ApplicationRecord, offer: OfferRecord, now: number) {
  const { job, brand } = parties(db, application);
  const message = noticeMessage('notice.offerSent', {
    company: brand,
    job: job.title,
    pay: offer.monthlyPay,
    months: offer.months,
    start: monthDay(offer.startDate),
    place: offer.place,
    deadline: monthDay(beijingDay(offer.expiresAt)),
  });
  notify(db, { seekerId }, { category: 'application', message, link: '/percenter' }, now);
}

/** The seeker accepted or declined: the company's inbox. */
export function notifyOfferAnswer(db: Db, seekerId: string, application: ApplicationRecord, accepted: boolean, now: number) {
  const { job, company, applicants } = parties(db, application);
  const who = candidateName(db, seekerId);
  const message = noticeMessage(accepted ? 'notice.offerAccepted' : 'notice.offerDeclined', { candidate: who, job: job.title });
  notify(db, { companyId: company.id }, { category: 'replies', message, link: applicants }, now);
}

/** The company marked 已入职: the seeker is asked to confirm. */
export function notifyHireMarked(db: Db, seekerId: string, application: ApplicationRecord, now: number) {
  const { job, brand } = parties(db, application);
  notify(
    db,
    { seekerId },
    { category: 'application', message: noticeMessage('notice.hireMarked', { company: brand, job: job.title }), link: '/percenter' },
    now,
  );
}

/** The seeker confirmed the hire, or said it was wrong. */
export function notifyHireAnswer(db: Db, seekerId: string, application: ApplicationRecord, confirmed: boolean, now: number) {
  const { job, company, applicants } = parties(db, application);
  const who = candidateName(db, seekerId);
  const message = noticeMessage(confirmed ? 'notice.hireConfirmed' : 'notice.hireDenied', { candidate: who, job: job.title });
  notify(db, { companyId: company.id }, { category: 'replies', message, link: applicants }, now);
}
