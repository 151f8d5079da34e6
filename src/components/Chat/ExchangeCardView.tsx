import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatMessage, ChatSide, ExchangeCard } from '@/contract/chat.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { answerCard } from '@/services/chat.ts';
import WechatDialog from './WechatDialog.tsx';

interface Props {
  message: ChatMessage & { card: ExchangeCard };
  side: ChatSide;
  onChanged: (message: ChatMessage) => void;
}

/**
 * An exchange card: who asked for what, its state, and for the side that received it 同意 / 拒绝 (a WeChat
 * exchange asks the accepting side for their own ID). Once accepted both sides see what was exchanged.
 */
export default function ExchangeCardView({ message, side, onChanged }: Props) {
  const t = useT();
  const { card } = message;
  const mine = message.from === side;
  const [askWechat, setAskWechat] = useState(false);
  const answer = useSubmit((accept: boolean, options) => answerCard(message.conversationId, message.seq, { accept }, options), { onSuccess: onChanged });
  const theirs = side === 'seeker' ? card.recruiterValue : card.seekerValue;
  const own = side === 'seeker' ? card.seekerValue : card.recruiterValue;
  // The company's value is named by the recruiter who gave it (in a shared inbox, not necessarily the header's).
  const recruiterBy = card.recruiterBy && `${card.recruiterBy.name}${card.recruiterBy.title ? ` · ${card.recruiterBy.title}` : ''}`;
  const theirsLabel = (side === 'seeker' && recruiterBy) || t('center.chat.card.theirs');
  const ownLabel = (side === 'recruiter' && recruiterBy) || t('center.chat.card.own');

  return (
    <div className="chat-card" data-testid="chat-card" data-card={card.what} data-state={card.state}>
      <strong>
        <T id={`center.chat.card.${card.what}.${message.from}`} />
      </strong>
      <div className="chat-card-state">
        <T id={`center.chat.card.state.${card.state}`} />
      </div>
      {card.state === 'accepted' && card.what !== 'resume' && (
        <dl className="chat-card-values">
          <dt>{theirsLabel}</dt>
          <dd data-testid="chat-card-theirs">{theirs}</dd>
          <dt>{ownLabel}</dt>
          <dd>{own}</dd>
        </dl>
      )}
      {card.state === 'accepted' && card.what === 'resume' && card.resumeId && side === 'recruiter' && (
        <Link to={paths.resume(card.resumeId)} className="chat-card-link">
          <T id="center.chat.card.openResume" />
        </Link>
      )}
      {!mine && card.state === 'pending' && (
        <Space size="small">
          <Button size="small" type="primary" loading={answer.submitting} onClick={() => (card.what === 'wechat' ? setAskWechat(true) : void answer.submit(true))}>
            <T id="center.chat.card.accept" />
          </Button>
          <Button size="small" disabled={answer.submitting} onClick={() => void answer.submit(false)}>
            <T id="center.chat.card.decline" />
          </Button>
        </Space>
      )}
      {askWechat && (
        <WechatDialog
          submit={(wechat, options) => answerCard(message.conversationId, message.seq, { accept: true, wechat }, options)}
          onDone={onChanged}
          onClose={() => setAskWechat(false)}
        />
      )}
    </div>
  );
}
