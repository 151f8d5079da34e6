import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import InterviewDetails from '@/components/InterviewDetails/index.tsx';
import type { ChatMessage, ChatSide, InterviewCard } from '@/contract/chat.ts';
import { interviewStatusDict, labelIdOf } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { answerInterviewCard } from '@/services/chat.ts';

interface Props {
  message: ChatMessage & { card: InterviewCard };
  side: ChatSide;
  onChanged: (message: ChatMessage) => void;
}

/** Only when the seeker asks for another time. */
const ProposeTimesDialog = lazy(() => import('@/components/InterviewDetails/ProposeTimesDialog.tsx'));
const UPCOMING = ['invited', 'accepted', 'reschedule'];

const RESPONSES = ['accepted', 'declined', 'reschedule'] as const;

/**
 * An interview invitation as it stands now (the interview's own state: answered, moved, cancelled, held).
 * While it waits for an answer the seeker accepts, declines or asks for another time from here, which is the
 * same answer as on /percenter and shows on the recruiter's /interview.
 */
export default function InterviewCardView({ message, side, onChanged }: Props) {
  const t = useT();
  const { card } = message;
  const [proposing, setProposing] = useState(false);
  const answer = useSubmit((response: (typeof RESPONSES)[number], options) => answerInterviewCard(message.conversationId, message.seq, { response }, options), {
    onSuccess: onChanged,
  });
  const ahead = Date.parse(card.at) > Date.now();
  const open = side === 'seeker' && card.status === 'invited' && ahead;
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
      </dl>
      <InterviewDetails
        interview={{ ...card, id: card.interviewId }}
        jobTitle={card.jobTitle}
        companyName={card.companyName}
        calendar={side === 'seeker' && ahead && UPCOMING.includes(card.status)}
      />
      <div className="chat-card-state" data-testid="chat-interview-status">
        {t(labelIdOf(interviewStatusDict, card.status, 'shared.unknown'))}
      </div>
      {open && (
        <Space size="small" wrap>
          {RESPONSES.map((response) => (
            <Button
              key={response}
              size="small"
              type={response === 'accepted' ? 'primary' : 'default'}
              disabled={answer.submitting}
              onClick={() => (response === 'reschedule' ? setProposing(true) : void answer.submit(response))}
            >
              <T id={`center.chat.interview.${response}`} />
            </Button>
          ))}
        </Space>
      )}
      {proposing && (
        <Suspense fallback={null}>
          <ProposeTimesDialog
            currentAt={card.at}
            send={(proposedTimes, options) =>
              answerInterviewCard(message.conversationId, message.seq, { response: 'reschedule', proposedTimes }, options).then(onChanged)
            }
            onClose={() => setProposing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
