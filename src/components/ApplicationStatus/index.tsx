import { Tag, Timeline } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { ApplicationStatus } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import './applicationStatus.css';

/**
 * An application's state as both sides see it: the tag (open states in colour, ended ones grey, a refusal red)
 * and the timeline of its steps, newest first. The seeker's /percenter and the employer's /position use these.
 */
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

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLORS[status]}>{t(`dict.applicationStatus.${status}`)}</Tag>;
}

interface TimelineProps {
  id: string;
  label: string;
  history: Array<{ status: ApplicationStatus; at: string }>;
}

export function ApplicationTimeline({ id, label, history }: TimelineProps) {
  return (
    <div id={id}>
      <Timeline
        className="application-timeline"
        aria-label={label}
        items={[...history].reverse().map((step) => ({
          color: STATUS_COLORS[step.status] === 'default' ? 'gray' : STATUS_COLORS[step.status],
          children: (
            <span>
              <T id={`center.app.step.${step.status}`} /> · <BusinessDate value={step.at} form="dateTime" />
            </span>
          ),
        }))}
      />
    </div>
  );
}
