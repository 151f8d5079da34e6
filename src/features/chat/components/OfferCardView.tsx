import { Button, Popconfirm, Space } from 'antd';
import type { ChatMessage, ChatSide } from '@/contract/chat.ts';
import type { OfferCard } from '@/contract/offer.ts';
import OfferTerms from '@/features/offers/Offer/OfferTerms.tsx';
import { offerStage } from '@/features/offers/Offer/offerState.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { answerOfferCard } from '@/services/offers.ts';

interface Props {
  message: ChatMessage & { card: OfferCard };
  side: ChatSide;
  onChanged: (message: ChatMessage) => void;
}

/**
 * An offer in the chat, as it stands now (answered, expired, the hire marked or confirmed: pushed to both sides).
 * While the application's current offer waits, the seeker accepts or declines it here: the same answer as on
 * /percenter. An older offer shows how it ended.
 */
export default function OfferCardView({ message, side, onChanged }: Props) {
  const t = useT();
  const { card } = message;
  const answer = useSubmit((accept: boolean, options) => answerOfferCard(message.conversationId, message.seq, accept, options), {
    success: (_, accept) => t(accept ? 'offer.answered.accepted' : 'offer.answered.declined'),
    onSuccess: onChanged,
  });
  const open = side === 'seeker' && card.current && offerStage(card.offer) === 'pending';
  return (
    <div className="chat-card chat-card-offer" data-testid="chat-card" data-card="offer" data-state={offerStage(card.offer)}>
      <strong>
        <T id="offer.title" />
      </strong>
      <OfferTerms offer={card.offer} side={side} />
      {!card.current && <p className="chat-card-state">{t('offer.older')}</p>}
      {open && (
        <Space size="small" wrap>
          <Button size="small" type="primary" loading={answer.submitting} onClick={() => void answer.submit(true)}>
            <T id="offer.accept" />
          </Button>
          <Popconfirm title={t('offer.declineConfirm')} okText={t('offer.decline')} cancelText={t('shared.cancel')} onConfirm={() => void answer.submit(false)}>
            <Button size="small" disabled={answer.submitting}>
              <T id="offer.decline" />
            </Button>
          </Popconfirm>
        </Space>
      )}
    </div>
  );
}
