import { useIntl } from 'react-intl';
import { businessDay, formatBusinessDate, inBusinessZone, type DateForm } from '@/utils/format.ts';

/**
 * A date from the API, written in Beijing time in the reader's form (`2026-11-11` / `Nov 11, 2026`), so a
 * browser anywhere shows the day the notice itself names. The machine-readable day goes in `dateTime`.
 */
export default function BusinessDate({ value, form = 'date' }: { value: string | number; form?: DateForm }) {
  const intl = useIntl();
  const machine = form === 'dateTime' ? inBusinessZone(value).format() : form === 'month' ? inBusinessZone(value).format('YYYY-MM') : businessDay(value);
  return <time dateTime={machine}>{formatBusinessDate(intl, value, form)}</time>;
}
