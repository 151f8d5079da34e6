import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatMessage, ChatSide, ExchangeCard } from '@/contract/chat.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { answerCard } from '@/services/chat.ts';
import ResumePickDialog from './ResumePickDialog.tsx';
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
  const [askResume, setAskResume] = useState(false);
  // A seeker answering 请求简历 chooses which resume goes.
  const pickResume = card.what === 'resume' && side === 'seeker' && message.from === 'recruiter';
  const answer = useSubmit((accept: boolean, options) => answerCard(message.conversationId, message.seq, { accept }, options), { onSuccess: onChanged });
  const theirs = side === 'seeker' ? card.recruiterValue : card.seekerValue;
  const own = side === 'seeker' ? card.seekerValue : card.recruiterValue;
  // The company's value is named by the recruiter who gave it (in a shared inbox, not necessarily the header's).
  const recruiterBy = card.recruiterBy && `${card.recruiterBy.name}${card.recruiterBy.title ? ` · ${card.recruiterBy.title}` : ''}`;
  const theirsLabel = (side === 'seeker' && recruiterBy) || t('center.chat.card.theirs');
  const ownLabel = (side === 'recruiter' && recruiterBy) || t('center.chat.card.own');

  return (
    <div className="chat-card" data-testid="chat-card" data-card={card.what} data-state={card.state}>
      {/* Read from the viewer's side: "you asked" on one's own card, "the recruiter asks for your resume" on theirs. */}
      <strong>
        <T id={`center.chat.card.${card.what}.${message.from}.${mine ? 'own' : 'theirs'}`} />
      </strong>
      <div className="chat-card-state">
        <T id={`center.chat.card.state.${card.state}.${mine ? 'own' : 'theirs'}`} />
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
          <Button
            size="small"
            type="primary"
            loading={answer.submitting}
            onClick={() => (card.what === 'wechat' ? setAskWechat(true) : pickResume ? setAskResume(true) : void answer.submit(true))}
          >
            <T id="center.chat.card.accept" />
          </Button>
          <Button size="small" disabled={answer.submitting} onClick={() => void answer.submit(false)}>
            <T id="center.chat.card.decline" />
          </Button>
        </Space>
      )}
      {askResume && (
        <ResumePickDialog
          submit={(resumeId, options) => answerCard(message.conversationId, message.seq, { accept: true, resumeId }, options)}
          onDone={onChanged}
          onClose={() => setAskResume(false)}
        />
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
