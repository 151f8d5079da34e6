import { DatePicker, type DatePickerProps } from 'antd';
import { useT } from '@/locales/useT.tsx';
import { MONTH_FORMAT } from './monthField.ts';
import './monthField.css';

/** A year-and-month picker; typing `2019-07` works as well as picking. Months travel as `YYYY-MM`. */
export function MonthPicker(props: Omit<DatePickerProps, 'picker' | 'format' | 'placeholder'>) {
  const t = useT();
  return <DatePicker {...props} picker="month" format={MONTH_FORMAT} placeholder={t('profile.monthPlaceholder')} className="month-picker" />;
}

export * from './monthField.ts';
