import type { OfferView } from '@/contract/offer.ts';
import type { MessageId } from '@/locales/types.ts';

export type OfferSide = 'seeker' | 'recruiter';

/** Where an offer stands for display: the hire's two steps first, then the offer's own state. */
export type OfferStage = OfferView['status'] | 'hireMarked' | 'hired';

/**
 * The stage an offer is at now. A chat card's offer comes without the clock (the API leaves an unanswered one
 * `pending` there), so a deadline that has passed is read here from `expiresAt`; the API refuses the answer anyway.
 */
export function offerStage(offer: OfferView, now = Date.now()): OfferStage {
  if (offer.hireConfirmedAt) return 'hired';
  if (offer.hireMarkedAt) return 'hireMarked';
  if (offer.status === 'pending' && Date.parse(offer.expiresAt) < now) return 'expired';
  return offer.status;
}

/** Each side reads the stage in its own words (the seeker "你已接受", the recruiter "候选人已接受"). */
export const offerStageId = (stage: OfferStage, side: OfferSide): MessageId => `offer.${side}.${stage}`;
