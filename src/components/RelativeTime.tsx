import { FormattedRelativeTime, useIntl } from 'react-intl';
import { formatBusinessDate } from '@/utils/format.ts';
import { relativeParts } from '@/utils/relativeTime.ts';

/** "3 小时前" in the reader's language, with the exact time (Beijing time) on hover and for assistive tech. */
export default function RelativeTime({ time, now = Date.now() }: { time: string; now?: number }) {
  const intl = useIntl();
  const { value, unit } = relativeParts(time, now);
  return (
    <time dateTime={time} title={formatBusinessDate(intl, time, 'dateTime')}>
      <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
    </time>
  );
}
