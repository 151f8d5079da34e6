import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { InterviewView } from '@/contract/interview.ts';
import { findOption, interviewFormatDict, interviewResultDict, interviewStatusDict, type InterviewStatus } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';

const STATUS_COLORS: Record<InterviewStatus, string> = {
  invited: 'orange',
  accepted: 'green',
  declined: 'default',
  reschedule: 'gold',
  cancelled: 'default',
  checkedIn: 'blue',
  noShow: 'red',
  done: 'purple',
};

export type InterviewAction = 'checkin' | 'noshow' | 'feedback' | 'reschedule' | 'cancel' | 'nextRound' | 'offer';

/** What can be done with an interview in its state (PRODUCT.md §2), given the time now. */
export function actionsFor(interview: InterviewView, now: number): InterviewAction[] {
  const started = now >= Date.parse(interview.at);
  const soon = now >= Date.parse(interview.at) - 3_600_000;
  switch (interview.status) {
    case 'invited':
    case 'accepted':
      return [
        ...(soon ? (['checkin'] as const) : []),
        ...(started ? (['noshow', 'feedback'] as const).filter((a) => a !== 'feedback' || interview.status === 'accepted') : []),
        'reschedule',
        'cancel',
      ];
    case 'reschedule':
      return ['reschedule', 'cancel'];
    case 'checkedIn':
      return ['feedback'];
    case 'done':
      return interview.feedback?.result === 'pass' && interview.applicationStatus === 'interviewing' ? ['nextRound', 'offer'] : [];
    default:
      return [];
  }
}

const ACTION_LABELS: Record<
  InterviewAction,
  | 'hiring.interview.checkin'
  | 'hiring.interview.noshow'
  | 'hiring.interview.feedback'
  | 'hiring.interview.reschedule'
  | 'hiring.interview.cancel'
  | 'hiring.interview.nextRound'
  | 'hiring.action.offered'
> = {
  checkin: 'hiring.interview.checkin',
  noshow: 'hiring.interview.noshow',
  feedback: 'hiring.interview.feedback',
  reschedule: 'hiring.interview.reschedule',
  cancel: 'hiring.interview.cancel',
  nextRound: 'hiring.interview.nextRound',
  offer: 'hiring.action.offered',
};

/** One interview: when, who, for what, how and where, its state and feedback, and what to do next. */
export default function InterviewItem({
  interview,
  now,
  onAction,
}: {
  interview: InterviewView;
  now: number;
  onAction: (action: InterviewAction, interview: InterviewView) => void;
}) {
  const t = useT();
  return (
    <li className="record-item interview-item" data-interview-id={interview.id} data-status={interview.status}>
      <div className="interview-when">
        <BusinessDate value={interview.at} form="dateTime" />
      </div>
      <div className="record-item-main">
        <div className="record-item-title">
          <Link to={paths.resume(interview.candidate.resumeId)}>{interview.candidate.name}</Link> · {interview.job.title}
          <Tag>{t('hiring.interview.round', { round: interview.round })}</Tag>
          <Tag color={STATUS_COLORS[interview.status]}>{t(findOption(interviewStatusDict, interview.status)!.labelId)}</Tag>
        </div>
        <p className="record-item-meta">
          {t(findOption(interviewFormatDict, interview.format)!.labelId)} · {interview.place} ·{' '}
          <T id="hiring.interview.by" values={{ names: interview.interviewers.join('、') }} />
        </p>
        {interview.notes && <p className="record-item-note">{interview.notes}</p>}
        {interview.proposedTimes.length > 0 && (
          <p className="record-item-note" data-testid="interview-proposed">
            <T id="hiring.interview.proposed" />
            {interview.proposedTimes.map((time) => (
              <span key={time} className="interview-proposed-time">
                <BusinessDate value={time} form="dateTime" />
              </span>
            ))}
          </p>
        )}
        {interview.cancelReason && (
          <p className="record-item-note">
            <T id="hiring.interview.cancelledBecause" values={{ reason: interview.cancelReason }} />
          </p>
        )}
        {interview.feedback && (
          <p className="record-item-note" data-testid="interview-feedback">
            <T
              id="hiring.interview.feedbackLine"
              values={{
                result: t(findOption(interviewResultDict, interview.feedback.result)!.labelId),
                score: interview.feedback.score,
                comment: interview.feedback.comment ?? '',
              }}
            />
          </p>
        )}
      </div>
      <div className="record-item-actions">
        {actionsFor(interview, now).map((action) => (
          <Button
            key={action}
            size="small"
            type={action === 'feedback' || action === 'offer' ? 'primary' : 'default'}
            onClick={() => onAction(action, interview)}
          >
            <T id={ACTION_LABELS[action]} />
          </Button>
        ))}
      </div>
    </li>
  );
}
