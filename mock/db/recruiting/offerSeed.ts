import { OFFER_LIMITS } from '../../../src/contract/offerValues.ts';
import type { Db } from '../index.ts';
import { DAY_MS, HOUR_MS } from './labels.ts';
import { beijingDay, endOfBeijingDay, type OfferRecord } from './offers.ts';
import type { ApplicationRecord, ApplicationStep } from './seekers.ts';

/**
 * The offers behind the seeded applications that reached `offered` or `hired`, so every one of them reads like one
 * made through the API: an offer record with terms taken from the post (the middle of its pay range, its months
 * and address) and, for a hire, the seeker's acceptance, the company's 已入职 mark and the seeker's confirmation
 * in the timeline.
 * - 李明's open offer waits for his answer, due in two days; the demo company's own offered candidate accepted and
 *   starts in ten days (so 王芳 sees an offer between acceptance and start); hires were marked and confirmed.
 */
export function seedOffers(db: Db) {
  for (const [seekerId, state] of db.seekerStates) {
    for (const application of state.applications) {
      if (application.status !== 'offered' && application.status !== 'hired') continue;
      const sent = application.history.find((s) => s.status === 'offered');
      const job = db.recruiting.jobById.get(application.jobId);
      if (!sent || !job) continue;
      const recruiter = job.recruiterId;
      const pay = job.salary.unit === 'month' ? Math.round((job.salary.min + job.salary.max) / 2 / 500) * 500 : OFFER_LIMITS.payMin * 10;
      const offer: OfferRecord = {
        id: `of-${application.id}-1`,
        monthlyPay: Math.max(OFFER_LIMITS.payMin, pay),
        months: Math.min(OFFER_LIMITS.monthsMax, Math.max(OFFER_LIMITS.monthsMin, job.salary.months)),
        startDate: beijingDay(sent.at + 14 * DAY_MS),
        place: job.address,
        expiresAt: endOfBeijingDay(beijingDay(sent.at + 7 * DAY_MS)),
        note: null,
        sentAt: sent.at,
        sentBy: recruiter,
        answer: null,
        answeredAt: null,
        hireMarkedAt: null,
        hireConfirmedAt: null,
      };
      application.offers = [offer];
      if (application.status === 'hired') hired(application, offer, sent);
      else if (seekerId !== 'u1') accepted(application, offer, sent, db.createdAt);
    }
  }
}

/** Insert a step in time order (the seeded history is sorted by time). */
function insert(application: ApplicationRecord, step: ApplicationStep) {
  const at = application.history.findIndex((s) => s.at > step.at);
  application.history.splice(at === -1 ? application.history.length : at, 0, step);
}

function hired(application: ApplicationRecord, offer: OfferRecord, sent: ApplicationStep) {
  const hire = application.history.find((s) => s.status === 'hired')!;
  offer.answer = 'accepted';
  offer.answeredAt = sent.at + DAY_MS;
  offer.startDate = beijingDay(hire.at);
  offer.expiresAt = Math.min(offer.expiresAt, endOfBeijingDay(offer.startDate));
  offer.hireMarkedAt = hire.at - 2 * HOUR_MS;
  offer.hireConfirmedAt = hire.at;
  insert(application, { status: 'offered', at: offer.answeredAt, event: 'offerAccepted' });
  insert(application, { status: 'offered', at: offer.hireMarkedAt, event: 'hireMarked' });
}

function accepted(application: ApplicationRecord, offer: OfferRecord, sent: ApplicationStep, createdAt: number) {
  offer.answer = 'accepted';
  offer.answeredAt = sent.at + 2 * DAY_MS;
  offer.startDate = beijingDay(createdAt + 10 * DAY_MS);
  insert(application, { status: 'offered', at: offer.answeredAt, event: 'offerAccepted' });
}
