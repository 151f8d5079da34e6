import type { JobCard } from '@/contract/job.ts';
import { campusBatchDict, classYearDict, internDaysDict, labelIdOf, permanentOfferDict } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { beijingMonthDay, daysLeft } from './calendar.ts';

/** The campus facts a student scans first: when applications close, the batch, days a week, a permanent offer. */
export default function CampusNote({ job, now }: { job: JobCard; now: number }) {
  const campus = job.campus;
  if (!campus) return null;
  const left = daysLeft(campus.applyDeadline, now);
  return (
    <span className="campus-note" data-testid="campus-note">
      {left < 0 ? (
        <span className="campus-note-closed">
          <T id="campus.note.closed" values={{ date: beijingMonthDay(campus.applyDeadline) }} />
        </span>
      ) : (
        <span className={left <= 3 ? 'campus-note-urgent' : undefined}>
          <T id="campus.note.deadline" values={{ date: beijingMonthDay(campus.applyDeadline) }} /> <T id="campus.daysLeft" values={{ days: left }} />
        </span>
      )}
      <span>
        <T id={labelIdOf(classYearDict, campus.classYear, 'shared.unknown')} />
      </span>
      <span>
        <T id={labelIdOf(campusBatchDict, campus.batch, 'shared.unknown')} />
      </span>
      {campus.daysPerWeek != null && (
        <span>
          <T id={labelIdOf(internDaysDict, String(campus.daysPerWeek), 'shared.unknown')} />
        </span>
      )}
      {campus.months != null && (
        <span>
          <T id="campus.note.months" values={{ months: campus.months }} />
        </span>
      )}
      {campus.permanentOffer && (
        <span>
          <T id={labelIdOf(permanentOfferDict, campus.permanentOffer, 'shared.unknown')} />
        </span>
      )}
    </span>
  );
}
