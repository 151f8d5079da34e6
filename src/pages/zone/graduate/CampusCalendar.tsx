import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import ListState from '@/components/ListState/index.tsx';
import type { CampusCalendarEntry } from '@/contract/campus.ts';
import { campusBatchDict, cityDict, classYearDict, labelIdOf, type CampusKind, type CityCode, type ClassYear } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryCampusCalendar } from '@/services/zone.ts';
import { formatBusinessDate } from '@/utils/format.ts';
import { encodeQuery } from '@/utils/queryCodec.ts';
import { beijingMonthDay, daysLeft, groupByMonth } from './calendar.ts';
import { campusQuerySpec } from './campusQuery.ts';

/** Entries shown before "show all": enough for the coming weeks without a very long column. */
const INITIAL_ENTRIES = 8;

interface CalendarProps {
  kind: CampusKind;
  classYear?: ClassYear;
  city?: CityCode;
}

/** Jobs of this employer batch, on this page: the calendar entry has no single job to link to. */
function jobsLink(entry: CampusCalendarEntry) {
  const search = encodeQuery(campusQuerySpec, {
    tab: entry.kind === 'campus' ? undefined : entry.kind,
    keyword: entry.companyName,
    classYear: [entry.classYear],
    batch: [entry.batch],
  });
  return `/graduate?${search.toString()}`;
}

function Entry({ entry, now }: { entry: CampusCalendarEntry; now: number }) {
  const t = useT();
  const left = daysLeft(entry.applyDeadline, now);
  const cities = entry.cities
    .slice(0, 3)
    .map((c) => t(labelIdOf(cityDict, c, 'shared.unknown')))
    .join(t('campus.calendar.citySeparator'));
  return (
    <li className="campus-cal-entry" data-testid="calendar-entry">
      <div className={`campus-cal-date${left <= 3 ? ' campus-cal-urgent' : ''}`}>
        <span className="campus-cal-day">{beijingMonthDay(entry.applyDeadline)}</span>
        <span className="campus-cal-left">
          <T id="campus.daysLeft" values={{ days: left }} />
        </span>
      </div>
      <div className="campus-cal-body">
        <Link to={paths.companyDetail(entry.companyId)} className="campus-cal-company">
          {entry.companyName}
        </Link>
        <div className="campus-cal-facts">
          <T id={labelIdOf(classYearDict, entry.classYear, 'shared.unknown')} /> · <T id={labelIdOf(campusBatchDict, entry.batch, 'shared.unknown')} /> ·{' '}
          {cities}
        </div>
        <Link to={jobsLink(entry)} className="campus-cal-jobs">
          <T id="campus.calendar.jobs" values={{ count: entry.jobCount }} />
        </Link>
      </div>
    </li>
  );
}

/** 网申日历: upcoming application deadlines of the current tab, soonest first, by month, with days left. */
export default function CampusCalendar({ kind, classYear, city }: CalendarProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const calendar = useApiRequest(() => queryCampusCalendar({ kind, classYear, city }), { refreshDeps: [kind, classYear, city] });
  // One "now" per answer, so days-left labels agree with each other.
  const now = useMemo(() => Date.now(), [calendar.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const months = useMemo(() => groupByMonth(calendar.data ?? [], now), [calendar.data, now]);
  const total = months.reduce((n, m) => n + m.entries.length, 0);

  let budget = expanded ? Infinity : INITIAL_ENTRIES;
  const shown = months
    .map((m) => {
      const entries = m.entries.slice(0, Math.max(0, budget));
      budget -= entries.length;
      return { ...m, entries };
    })
    .filter((m) => m.entries.length);

  return (
    <section className="campus-calendar" aria-labelledby="campus-calendar-title" data-testid="campus-calendar">
      <h2 id="campus-calendar-title" className="campus-side-title">
        <CalendarOutlined aria-hidden /> <T id="campus.calendar.title" />
      </h2>
      <p className="campus-calendar-hint">
        <T id="campus.calendar.hint" />
      </p>
      <ListState loading={calendar.loading} error={calendar.error} empty={total === 0} onRetry={calendar.refresh} rows={2} emptyId="campus.calendar.empty">
        {shown.map((m) => (
          <div key={m.month} className="campus-cal-month">
            <h3 className="campus-cal-month-title">{formatBusinessDate(intl, `${m.month}-01`, 'month')}</h3>
            <ol className="campus-cal-list">
              {m.entries.map((entry) => (
                <Entry key={`${entry.companyId}-${entry.kind}-${entry.classYear}-${entry.batch}`} entry={entry} now={now} />
              ))}
            </ol>
          </div>
        ))}
        {total > INITIAL_ENTRIES && (
          <Button size="small" className="campus-cal-more" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            <T id={expanded ? 'campus.calendar.showLess' : 'campus.calendar.showAll'} values={{ total }} />
          </Button>
        )}
      </ListState>
    </section>
  );
}
