import { FormattedRelativeTime } from 'react-intl';
import { relativeParts } from '@/utils/relativeTime.ts';

/** "3 小时前" in the reader's language, with the exact time on hover and for assistive tech. */
export default function RelativeTime({ time, now = Date.now() }: { time: string; now?: number }) {
  const { value, unit } = relativeParts(time, now);
  return (
    <time dateTime={time} title={new Date(time).toLocaleString()}>
      <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
    </time>
  );
}
