import { Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { InterviewView } from '@/contract/interview.ts';
import { findOption, interviewStatusDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { businessDay, inBusinessZone } from '@/utils/format.ts';

/** The interviews of one Beijing day, by time. */
const onDay = (interviews: InterviewView[], day: Dayjs) => interviews.filter((i) => businessDay(new Date(i.at)) === day.format('YYYY-MM-DD'));
/** 14:30, Beijing time, by the app's one rule for business times (src/utils/format.ts). */
const clock = (iso: string) => inBusinessZone(iso).format('HH:mm');

function Entry({ interview }: { interview: InterviewView }) {
  const t = useT();
  return (
    <li className={`interview-entry interview-entry-${interview.status}`} title={t(findOption(interviewStatusDict, interview.status)!.labelId)}>
      <span className="interview-entry-time">{clock(interview.at)}</span> {interview.candidate.name} · {interview.job.title}
    </li>
  );
}

/** 周视图: Monday to Sunday of the week holding `date`, each day's interviews in order. */
export function WeekView({ interviews, date }: { interviews: InterviewView[]; date: Dayjs }) {
  const t = useT();
  const monday = date.subtract((date.day() + 6) % 7, 'day').startOf('day');
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <div className="interview-week" role="list" aria-label={t('hiring.interview.week')}>
      {days.map((day) => {
        const list = onDay(interviews, day);
        return (
          <section
            key={day.format('YYYY-MM-DD')}
            role="listitem"
            className={`interview-day${day.format('YYYY-MM-DD') === today ? ' interview-day-today' : ''}`}
            aria-label={day.format('YYYY-MM-DD')}
          >
            <h3>
              {t(`hiring.interview.weekday.${day.day()}` as 'hiring.interview.weekday.0')} <span>{day.format('MM-DD')}</span>
            </h3>
            {list.length ? (
              <ul>
                {list.map((i) => (
                  <Entry key={i.id} interview={i} />
                ))}
              </ul>
            ) : (
              <p className="interview-free">
                <T id="hiring.interview.free" />
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** 月视图: antd's calendar with each day's interviews in its cell; choosing a day opens its week. */
export function MonthView({
  interviews,
  date,
  onDate,
  onWeek,
}: {
  interviews: InterviewView[];
  date: Dayjs;
  onDate: (date: Dayjs) => void;
  onWeek: (date: Dayjs) => void;
}) {
  return (
    <Calendar
      value={date}
      onPanelChange={(value) => onDate(value)}
      onSelect={(value, info) => (info.source === 'date' ? onWeek(value) : onDate(value))}
      cellRender={(current, info) => {
        if (info.type !== 'date') return info.originNode;
        const list = onDay(interviews, current);
        return list.length ? (
          <ul className="interview-cell">
            {list.map((i) => (
              <Entry key={i.id} interview={i} />
            ))}
          </ul>
        ) : null;
      }}
    />
  );
}
