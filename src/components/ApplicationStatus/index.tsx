import { Tag, Timeline } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { OfferEvent } from '@/contract/offerValues.ts';
import type { ApplicationStatus } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import './applicationStatus.css';

/**
 * An application's state as each side sees it: the tag (open states in colour, ended ones grey, a refusal red)
 * and the timeline of its steps, newest first, each side in its own words (the recruiter "已发 offer", "候选人已接受";
 * the seeker "收到录用通知", "你接受了 offer"). The seeker's /percenter and the employer's /position use these.
 */
export type ApplicationSide = 'seeker' | 'recruiter';
const STATUS_COLORS: Record<ApplicationStatus, string> = {
  delivered: 'default',
  viewed: 'blue',
  shortlisted: 'cyan',
  interviewing: 'purple',
  offered: 'gold',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'default',
  autoClosed: 'default',
};

export function ApplicationStatusTag({ status, side = 'recruiter' }: { status: ApplicationStatus; side?: ApplicationSide }) {
  const t = useT();
  // The dictionary's 已发offer is the company's word; the seeker received it.
  const id: MessageId = side === 'seeker' && status === 'offered' ? 'offer.tag.offered' : `dict.applicationStatus.${status}`;
  return <Tag color={STATUS_COLORS[status]}>{t(id)}</Tag>;
}

type Step = { status: ApplicationStatus; at: string; event?: OfferEvent };

/** A step in the reader's words: the seeker's are center.app.step.*, the company's offer.step.recruiter.*. */
function stepId(step: Step, side: ApplicationSide): MessageId {
  if (side === 'recruiter') return `offer.step.recruiter.${step.event ?? step.status}`;
  return step.event ? `offer.step.seeker.${step.event}` : `center.app.step.${step.status}`;
}

interface TimelineProps {
  id: string;
  label: string;
  history: Step[];
  side: ApplicationSide;
}

export function ApplicationTimeline({ id, label, history, side }: TimelineProps) {
  return (
    <div id={id}>
      <Timeline
        className="application-timeline"
        aria-label={label}
        items={[...history].reverse().map((step) => ({
          color: STATUS_COLORS[step.status] === 'default' ? 'gray' : STATUS_COLORS[step.status],
          children: (
            <span>
              <T id={stepId(step, side)} /> · <BusinessDate value={step.at} form="dateTime" />
            </span>
          ),
        }))}
      />
    </div>
  );
}
