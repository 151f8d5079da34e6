import { useEffect, useState } from 'react';
import { T } from '@/locales/useT.tsx';
import { countdownParts, nextChangeIn } from '@/utils/countdown.ts';

/**
 * 报名截止 as a live countdown ("还剩 2天3小时", then minutes, then seconds), re-rendered only when its text changes
 * (src/utils/countdown.ts), from the clock rather than counted ticks. The text keeps a fixed width of digits, so
 * its ticking moves nothing beside it.
 */
export default function DeadlineCountdown({ deadline }: { deadline: string | null }) {
  const at = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) return undefined;
    const wait = nextChangeIn(at, now);
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [at, now]);

  if (Number.isNaN(at)) return <T id="gig.countdown.closed" />;
  const left = countdownParts(at, now);
  return (
    <span className="gig-countdown">
      {left.unit === 'closed' ? (
        <T id="gig.countdown.closed" />
      ) : left.unit === 'days' ? (
        <T id="gig.countdown.days" values={{ days: left.days, hours: left.hours }} />
      ) : left.unit === 'hours' ? (
        <T id="gig.countdown.hours" values={{ hours: left.hours, minutes: left.minutes }} />
      ) : (
        <T id="gig.countdown.minutes" values={{ minutes: left.minutes, seconds: String(left.seconds).padStart(2, '0') }} />
      )}
    </span>
  );
}
