import BusinessDate from '@/components/BusinessDate.tsx';
import type { OfferView } from '@/contract/offer.ts';
import { T, useT } from '@/locales/useT.tsx';
import { offerStage, offerStageId, type OfferSide } from './offerState.ts';
import './offer.css';

/**
 * An offer's terms (pay × months, start date, place, answer deadline, note) and where it stands, in the reader's
 * words. /percenter, /position and the chat card show an offer through this.
 */
export default function OfferTerms({ offer, side, label }: { offer: OfferView; side: OfferSide; label?: string }) {
  const t = useT();
  const stage = offerStage(offer);
  return (
    <section className="offer-terms" aria-label={label ?? t('offer.title')} data-testid="offer-terms" data-stage={stage}>
      <dl className="offer-terms-values">
        <dt>{t('offer.pay')}</dt>
        <dd>
          <T id="offer.payValue" values={{ pay: offer.monthlyPay.toLocaleString(), months: offer.months }} />
        </dd>
        <dt>{t('offer.start')}</dt>
        <dd>
          <BusinessDate value={offer.startDate} />
        </dd>
        <dt>{t('offer.place')}</dt>
        <dd>{offer.place}</dd>
        <dt>{t('offer.expires')}</dt>
        <dd>
          <BusinessDate value={offer.expiresAt} form="dateTime" />
        </dd>
        {offer.note && (
          <>
            <dt>{t('offer.note')}</dt>
            <dd>{offer.note}</dd>
          </>
        )}
      </dl>
      <p className="offer-terms-stage" data-testid="offer-stage">
        {t(offerStageId(stage, side))}
      </p>
    </section>
  );
}
