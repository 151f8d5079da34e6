import { Button, Space } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { ChatMessage, ChatSide, InterviewCard } from '@/contract/chat.ts';
import { interviewFormatDict, interviewStatusDict, labelIdOf } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { answerInterviewCard } from '@/services/chat.ts';

interface Props {
  message: ChatMessage & { card: InterviewCard };
  side: ChatSide;
  onChanged: (message: ChatMessage) => void;
}

const RESPONSES = ['accepted', 'declined', 'reschedule'] as const;

/**
 * An interview invitation as it stands now (the interview's own state: answered, moved, cancelled, held).
 * While it waits for an answer the seeker accepts, declines or asks for another time from here, which is the
 * same answer as on /percenter and shows on the recruiter's /interview.
 */
export default function InterviewCardView({ message, side, onChanged }: Props) {
  const t = useT();
  const { card } = message;
  const answer = useSubmit((response: (typeof RESPONSES)[number], options) => answerInterviewCard(message.conversationId, message.seq, response, options), { onSuccess: onChanged });
  const open = side === 'seeker' && card.status === 'invited' && Date.parse(card.at) > Date.now();
  return (
    <div className="chat-card chat-card-interview" data-testid="chat-card" data-card="interview" data-state={card.status}>
      <strong>
        <T id="center.chat.interview.title" values={{ round: card.round }} />
      </strong>
      <dl className="chat-card-values">
        <dt>{t('center.chat.interview.at')}</dt>
        <dd>
          <BusinessDate value={card.at} form="dateTime" />
        </dd>
        <dt>{t('center.chat.interview.format')}</dt>
        <dd>{t(labelIdOf(interviewFormatDict, card.format, 'shared.unknown'))}</dd>
        <dt>{t('center.chat.interview.place')}</dt>
        <dd className="chat-card-place">{card.place}</dd>
      </dl>
      <div className="chat-card-state" data-testid="chat-interview-status">
        {t(labelIdOf(interviewStatusDict, card.status, 'shared.unknown'))}
      </div>
      {open && (
        <Space size="small" wrap>
          {RESPONSES.map((response) => (
            <Button key={response} size="small" type={response === 'accepted' ? 'primary' : 'default'} disabled={answer.submitting} onClick={() => void answer.submit(response)}>
              <T id={`center.chat.interview.${response}`} />
            </Button>
          ))}
        </Space>
      )}
    </div>
  );
}
