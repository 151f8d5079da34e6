import { z } from 'zod';
import { cityOfDistrict, DISTRICT_VALUES, type CityCode, type DistrictCode } from '../dicts/city.ts';
import { JOB_CATEGORY_VALUES } from '../dicts/company.ts';
import { JOB_POSITION_VALUES, positionInCategory, type JobPosition } from '../dicts/jobPositions.ts';
import {
  BENEFIT_VALUES,
  EDUCATION_VALUES,
  EXPERIENCE_VALUES,
  INTERVIEW_FORMAT_VALUES,
  INTERVIEW_NOTE_VALUES,
  INTERVIEW_ROUNDS_VALUES,
  JOB_TYPE_VALUES,
  PUBLISHER_TYPE_VALUES,
  REST_SCHEDULE_VALUES,
  type JobStatus,
} from '../dicts/job.ts';
import { SALARY_UNIT_VALUES } from '../dicts/salary.ts';
import { checkPostWordingZh } from './jobWordingZh.ts';
import {
  POSTING_HEADCOUNT_MAX,
  POSTING_LINE_MIN,
  POSTING_MAX_LINES,
  POSTING_MAX_TAGS,
  POSTING_TEXT_MAX,
  POSTING_TITLE_MIN,
  SALARY_LIMITS,
  SALARY_MONTHS_MAX,
  SALARY_MONTHS_MIN,
  SALARY_SPREAD_MAX,
  VALID_DAYS_VALUES,
} from './postingValues.ts';
import { optionalText, requiredText } from './text.ts';

/**
 * A job as its employer writes it (/position's form): every field the job-seeking side shows, structured (pay
 * with its unit and months a year, a district of the city, one duty or requirement per entry). The mock answers
 * a failure with one 422 reason per field (`requirements.2`), the form checks the same rules before it sends.
 */

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .int({ error: `${label}须为整数` })
    .min(min, { error: `${label}不能少于 ${min}` })
    .max(max, { error: `${label}不能超过 ${max}` });

const lines = (label: string) =>
  z
    .array(requiredText(label, POSTING_TEXT_MAX.line, POSTING_LINE_MIN))
    .min(1, { error: `请至少填写一条${label}` })
    .max(POSTING_MAX_LINES, { error: `${label}最多 ${POSTING_MAX_LINES} 条` });

export const postingShape = {
  title: requiredText('职位名称', POSTING_TEXT_MAX.title, POSTING_TITLE_MIN),
  category: z.enum(JOB_CATEGORY_VALUES, { error: '请选择职位类别' }),
  /** The third level of the category (技术 › 前端/移动开发 › 前端开发工程师); optional, and must be the category's. */
  position: z
    .enum(JOB_POSITION_VALUES as [JobPosition, ...JobPosition[]], { error: '请从列表中选择具体职位' })
    .nullable()
    .optional(),
  jobType: z.enum(JOB_TYPE_VALUES, { error: '请选择工作性质' }),
  experience: z.enum(EXPERIENCE_VALUES, { error: '请选择经验要求' }),
  education: z.enum(EDUCATION_VALUES, { error: '请选择学历要求' }),
  salary: z.object({
    min: z.number({ error: '请填写最低薪资' }).int({ error: '薪资须为整数' }),
    max: z.number({ error: '请填写最高薪资' }).int({ error: '薪资须为整数' }),
    unit: z.enum(SALARY_UNIT_VALUES, { error: '请选择计薪方式' }),
    months: int('每年发薪月数', SALARY_MONTHS_MIN, SALARY_MONTHS_MAX),
  }),
  headcount: int('招聘人数', 1, POSTING_HEADCOUNT_MAX),
  district: z.enum(DISTRICT_VALUES as [DistrictCode, ...DistrictCode[]], { error: '请选择工作区县' }),
  address: requiredText('工作地址', POSTING_TEXT_MAX.address, 5),
  tags: z
    .array(requiredText('技能标签', POSTING_TEXT_MAX.tag))
    .min(1, { error: '请至少填写一个技能标签' })
    .max(POSTING_MAX_TAGS, { error: `技能标签最多 ${POSTING_MAX_TAGS} 个` }),
  duties: lines('岗位职责'),
  requirements: lines('任职要求'),
  benefits: z.array(z.enum(BENEFIT_VALUES, { error: '福利选项不正确' })).max(BENEFIT_VALUES.length),
  restSchedule: z.enum(REST_SCHEDULE_VALUES, { error: '请选择休息安排' }),
  workHours: z
    .string({ error: '请填写上班时间' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, { error: '上班时间格式如 09:00-18:00' }),
  publisherType: z.enum(PUBLISHER_TYPE_VALUES, { error: '请选择发布方式' }),
  /** 人力资源服务许可证编号: required when the post is for a client (猎头/外包/派遣). */
  licenceNo: optionalText('人力资源服务许可证编号', POSTING_TEXT_MAX.licenceNo),
  interview: z.object({
    formats: z.array(z.enum(INTERVIEW_FORMAT_VALUES, { error: '面试方式不正确' })).min(1, { error: '请至少选择一种面试方式' }),
    rounds: z.enum(INTERVIEW_ROUNDS_VALUES, { error: '请选择面试轮次' }),
    notes: z.array(z.enum(INTERVIEW_NOTE_VALUES, { error: '面试说明不正确' })),
  }),
  validDays: z
    .number({ error: '请选择有效期' })
    .refine((d) => (VALID_DAYS_VALUES as readonly number[]).includes(d), { error: `有效期只能是 ${VALID_DAYS_VALUES.join(' / ')} 天` }),
};

type PostingFields = z.infer<z.ZodObject<typeof postingShape>>;

/** Rules across fields: the pay range, the words a post may not use and the minimum wage, the agency's licence. */
export function checkPosting(value: PostingFields, ctx: z.RefinementCtx) {
  const { salary } = value;
  if (value.position && !positionInCategory(value.category, value.position))
    ctx.addIssue({ code: 'custom', path: ['position'], message: '所选具体职位不属于该职位类别，请重新选择' });
  const limits = SALARY_LIMITS[salary.unit];
  if (salary.min < limits.min || salary.min > limits.max)
    ctx.addIssue({ code: 'custom', path: ['salary', 'min'], message: `最低薪资须在 ${limits.min}–${limits.max} 元之间` });
  if (salary.max < salary.min) ctx.addIssue({ code: 'custom', path: ['salary', 'max'], message: '最高薪资不能低于最低薪资' });
  else if (salary.max > salary.min * SALARY_SPREAD_MAX)
    ctx.addIssue({ code: 'custom', path: ['salary', 'max'], message: `薪资范围过宽：最高不能超过最低的 ${SALARY_SPREAD_MAX} 倍` });
  if (salary.unit !== 'month' && salary.months !== SALARY_MONTHS_MIN)
    ctx.addIssue({ code: 'custom', path: ['salary', 'months'], message: '按天或按小时计薪时不设年终月数' });
  // The wording rules and the minimum wage: one list with the form's (jobWording.ts), each issue on its field.
  const issues = checkPostWordingZh({
    title: value.title,
    tags: value.tags,
    duties: value.duties,
    requirements: value.requirements,
    pay: { jobType: value.jobType, unit: salary.unit, min: salary.min, city: cityOfDistrict(value.district) },
  });
  for (const issue of issues) {
    // A bottom already outside the unit's limits has its reason; the minimum wage would only repeat it.
    if (issue.rule === 'minimumWage' && salary.min < limits.min) continue;
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  if (value.publisherType !== 'direct' && !value.licenceNo)
    ctx.addIssue({ code: 'custom', path: ['licenceNo'], message: '代招、外包或派遣职位须填写人力资源服务许可证编号' });
}

/** `POST /enterprise/jobs` and `PUT /enterprise/jobs/:id`: the whole post, sent for review. */
export const postingBody = z.object(postingShape).superRefine(checkPosting);
export type PostingValues = z.infer<typeof postingBody>;

/** Fields whose change sends an open job back to review (what the reviewer reads); the rest apply at once. */
export const REVIEWED_FIELDS = [
  'title',
  'category',
  'position',
  'jobType',
  'experience',
  'education',
  'salary',
  'tags',
  'duties',
  'requirements',
  'publisherType',
  'licenceNo',
] as const satisfies readonly (keyof PostingValues)[];

/** `POST /enterprise/job-drafts`, `PUT /enterprise/job-drafts/:id`: whatever the form holds, unchecked but bounded. */
export const DRAFT_MAX_CHARS = 20_000;
export const postingDraftBody = z.object({
  values: z.record(z.string(), z.unknown(), { error: '草稿内容不正确' }).refine((v) => JSON.stringify(v).length <= DRAFT_MAX_CHARS, { error: '草稿过长' }),
});
export type PostingDraftBody = z.infer<typeof postingDraftBody>;

/** `POST /enterprise/jobs/:id/reopen`: how long it stays open this time. */
export const reopenBody = z.object({ validDays: postingShape.validDays });

/** A job's states on /position (PRODUCT.md §2 job machine): a draft is not a job yet, but has its tab. */
export type OwnJobStatus = JobStatus | 'draft';

/** `GET /enterprise/jobs/:id` (and a draft's): the values to edit, and where the job stands. */
export interface OwnJobForm {
  id: string;
  status: OwnJobStatus;
  rejectReason: string | null;
  values: Partial<PostingValues> & { city?: CityCode };
}
