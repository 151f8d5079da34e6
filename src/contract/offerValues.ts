/**
 * Plain values of offers (录用通知) and the hire that follows, without zod: the offer form and the pages read them
 * at run time; the API validates with offer.ts, which builds its schemas from these and re-exports them.
 */

/**
 * An offer's state. `pending` waits for the seeker's answer until `expiresAt`; past it, unanswered, it is
 * `expired` (computed when read: nobody has to run a job for it). `withdrawn`: the company closed the application
 * (不合适) while the offer waited.
 */
export const OFFER_STATUS_VALUES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUS_VALUES)[number];

/**
 * Steps of an application's timeline that are not a state of their own (the application stays `offered` while
 * they happen): the seeker's answer, the company marking 已入职 and the seeker disputing that mark. Sending an
 * offer is the step into `offered`, the seeker's confirmation the step into `hired`.
 */
export const OFFER_EVENT_VALUES = ['offerAccepted', 'offerDeclined', 'hireMarked', 'hireDisputed'] as const;
export type OfferEvent = (typeof OFFER_EVENT_VALUES)[number];

export const OFFER_LIMITS = {
  /** 元 a month, before tax. */
  payMin: 1000,
  payMax: 500_000,
  /** 薪数: 12 to 24 months' pay a year. */
  monthsMin: 12,
  monthsMax: 24,
  /** The answer is due within this many days (Beijing dates, today included). */
  validDays: 30,
  /** The start date lies within this many days of today. */
  startDays: 180,
  place: 100,
  note: 300,
} as const;

/** `errorCode`s of the offer and hire endpoints (each a 409 unless said otherwise). */
export const OFFER_ERROR_CODES = {
  /** `POST /enterprise/applicants/:id/status` with `offered`: an offer needs its terms, sent to `…/offer`. */
  termsRequired: 'OFFER_TERMS_REQUIRED',
  /** An offer while the application is not at the interview step, or while another waits or was accepted. */
  notAllowed: 'OFFER_NOT_ALLOWED',
  /** Answering an offer that is no longer waiting (answered, withdrawn, the application closed). */
  notPending: 'OFFER_NOT_PENDING',
  /** Accepting (or declining) an offer past its expiry. */
  expired: 'OFFER_EXPIRED',
  /** Marking 已入职 without an accepted offer, before the start date, or twice. */
  hireNotAllowed: 'HIRE_NOT_ALLOWED',
  /** The seeker confirming 入职 that the company has not marked (or that is confirmed already). */
  hireNotMarked: 'HIRE_NOT_MARKED',
} as const;
