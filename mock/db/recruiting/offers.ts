import {
  OFFER_ERROR_CODES,
  OFFER_LIMITS,
  type OfferBody,
  type OfferCard,
  type OfferEvent,
  type OfferStatus,
  type OfferView,
} from '../../../src/contract/offer.ts';
import { EMPLOYER_NEXT_STATUSES, LIVE_INTERVIEW_STATUSES, type ApplicationStatus } from '../../../src/dicts/job.ts';
import { ApiError, invalid } from '../../core/errors.ts';
import type { Db } from '../index.ts';
import { latestInterview } from './interviews.ts';
import { DAY_MS, endOfDay, inBeijing } from './labels.ts';
import type { ApplicationRecord } from './seekers.ts';

/**
 * Offers and the hire (PRODUCT.md §2: interviewing → offered → hired), kept on the application they belong to.
 * The application stays `offered` from the first offer until the hire is confirmed by both sides: the company
 * marks 已入职 (on or after the start date, only after the seeker accepted), then the seeker confirms it, which
 * moves the application to `hired`; a seeker who says it is wrong clears the mark. A declined or expired offer may
 * be followed by a new one (renegotiation), or the company closes the application (不合适).
 */
export interface OfferRecord {
  id: string;
  monthlyPay: number;
  months: number;
  startDate: string;
  place: string;
  expiresAt: number;
  note: string | null;
  sentAt: number;
  sentBy: string;
  answer: 'accepted' | 'declined' | null;
  answeredAt: number | null;
  hireMarkedAt: number | null;
  hireConfirmedAt: number | null;
}

const fail = (code: string, message: string) => new ApiError(409, code, message);

/** The Beijing calendar day of `ms`, as YYYY-MM-DD (the form of start dates and deadlines). */
export const beijingDay = (ms: number) => inBeijing(ms).format('YYYY-MM-DD');
/** The last millisecond of a Beijing calendar day (noon UTC+8 is 04:00 UTC of the same date). */
export const endOfBeijingDay = (date: string) => endOfDay(Date.parse(`${date}T04:00:00Z`));
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

export const currentOffer = (application: ApplicationRecord): OfferRecord | null => application.offers?.at(-1) ?? null;

/**
 * Where an offer stands now: expiry is read from the clock, a withdrawal from the application's state. `now`
 * null: without the clock (a chat card, which is rendered where no request time is at hand; the app reads its
 * `expiresAt`), an unanswered offer past its deadline stays `pending` and the API refuses its answer all the same.
 */
export function offerStatus(application: ApplicationRecord, offer: OfferRecord, now: number | null): OfferStatus {
  if (offer.answer) return offer.answer;
  if (now !== null && now > offer.expiresAt) return 'expired';
  return application.status === 'offered' && currentOffer(application) === offer ? 'pending' : 'withdrawn';
}

export function offerView(application: ApplicationRecord, offer: OfferRecord, now: number | null): OfferView {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: offer.id,
    monthlyPay: offer.monthlyPay,
    months: offer.months,
    startDate: offer.startDate,
    place: offer.place,
    expiresAt: new Date(offer.expiresAt).toISOString(),
    note: offer.note,
    status: offerStatus(application, offer, now),
    sentAt: new Date(offer.sentAt).toISOString(),
    answeredAt: iso(offer.answeredAt),
    hireMarkedAt: iso(offer.hireMarkedAt),
    hireConfirmedAt: iso(offer.hireConfirmedAt),
  };
}

export const currentOfferView = (application: ApplicationRecord, now: number): OfferView | null => {
  const offer = currentOffer(application);
  return offer && offerView(application, offer, now);
};

/** An offer in the chat points at its application and offer; the card shows them as they are now. */
export interface OfferCardRecord {
  type: 'offer';
  seekerId: string;
  applicationId: string;
  offerId: string;
}

export function offerCardView(db: Db, card: OfferCardRecord): OfferCard | null {
  const application = db.seekerStates.get(card.seekerId)?.applications.find((a) => a.id === card.applicationId);
  const offer = application?.offers?.find((o) => o.id === card.offerId);
  if (!application || !offer) return null;
  return { type: 'offer', applicationId: application.id, current: currentOffer(application) === offer, offer: offerView(application, offer, null) };
}

function step(application: ApplicationRecord, status: ApplicationStatus, at: number, event?: OfferEvent) {
  application.status = status;
  application.history.push(event ? { status, at, event } : { status, at });
}

/** Why no offer may be sent now (null when one may). */
function refusalToOffer(db: Db, application: ApplicationRecord, now: number): string | null {
  const current = currentOffer(application);
  if (application.status === 'offered' && current) {
    const status = offerStatus(application, current, now);
    if (status === 'pending') return '已有一份 offer 在等待候选人答复';
    if (status === 'accepted') return '候选人已接受 offer，不能再发新的 offer';
    return null;
  }
  if (application.status !== 'interviewing') return application.status === 'hired' ? '候选人已入职' : '只有面试阶段的投递可以发 offer';
  const interview = latestInterview(db, application.id);
  if (interview && LIVE_INTERVIEW_STATUSES.includes(interview.status)) return '面试还没有结束：请先在面试管理中评价或取消这场面试';
  if (interview?.feedback?.result === 'fail') return '面试评价为“淘汰”，不能发 offer';
  return null;
}

/** Records an offer (the first one moves the application to `offered`; a new one after a refusal or expiry is another `offered` step). */
export function sendOffer(db: Db, application: ApplicationRecord, body: OfferBody, byUserId: string, now: number): OfferRecord {
  const refusal = refusalToOffer(db, application, now);
  if (refusal) throw fail(OFFER_ERROR_CODES.notAllowed, refusal);
  const today = beijingDay(now);
  const lastAnswerDay = beijingDay(now + OFFER_LIMITS.validDays * DAY_MS);
  const lastStartDay = beijingDay(now + OFFER_LIMITS.startDays * DAY_MS);
  const errors = [];
  if (body.expiresOn < today || body.expiresOn > lastAnswerDay)
    errors.push({ field: 'expiresOn', message: `答复截止日期须在今天到 ${OFFER_LIMITS.validDays} 天后之间` });
  if (body.startDate > lastStartDay) errors.push({ field: 'startDate', message: `入职日期须在 ${OFFER_LIMITS.startDays} 天之内` });
  if (errors.length) throw invalid(errors);
  const offers = (application.offers ??= []);
  const offer: OfferRecord = {
    id: `of-${application.id}-${offers.length + 1}`,
    monthlyPay: body.monthlyPay,
    months: body.months,
    startDate: body.startDate,
    place: body.place,
    expiresAt: endOfBeijingDay(body.expiresOn),
    note: body.note ?? null,
    sentAt: now,
    sentBy: byUserId,
    answer: null,
    answeredAt: null,
    hireMarkedAt: null,
    hireConfirmedAt: null,
  };
  offers.push(offer);
  step(application, 'offered', now);
  return offer;
}

/** The seeker's answer: only to the current offer, while it waits, and before it expires. */
export function answerOffer(application: ApplicationRecord, accept: boolean, now: number): OfferRecord {
  const offer = currentOffer(application);
  if (!offer || application.status !== 'offered') throw fail(OFFER_ERROR_CODES.notPending, '这份投递没有待答复的 offer');
  const status = offerStatus(application, offer, now);
  if (status === 'expired')
    throw fail(OFFER_ERROR_CODES.expired, `这份 offer 已于 ${monthDay(beijingDay(offer.expiresAt))} 过期，无法再答复；如仍有意向，请联系招聘方重新发送`);
  if (status !== 'pending') throw fail(OFFER_ERROR_CODES.notPending, status === 'withdrawn' ? '招聘方已撤回这份 offer' : '这份 offer 已经答复过了');
  offer.answer = accept ? 'accepted' : 'declined';
  offer.answeredAt = now;
  step(application, 'offered', now, accept ? 'offerAccepted' : 'offerDeclined');
  return offer;
}

/** The company marks 已入职: after an accepted offer, from its start date on, once. */
export function markHire(application: ApplicationRecord, now: number): OfferRecord {
  const offer = currentOffer(application);
  if (application.status === 'hired') throw fail(OFFER_ERROR_CODES.hireNotAllowed, '候选人已确认入职');
  if (!offer || application.status !== 'offered' || offer.answer !== 'accepted')
    throw fail(OFFER_ERROR_CODES.hireNotAllowed, '候选人接受 offer 后才能标记入职');
  if (offer.hireMarkedAt !== null) throw fail(OFFER_ERROR_CODES.hireNotAllowed, '已标记入职，正在等待候选人确认');
  if (beijingDay(now) < offer.startDate) throw fail(OFFER_ERROR_CODES.hireNotAllowed, `入职日期是 ${monthDay(offer.startDate)}，当天起才能标记入职`);
  offer.hireMarkedAt = now;
  step(application, 'offered', now, 'hireMarked');
  return offer;
}

/** The seeker confirms the company's mark (the application is `hired`), or says it is wrong (the mark is cleared). */
export function confirmHire(application: ApplicationRecord, confirm: boolean, now: number): OfferRecord {
  const offer = currentOffer(application);
  if (application.status === 'hired') throw fail(OFFER_ERROR_CODES.hireNotMarked, '你已确认入职');
  if (!offer || application.status !== 'offered' || offer.hireMarkedAt === null) throw fail(OFFER_ERROR_CODES.hireNotMarked, '招聘方还没有标记你已入职');
  if (confirm) {
    offer.hireConfirmedAt = now;
    step(application, 'hired', now);
  } else {
    offer.hireMarkedAt = null;
    step(application, 'offered', now, 'hireDisputed');
  }
  return offer;
}

/** Where the employer may move an application next, given its offer (the buttons of /position). */
export function employerNext(application: ApplicationRecord, now: number): ApplicationStatus[] {
  const offer = currentOffer(application);
  if (application.status !== 'offered' || !offer) return [...EMPLOYER_NEXT_STATUSES[application.status]];
  const status = offerStatus(application, offer, now);
  if (status === 'declined' || status === 'expired') return ['offered', 'rejected'];
  if (status !== 'accepted') return ['rejected'];
  if (offer.hireMarkedAt !== null) return [];
  return beijingDay(now) >= offer.startDate ? ['hired', 'rejected'] : ['rejected'];
}
