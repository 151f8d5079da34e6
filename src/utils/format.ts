import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { IntlShape } from 'react-intl';
import { dayjsLocaleNames } from '@/locales/dayjsNames.ts';
import type { MessageId } from '@/locales/types.ts';

/**
 * How the app writes business facts: dates and registered capital, one rule each, in every language.
 *
 * Dates are business dates in China: a notice published on 11 November in Beijing says 11 November in a
 * browser in London or New York too. Times from the API are instants, read at Beijing's offset, UTC+8; a bare
 * `YYYY-MM-DD` (a registry date) already names a Beijing day and stays that day.
 * The pattern of each form (zh-CN `2003-11-20`, en-US `Nov 20, 2003`) lives in the message bundles.
 *
 * Only pages (and the components they use) import this module, so the dayjs plugins stay out of the first load.
 */
dayjs.extend(utc);

/**
 * Asia/Shanghai's offset. China has kept UTC+8 all year since 1991, and every instant the app shows is later, so
 * a fixed offset gives the same answer as the time zone database. It is also what a list can afford: dayjs's
 * time zone plugin formats through Intl on every call, and a page of 20 job cards spent 20 ms of a phone's main
 * thread on it.
 */
const BEIJING_OFFSET_MINUTES = 8 * 60;

type TimeInput = string | number | Date;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A time from the API as a moment in Beijing. */
export function inBusinessZone(value: TimeInput): Dayjs {
  const instant = typeof value === 'string' && DATE_ONLY.test(value) ? `${value}T00:00:00+08:00` : value;
  return dayjs(instant).utcOffset(BEIJING_OFFSET_MINUTES);
}

/** The Beijing calendar day of a time, `YYYY-MM-DD` (also what a <time dateTime> carries). */
export function businessDay(value: TimeInput): string {
  return inBusinessZone(value).format('YYYY-MM-DD');
}

/** Whole Beijing calendar days from `from` to `to`: 0 on the same day, negative when `to` came first. */
export function businessDaysBetween(from: TimeInput, to: TimeInput): number {
  return dayjs.utc(businessDay(to)).diff(dayjs.utc(businessDay(from)), 'day');
}

/** The forms a date is written in; each is a dayjs pattern in the bundles (`shared.format.<form>`). */
export type DateForm = 'date' | 'monthDay' | 'month' | 'dateTime';
const PATTERN_IDS: Record<DateForm, MessageId> = {
  date: 'shared.format.date',
  monthDay: 'shared.format.monthDay',
  month: 'shared.format.month',
  dateTime: 'shared.format.dateTime',
};

/** dayjs's name for the reader's language (month names in en-US); built-in English when it has none. */
const dayjsLocaleOf = (locale: string) => (locale === 'zh-CN' ? 'zh-cn' : (dayjsLocaleNames[locale] ?? 'en'));

/** A time written in Beijing time in the reader's form: `2003-11-20` / `Nov 20, 2003`. */
export function formatBusinessDate(intl: IntlShape, value: TimeInput, form: DateForm = 'date'): string {
  const pattern = intl.formatMessage({ id: PATTERN_IDS[form] });
  const moment = inBusinessZone(value);
  // A language whose dayjs locale is not loaded yet falls back to English names rather than failing.
  const named = dayjs.Ls[dayjsLocaleOf(intl.locale)] ? moment.locale(dayjsLocaleOf(intl.locale)) : moment;
  return named.format(pattern);
}

/** 1 亿 = 10,000 万: the line between the two forms of a registered capital. */
const WAN_PER_YI = 10_000;

/**
 * Registered capital, stored in 万元 as registries print it, in one form everywhere: zh-CN `1.69 亿元` from
 * 1 亿 up and `5,000 万元` below; en-US `RMB 169 million` / `RMB 1.2 million` (the bundles hold the number styles).
 */
export function formatCapital(intl: IntlShape, wan: number): string {
  const id: MessageId = wan >= WAN_PER_YI ? 'shared.format.capitalYi' : 'shared.format.capitalWan';
  return intl.formatMessage({ id }, { wan, yi: wan / WAN_PER_YI, yuan: wan * 10_000 });
}
