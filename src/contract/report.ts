import { z } from 'zod';
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN } from './jobValues.ts';
import { plainText } from './params.ts';
import { REPORT_CATEGORY_VALUES, REPORT_TARGET_VALUES, type ReportCategory, type ReportStatus, type ReportTarget } from '../dicts/zone.ts';

/** 举报: a signed-in user reports a job or a company; the case gets a number and a status they can follow. */

/** Reports one user may file in a sliding window; beyond it 429 `REPORT_RATE_LIMITED` with `retryAfter`. */
export const REPORT_RATE_LIMIT = { max: 10, windowS: 60 * 60 } as const;
export const REPORT_RATE_LIMITED = 'REPORT_RATE_LIMITED';

export const reportBody = z.object({
  targetType: z.enum(REPORT_TARGET_VALUES, { error: '举报对象类型无效' }),
  targetId: z.string({ error: '缺少举报对象' }).regex(/^[\w-]{1,40}$/, { error: '举报对象编号无效' }),
  category: z.enum(REPORT_CATEGORY_VALUES, { error: '请选择举报类型' }),
  description: z
    .string({ error: '请描述具体情况' })
    .trim()
    .min(REPORT_DESCRIPTION_MIN, { error: `情况描述至少 ${REPORT_DESCRIPTION_MIN} 个字` })
    .max(REPORT_DESCRIPTION_MAX, { error: `情况描述最多 ${REPORT_DESCRIPTION_MAX} 个字` })
    .superRefine(plainText('情况描述', { multiline: true })),
});
export type ReportBody = z.infer<typeof reportBody>;

export interface ReportCase {
  /** `JB` + date (Beijing time, yyyymmdd) + 4-digit sequence, e.g. JB202611220001. */
  caseNo: string;
  targetType: ReportTarget;
  targetId: string;
  /** Job title or company name at the time of the report. */
  targetName: string;
  category: ReportCategory;
  description: string;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ReportCreated {
  caseNo: string;
  status: ReportStatus;
}
