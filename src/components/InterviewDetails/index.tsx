import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { InterviewDetails as Details } from '@/contract/interview.ts';
import { INTERVIEW_LIMITS } from '@/contract/interviewValues.ts';
import { interviewFormatDict, labelIdOf } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { calendarFile, downloadCalendarFile } from '@/utils/ics.ts';
import './interviewDetails.css';

interface Props {
  interview: Pick<Details, 'id' | 'round' | 'at' | 'format' | 'place' | 'contact' | 'notes' | 'proposedTimes'>;
  jobTitle: string;
  companyName?: string;
  /** Whether to offer the calendar file (not for an interview that was cancelled or has passed). */
  calendar?: boolean;
}

const isLink = (place: string) => /^https?:\/\//i.test(place);

/**
 * What a candidate needs to attend an interview, the same on /percenter and in the chat card: the format, the
 * address or meeting link, whom to ask, the note for the candidate (给候选人的备注), the times they proposed with
 * 改期, and the interview as a calendar file (.ics) to add it to their calendar.
 */
export default function InterviewDetails({ interview, jobTitle, companyName, calendar = true }: Props) {
  const t = useT();
  const format = t(labelIdOf(interviewFormatDict, interview.format, 'shared.unknown'));
  const contact = interview.contact.name ? [interview.contact.name, interview.contact.title].filter(Boolean).join(' · ') : null;
  const addToCalendar = () => {
    const start = new Date(interview.at);
    const summary = companyName
      ? t('center.interview.icsSummary', { title: jobTitle, company: companyName })
      : t('center.interview.icsSummaryNoCompany', { title: jobTitle });
    const line = (label: string, value: string | null) => value && t('center.interview.line', { label, value });
    const description = [
      line(t('center.chat.interview.format'), format),
      line(t('center.chat.interview.place'), interview.place),
      line(t('center.interview.contact'), contact),
      line(t('center.interview.notes'), interview.notes),
    ]
      .filter(Boolean)
      .join('\n');
    const text = calendarFile({
      uid: `${interview.id}-r${interview.round}@jucai`,
      start,
      end: new Date(start.getTime() + INTERVIEW_LIMITS.minutes * 60_000),
      summary,
      location: interview.place,
      url: isLink(interview.place) ? interview.place : null,
      description,
    });
    downloadCalendarFile(`interview-${interview.id}.ics`, text);
  };
  return (
    <div className="interview-details" data-testid="interview-details">
      <dl>
        <dt>{t('center.chat.interview.format')}</dt>
        <dd>{format}</dd>
        <dt>{t('center.chat.interview.place')}</dt>
        <dd className="interview-details-place">
          {isLink(interview.place) ? (
            <a href={interview.place} target="_blank" rel="noopener noreferrer">
              {interview.place}
            </a>
          ) : (
            interview.place
          )}
        </dd>
        {contact && (
          <>
            <dt>{t('center.interview.contact')}</dt>
            <dd>{contact}</dd>
          </>
        )}
        {interview.notes && (
          <>
            <dt>{t('center.interview.notes')}</dt>
            <dd className="interview-details-notes" data-testid="interview-notes">
              {interview.notes}
            </dd>
          </>
        )}
        {interview.proposedTimes.length > 0 && (
          <>
            <dt>{t('center.interview.proposed')}</dt>
            <dd>
              <ul className="interview-details-times">
                {interview.proposedTimes.map((time) => (
                  <li key={time}>
                    <BusinessDate value={time} form="dateTime" />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {calendar && (
        <Button size="small" icon={<CalendarOutlined aria-hidden />} onClick={addToCalendar}>
          <T id="center.interview.addToCalendar" />
        </Button>
      )}
    </div>
  );
}
