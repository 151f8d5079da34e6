import type { Applicant } from '../../src/contract/applicants.ts';
import type { ChatMessage } from '../../src/contract/chat.ts';
import { hireConfirmBody, OFFER_ERROR_CODES, offerAnswerBody, offerBody } from '../../src/contract/offer.ts';
import type { Application } from '../../src/contract/seeker.ts';
import { ApiError, conflict, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { threadOf } from '../db/recruiting/chat.ts';
import { answerOffer, confirmHire, markHire, sendOffer, type OfferRecord } from '../db/recruiting/offers.ts';
import type { ApplicationRecord } from '../db/recruiting/seekers.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { notifyHireAnswer, notifyHireMarked, notifyOfferAnswer, notifyOfferSent } from '../db/notifications/offerNotices.ts';
import { ownApplication, toApplicant } from './applicants.ts';
import { assertNotBlocked, ownConversation, postMessage, publishUpdate } from './chat.ts';
import { conversationFor } from './chatCards.ts';
import { toApplication } from './jobActions.ts';
import { say } from '../core/serverText.ts';

/**
 * Offers and the hire (docs/API.md, "Offers and the hire"): the company sends an offer with its terms, which
 * also arrives in the chat as a card; the seeker accepts or declines it on /percenter or from the card; after an
 * accepted offer the company marks 已入职 from the start date on and the seeker confirms (or disputes) it. The
 * rules live in db/recruiting/offers.ts; every refusal is a 409 with its `errorCode` (OFFER_ERROR_CODES).
 */

/** The seeker's own application; any other id answers 404, like one that does not exist. */
function ownSeekerApplication(db: Db, user: UserRecord, id: string) {
  const state = seekerState(db, user.id);
  const application = state.applications.find((a) => a.id === id);
  if (!application) throw notFound('投递记录不存在');
  return { state, application };
}

/** The application's offer cards show its new state on both sides. */
function offerCardsChanged(db: Db, application: ApplicationRecord) {
  for (const c of db.conversations.values()) {
    for (const m of threadOf(c).messages) {
      if (m.card?.type === 'offer' && m.card.applicationId === application.id) publishUpdate(db, c, m, null);
    }
  }
}

/** The offer in the chat between the seeker and the post's recruiter, written in the sending recruiter's name. */
function postOfferCard(db: Db, seekerId: string, application: ApplicationRecord, offer: OfferRecord, byUserId: string, now: number) {
  const c = conversationFor(db, seekerId, application.jobId, now);
  const start = { day: offer.startDate, form: 'monthDay' as const };
  const { text, message } = say('chat.offerCard', { pay: String(offer.monthlyPay), months: offer.months, start });
  postMessage(db, c, 'recruiter', text, now, { byUserId, card: { type: 'offer', seekerId, applicationId: application.id, offerId: offer.id }, message });
}

/** The seeker's answer, from /percenter or the card: recorded, told to the company, shown on the cards. */
function answer(db: Db, seekerId: string, application: ApplicationRecord, accept: boolean, now: number) {
  answerOffer(application, accept, now);
  notifyOfferAnswer(db, seekerId, application, accept, now);
  offerCardsChanged(db, application);
}

export const offerRoutes = [
  route({
    method: 'POST',
    path: '/enterprise/applicants/:id/offer',
    auth: 'enterprise',
    body: offerBody,
    handler: ({ params, body, db, user, now }): Applicant => {
      const found = ownApplication(db, user!, params.id);
      const { application, seekerId } = found;
      // The offer is also a card in the chat: not while the seeker and the company are blocked.
      assertNotBlocked(db, db.recruiting.jobById.get(application.jobId)!.companyId, seekerId, 'recruiter', '发 offer');
      const offer = sendOffer(db, application, body, user!.id, now);
      notifyOfferSent(db, seekerId, application, offer, now);
      postOfferCard(db, seekerId, application, offer, user!.id, now);
      offerCardsChanged(db, application);
      return toApplicant(db, found, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/applicants/:id/hire',
    auth: 'enterprise',
    handler: ({ params, db, user, now }): Applicant => {
      const found = ownApplication(db, user!, params.id);
      markHire(found.application, now);
      notifyHireMarked(db, found.seekerId, found.application, now);
      offerCardsChanged(db, found.application);
      return toApplicant(db, found, now);
    },
  }),
  route({
    method: 'POST',
    path: '/me/applications/:id/offer',
    auth: 'seeker',
    body: offerAnswerBody,
    handler: ({ params, body, db, user, now }): Application => {
      const { state, application } = ownSeekerApplication(db, user!, params.id);
      answer(db, user!.id, application, body.accept, now);
      return toApplication({ db, user, now }, state, application);
    },
  }),
  route({
    method: 'POST',
    path: '/me/applications/:id/hire',
    auth: 'seeker',
    body: hireConfirmBody,
    handler: ({ params, body, db, user, now }): Application => {
      const { state, application } = ownSeekerApplication(db, user!, params.id);
      confirmHire(application, body.confirm, now);
      notifyHireAnswer(db, user!.id, application, body.confirm, now);
      offerCardsChanged(db, application);
      return toApplication({ db, user, now }, state, application);
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/cards/:seq/offer',
    auth: 'seeker',
    body: offerAnswerBody,
    handler: ({ params, body, db, user, now }): ChatMessage => {
      const c = ownConversation(db, user!, params.id);
      const message = threadOf(c).messages.find((m) => m.seq === Number(params.seq));
      if (!message?.card) throw notFound('卡片不存在');
      if (message.card.type !== 'offer') throw conflict('这张卡片不是 offer');
      const { application } = ownSeekerApplication(db, user!, message.card.applicationId);
      // Only the current offer is answered; an older card shows how its offer ended.
      if (application.offers?.at(-1)?.id !== message.card.offerId)
        throw new ApiError(409, OFFER_ERROR_CODES.notPending, '这是之前的一份 offer，请答复最新的 offer');
      answer(db, user!.id, application, body.accept, now);
      return publishUpdate(db, c, message, user!.id);
    },
  }),
];
