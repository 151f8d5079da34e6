import type { ChatMessage, ChatSide, ExchangeCard, InterviewCard } from '@/contract/chat.ts';
import AttachmentView from './AttachmentView.tsx';
import ExchangeCardView from './ExchangeCardView.tsx';
import InterviewCardView from './InterviewCardView.tsx';
import OfferCardView from './OfferCardView.tsx';
import type { OfferCard } from '@/contract/offer.ts';

/** What a message shows: a card (with its answers), a picture or document, or the text (plain: React escapes it). */
export default function MessageBody({ message, side, onChanged }: { message: ChatMessage; side: ChatSide; onChanged: (message: ChatMessage) => void }) {
  const { card, attachment } = message;
  if (card?.type === 'exchange') return <ExchangeCardView message={message as ChatMessage & { card: ExchangeCard }} side={side} onChanged={onChanged} />;
  if (card?.type === 'interview') return <InterviewCardView message={message as ChatMessage & { card: InterviewCard }} side={side} onChanged={onChanged} />;
  if (card?.type === 'offer') return <OfferCardView message={message as ChatMessage & { card: OfferCard }} side={side} onChanged={onChanged} />;
  if (attachment) return <AttachmentView attachment={attachment} />;
  return <div className="chat-bubble">{message.text}</div>;
}
