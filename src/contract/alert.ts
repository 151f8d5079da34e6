import { z } from 'zod';
import type { JobFilters } from './job.ts';
import { plainText } from './params.ts';

/** 职位订阅 (/jobrecommend): saved /jobpost searches with a count of new matches since last opened. */

import { ALERT_NAME_MAX, ALERT_QUERY_MAX } from './jobValues.ts';

export { MAX_ALERTS } from './jobValues.ts';

export const alertBody = z.object({
  name: z
    .string({ error: '请填写订阅名称' })
    .trim()
    .min(1, { error: '请填写订阅名称' })
    .max(ALERT_NAME_MAX, { error: `订阅名称最多 ${ALERT_NAME_MAX} 个字` })
    .superRefine(plainText('订阅名称')),
  /** The /jobpost query string (with or without the leading `?`); validated like GET /jobs. */
  query: z.string({ error: '缺少搜索条件' }).max(ALERT_QUERY_MAX, { error: '搜索条件过长' }),
});
export type AlertBody = z.infer<typeof alertBody>;

export interface JobAlert {
  id: string;
  name: string;
  /** Normalised query string (paging and sort removed). */
  query: string;
  filters: JobFilters;
  createdAt: string;
  lastOpenedAt: string;
  /** Open jobs matching the query refreshed after lastOpenedAt. */
  newCount: number;
}
