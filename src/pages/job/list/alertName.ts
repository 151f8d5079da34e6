import type { JobQuery } from '@/components/JobFilters/jobQuery.ts';
import { selectedFilters } from '@/components/JobFilters/selectedFilters.ts';
import { ALERT_NAME_MAX } from '@/contract/jobValues.ts';
import type { MessageId } from '@/locales/types.ts';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * A name for "订阅此搜索" the person can keep or edit: the keyword and the first few selected filters
 * ("前端 · 杭州 · 10-20K"), cut to what the API accepts; "全部职位" when nothing is selected.
 */
export function defaultAlertName(query: JobQuery, t: Translate): string {
  const parts = selectedFilters(query)
    .slice(0, 3)
    .map((item) => (item.keyword !== undefined ? item.keyword : t(item.labelId)));
  const name = parts.length ? parts.join(' · ') : t('job.alert.nameAll');
  return [...name].slice(0, ALERT_NAME_MAX).join('').trim();
}
