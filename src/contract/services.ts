import { z } from 'zod';
import { MOBILE_LENGTH, MOBILE_PATTERN, SMS_CODE_PATTERN } from './authValues.ts';
import { plainText } from './params.ts';
import {
  DISPATCH_POSITION_KINDS,
  DISPATCH_RULES,
  dispatchAllowance,
  SERVICE_HEADCOUNT_MAX,
  SERVICE_REQUEST_KINDS,
  SERVICE_TEXT_MAX,
  SERVICE_TOTAL_HEADCOUNT_MAX,
  SHIFT_PATTERNS,
  type DispatchPositionKind,
  type PriceBasis,
  type ServiceFigures,
  type ServiceRequestKind,
  type ServiceStatus,
  type ShiftPattern,
  type StaffingMatch,
} from './serviceValues.ts';

export * from './serviceValues.ts';

/** HR service requests: the body the forms send, and what the API answers (docs/API.md "HR services"). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const words = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, { error: min > 1 ? `${label}至少 ${min} 个字` : `请填写${label}` })
    .max(max, { error: `${label}最多 ${max} 个字` })
    .superRefine(plainText(label));

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .int({ error: `${label}须为整数` })
    .min(min, { error: `${label}至少为 ${min}` })
    .max(max, { error: `${label}最多为 ${max}` });

const date = (label: string) => z.string({ error: `请选择${label}` }).regex(DATE, { error: `${label}格式应为 YYYY-MM-DD` });

/** Which fields each kind of request needs besides company, contact, mobile and city. */
const NEEDS: Record<ServiceRequestKind, Array<'role' | 'headcount' | 'startDate' | 'shiftPattern'>> = {
  rpo: ['role', 'headcount'],
  dispatch: ['role', 'headcount', 'startDate'],
  outsourcing: ['role', 'headcount'],
  flexible: ['headcount'],
  payroll: ['headcount'],
  socialInsurance: ['headcount'],
  backgroundCheck: ['headcount'],
  staffing: ['role', 'headcount', 'startDate', 'shiftPattern'],
};
const NEED_TEXT = { role: '请填写岗位', headcount: '请填写人数', startDate: '请选择开始日期', shiftPattern: '请选择班次' } as const;

/**
 * The labour-dispatch rules of 《劳务派遣暂行规定》, as field reasons: the 10% share of the total headcount, the
 * three kinds of position (a temporary one lasting at most 6 months), and the agency's contract of 2+ years.
 */
export interface DispatchFacts {
  headcount?: number;
  totalHeadcount?: number;
  currentDispatched?: number;
  positionKind?: DispatchPositionKind;
  durationMonths?: number;
  contractYears?: number;
}

export function dispatchIssues(d: DispatchFacts): Array<{ field: keyof DispatchFacts; message: string }> {
  const issues: Array<{ field: keyof DispatchFacts; message: string }> = [];
  if (d.totalHeadcount === undefined) issues.push({ field: 'totalHeadcount', message: '请填写贵公司用工总量（含被派遣劳动者）' });
  if (!d.positionKind) issues.push({ field: 'positionKind', message: '请选择岗位性质' });
  if (d.durationMonths === undefined) issues.push({ field: 'durationMonths', message: '请填写用工期限（月）' });
  if (d.contractYears === undefined) issues.push({ field: 'contractYears', message: '请填写派遣劳动合同期限（年）' });
  const current = d.currentDispatched ?? 0;
  if (d.totalHeadcount !== undefined && d.headcount !== undefined) {
    const cap = dispatchAllowance(d.totalHeadcount, 0);
    const left = dispatchAllowance(d.totalHeadcount, current);
    if (current + d.headcount > cap) {
      const used = current ? `，已使用 ${current} 名，尚可 ${left} 名` : '';
      issues.push({
        field: 'headcount',
        message: `被派遣劳动者不得超过用工总量的 ${DISPATCH_RULES.maxSharePercent}%：用工总量 ${d.totalHeadcount} 人最多使用 ${cap} 名${used}，本次申请 ${d.headcount} 名超出 ${current + d.headcount - cap} 名`,
      });
    }
  }
  if (d.positionKind === 'core') {
    issues.push({ field: 'positionKind', message: '劳务派遣只能用于临时性、辅助性或替代性岗位；主营业务岗位请选择岗位外包或代招' });
  }
  if (d.positionKind === 'temporary' && d.durationMonths !== undefined && d.durationMonths > DISPATCH_RULES.temporaryMaxMonths) {
    issues.push({ field: 'durationMonths', message: `临时性岗位存续时间不超过 ${DISPATCH_RULES.temporaryMaxMonths} 个月：超过的用工不能按临时性岗位派遣` });
  }
  if (d.contractYears !== undefined && d.contractYears < DISPATCH_RULES.minContractYears) {
    issues.push({ field: 'contractYears', message: `派遣单位须与被派遣劳动者订立 ${DISPATCH_RULES.minContractYears} 年以上的固定期限劳动合同` });
  }
  return issues;
}

export const serviceRequestBody = z
  .object({
    kind: z.enum(SERVICE_REQUEST_KINDS, { error: '请选择服务' }),
    company: words('公司名称', 2, SERVICE_TEXT_MAX.company),
    contact: words('联系人', 1, SERVICE_TEXT_MAX.contact),
    mobile: z
      .string({ error: '请填写手机号' })
      .trim()
      .regex(MOBILE_PATTERN, { error: `请输入正确的 ${MOBILE_LENGTH} 位手机号` }),
    /** A visitor's SMS code (POST /auth/sms first); a signed-in company sends none. */
    smsCode: z.string().regex(SMS_CODE_PATTERN, { error: '验证码为 6 位数字' }).optional(),
    role: words('岗位', 1, SERVICE_TEXT_MAX.role).optional(),
    headcount: count('人数', 1, SERVICE_HEADCOUNT_MAX).optional(),
    city: words('城市', 1, SERVICE_TEXT_MAX.city),
    place: words('工作地点', 1, SERVICE_TEXT_MAX.place).optional(),
    startDate: date('开始日期').optional(),
    endDate: date('结束日期').optional(),
    /** Monthly pay budget per person, 元. */
    budgetYuan: count('预算', 0, 10_000_000).optional(),
    shiftPattern: z.enum(SHIFT_PATTERNS, { error: '班次无效' }).optional(),
    notes: z
      .string()
      .trim()
      .max(SERVICE_TEXT_MAX.notes, { error: `补充说明最多 ${SERVICE_TEXT_MAX.notes} 个字` })
      .superRefine(plainText('补充说明', { multiline: true }))
      .optional(),
    totalHeadcount: count('用工总量', 1, SERVICE_TOTAL_HEADCOUNT_MAX).optional(),
    currentDispatched: count('已用派遣人数', 0, SERVICE_TOTAL_HEADCOUNT_MAX).optional(),
    positionKind: z.enum(DISPATCH_POSITION_KINDS, { error: '岗位性质无效' }).optional(),
    durationMonths: count('用工期限', 1, 120).optional(),
    contractYears: count('派遣劳动合同期限', 1, 10).optional(),
  })
  .superRefine((b, ctx) => {
    for (const field of NEEDS[b.kind]) if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: NEED_TEXT[field] });
    if (b.startDate && b.endDate && b.endDate < b.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
    if (b.kind === 'dispatch') for (const i of dispatchIssues(b)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message });
  });
export type ServiceRequestBody = z.infer<typeof serviceRequestBody>;

export const declineQuoteBody = z.object({ reason: words('原因', 2, SERVICE_TEXT_MAX.reason) });
export const withdrawBody = z.object({ reason: words('原因', 2, SERVICE_TEXT_MAX.reason) });
export const serviceMessageBody = z.object({
  text: z
    .string({ error: '请填写留言' })
    .trim()
    .min(1, { error: '请填写留言' })
    .max(SERVICE_TEXT_MAX.notes, { error: `留言最多 ${SERVICE_TEXT_MAX.notes} 个字` })
    .superRefine(plainText('留言', { multiline: true })),
});

export interface ServiceCatalogueItem extends ServiceFigures {
  name: string;
  suits: string;
  scope: string;
  sla: string;
  price: string;
}

export interface ServiceCatalogue {
  services: ServiceCatalogueItem[];
  licences: Array<{ kind: 'hrService' | 'dispatch'; name: string; number: string; issuer: string; validFrom: string; validTo: string }>;
}

export interface ServiceQuote {
  basis: PriceBasis;
  /** 元 per unit, or a percent for the percent bases. */
  unitPrice: number;
  quantity: number;
  months: number;
  totalYuan: number;
  /** The account manager's summary of what the price covers. */
  summary: string;
  validUntil: string;
  decision: 'pending' | 'accepted' | 'declined';
}

export interface ServiceReply {
  at: string;
  from: 'manager' | 'company';
  name: string;
  text: string;
}

/** What a staffing request could become as a gig the company publishes itself (/gigmanage). */
export interface GigSuggestion {
  title: string;
  headcount: number;
  startDate: string;
  endDate: string;
}

export interface ServiceRequestView {
  refNo: string;
  kind: ServiceRequestKind;
  /** A staffing request's matched service (null for the others). */
  matched: StaffingMatch | null;
  matchReason: string | null;
  gigSuggestion: GigSuggestion | null;
  status: ServiceStatus;
  company: string;
  contact: string;
  /** Masked: 138****0000. */
  mobile: string;
  role: string | null;
  headcount: number | null;
  city: string;
  place: string | null;
  startDate: string | null;
  endDate: string | null;
  budgetYuan: number | null;
  shiftPattern: ShiftPattern | null;
  notes: string | null;
  dispatch: { totalHeadcount: number; currentDispatched: number; positionKind: DispatchPositionKind; durationMonths: number; contractYears: number } | null;
  quote: ServiceQuote | null;
  replies: ServiceReply[];
  timeline: Array<{ status: ServiceStatus; at: string }>;
  closedReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ServiceRequestCreated {
  refNo: string;
  status: ServiceStatus;
  /** True when the same request within a minute was answered with the first one's record. */
  duplicate: boolean;
  /** How the request is followed up (who calls whom, by when), in the words of the page. */
  followUp: string;
  matched: StaffingMatch | null;
  matchReason: string | null;
  gigSuggestion: GigSuggestion | null;
}
