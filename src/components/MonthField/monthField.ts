import dayjs, { type Dayjs } from 'dayjs';
import { RequestError } from '@/services/request/errors.ts';

/** Months travel as `YYYY-MM` (src/contract/authProfile.ts); antd's month picker holds a dayjs. */
export const MONTH_FORMAT = 'YYYY-MM';
export const toMonth = (value: Dayjs | null | undefined): string | undefined => value?.format(MONTH_FORMAT);

/** A month picker's disabledDate that keeps the choice between `from` and `to` months (inclusive). */
export const outsideMonths = (from: Dayjs, to: Dayjs) => (current: Dayjs) => current.isBefore(from, 'month') || current.isAfter(to, 'month');

export const monthsFromNow = (months: number) => dayjs().add(months, 'month');

/**
 * The API names an entry's fields by their place in the list (`education.0.school`); a wizard step edits that
 * one entry with plain field names (`school`). Rewrites the reasons so useSubmit puts them on the fields.
 */
export function reasonsForEntry(prefix: string) {
  return (error: unknown): never => {
    if (!(error instanceof RequestError) || !error.fields.length) throw error;
    const fields = error.fields.map((f) => (f.field.startsWith(prefix) ? { ...f, field: f.field.slice(prefix.length) } : f));
    throw new RequestError(error.status, error.message, error.errorCode, fields, error.retryAfter);
  };
}

/**
 * Form.Item props that keep a month picker's value as `YYYY-MM` in the form (so values, and drafts, survive
 * JSON) while the picker itself holds a dayjs.
 */
export const monthItemProps = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => toMonth(value),
};

/** disabledDate for a month that has happened: up to this one, as far back as a working life goes. */
export const pastMonths = outsideMonths(monthsFromNow(-12 * 60), monthsFromNow(0));
