import { z } from 'zod';
import { DISTRICT_VALUES, type CityCode, type DistrictCode } from '../dicts/city.ts';
import {
  GIG_CATEGORY_VALUES,
  GIG_DISPUTE_CATEGORY_VALUES,
  GIG_EARNINGS_BY_VALUES,
  GIG_IDENTITY_VALUES,
  GIG_ORDER_TAB_VALUES,
  GIG_PAY_BASIS_VALUES,
  GIG_SETTLEMENT_VALUES,
  GIG_STATUS_VALUES,
  type GigAttendance,
  type GigCancelledBy,
  type GigCategory,
  type GigDisputeCategory,
  type GigDisputeStatus,
  type GigEmployerType,
  type GigIdentity,
  type GigOrderStatus,
  type GigPayBasis,
  type GigPayTrack,
  type GigSettlement,
  type GigSlipLine,
  type GigStatus,
  type GigTimeSlot,
  type GigWorkerIdentity,
} from '../dicts/gig.ts';
import type { PageResult } from './envelope.ts';
import { GIG_FILTERS } from './filters/gig.ts';
import {
  DATE_PATTERN,
  GIG_AGE,
  GIG_BREAK_MAX_MINUTES,
  GIG_HEADCOUNT_MAX,
  GIG_LINE_MIN,
  GIG_MAX_EVIDENCE,
  GIG_MAX_LINES,
  GIG_MAX_NOTES,
  GIG_MAX_PHOTOS,
  GIG_MAX_SHIFTS,
  GIG_PAY_LIMITS_FEN,
  GIG_PIECES_PER_SHIFT_MAX,
  GIG_PREPAY_MAX_FEN,
  GIG_RATING_MAX,
  GIG_SHIFT_MINUTES,
  GIG_SIGNUP_CLOSE_HOURS,
  GIG_SIGNUP_MAX_SHIFTS,
  GIG_TEXT_MAX,
  GIG_TITLE_MIN,
  TIME_OF_DAY,
  shiftSpan,
  shiftTimeSlots,
  type EscrowCover,
  type GigErrorCode,
} from './gigValues.ts';
import { findDiscriminatoryWording, titlePayWords } from './jobWording.ts';
import { wordingReasonZh } from './jobWordingZh.ts';
import { pagingShape, zodShape } from './params.ts';
import { optionalText, requiredText } from './text.ts';

/**
 * The gig-work (零工) contract: zod schemas the mock validates with (never imported by the browser: pages use
 * `import type` here and read values from ./gigValues.ts, which this module re-exports), and the views both
 * sides answer with. Money is in 分 (`…Fen`). docs/API.md, "Gig work", lists the endpoints.
 */
export * from './gigValues.ts';
export { GIG_FILTERS, GIG_PAY_FILTER_MAX_YUAN } from './filters/gig.ts';

const id = (label: string) => z.string({ error: `缺少${label}` }).regex(/^[\w-]{1,40}$/, { error: `${label}格式不正确` });
const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .int({ error: `${label}须为整数` })
    .min(min, { error: `${label}不能少于 ${min}` })
    .max(max, { error: `${label}不能超过 ${max}` });
const coordinate = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${label}格式不正确` })
      .min(min, { error: `${label}格式不正确` })
      .max(max, { error: `${label}格式不正确` })
      .optional(),
  );
const dateText = (label: string) => z.string({ error: `请选择${label}` }).regex(DATE_PATTERN, { error: `${label}格式如 2026-12-01` });
/** A picture the caller uploaded (`POST /uploads`), or a stored media path. */
const mediaPath = z.string({ error: '图片不正确' }).regex(/^(upload|photo)\/[\w-]{1,64}\.(jpg|jpeg|png|webp|svg)$/, { error: '图片不正确：请先上传' });

/** `GET /gigs`: the filters of ./filters/gig.ts, a point (`lng`/`lat`) instead of `from`, and paging. */
export const gigSearchQuery = z
  .object({
    ...zodShape(GIG_FILTERS),
    date: z.preprocess((v) => (v === '' ? undefined : v), dateText('日期').optional()),
    lng: coordinate('经度', 73, 136),
    lat: coordinate('纬度', 3, 54),
    ...pagingShape,
  })
  .superRefine((q, ctx) => {
    if ((q.lng === undefined) !== (q.lat === undefined))
      ctx.addIssue({ code: 'custom', path: [q.lng === undefined ? 'lng' : 'lat'], message: '经度和纬度须一起提供' });
    if (q.within && !q.from && q.lng === undefined) ctx.addIssue({ code: 'custom', path: ['within'], message: '按距离筛选需要先选择出发地' });
    if (q.sort === 'nearest' && !q.from && q.lng === undefined) ctx.addIssue({ code: 'custom', path: ['sort'], message: '按距离排序需要先选择出发地' });
    if ((q.payMin !== undefined || q.payMax !== undefined) && !q.payBasis)
      ctx.addIssue({ code: 'custom', path: [q.payMin !== undefined ? 'payMin' : 'payMax'], message: '按薪资筛选需要先选择计薪方式' });
    if (q.payMin !== undefined && q.payMax !== undefined && q.payMax < q.payMin)
      ctx.addIssue({ code: 'custom', path: ['payMax'], message: '最高薪资不能低于最低薪资' });
  });
export type GigSearchQuery = z.infer<typeof gigSearchQuery>;

const shiftShape = z.object({
  date: dateText('日期'),
  start: z.string({ error: '请填写开始时间' }).regex(TIME_OF_DAY, { error: '时间格式如 09:00' }),
  end: z.string({ error: '请填写结束时间' }).regex(TIME_OF_DAY, { error: '时间格式如 18:00' }),
  breakMinutes: int('休息时长（分钟）', 0, GIG_BREAK_MAX_MINUTES),
  headcount: int('招聘人数', 1, GIG_HEADCOUNT_MAX),
});

const gigPostingShape = {
  title: requiredText('零工名称', GIG_TEXT_MAX.title, GIG_TITLE_MIN),
  category: z.enum(GIG_CATEGORY_VALUES, { error: '请选择零工类别' }),
  duties: z
    .array(requiredText('工作内容', GIG_TEXT_MAX.line, GIG_LINE_MIN))
    .min(1, { error: '请至少填写一条工作内容' })
    .max(GIG_MAX_LINES, { error: `工作内容最多 ${GIG_MAX_LINES} 条` }),
  pay: z.object({
    basis: z.enum(GIG_PAY_BASIS_VALUES, { error: '请选择计薪方式' }),
    amountFen: z.number({ error: '请填写薪资' }).int({ error: '薪资须精确到分（整数）' }),
    piecesPerShift: z
      .number({ error: '请填写每班预计件数' })
      .int({ error: '件数须为整数' })
      .min(1, { error: '每班预计件数至少 1' })
      .max(GIG_PIECES_PER_SHIFT_MAX, { error: `每班预计件数最多 ${GIG_PIECES_PER_SHIFT_MAX}` })
      .nullable()
      .optional(),
  }),
  settlement: z.enum(GIG_SETTLEMENT_VALUES, { error: '请选择结算方式' }),
  shifts: z
    .array(shiftShape)
    .min(1, { error: '请至少添加一个班次' })
    .max(GIG_MAX_SHIFTS, { error: `班次最多 ${GIG_MAX_SHIFTS} 个` }),
  signUpCloseHours: int('报名截止（开工前小时数）', GIG_SIGNUP_CLOSE_HOURS.min, GIG_SIGNUP_CLOSE_HOURS.max),
  requirements: z.object({
    identity: z.enum(GIG_IDENTITY_VALUES, { error: '请选择身份要求' }),
    minAge: int('最低年龄', GIG_AGE.min, GIG_AGE.max),
    maxAge: int('最高年龄', GIG_AGE.maxFloor, GIG_AGE.max).nullable(),
    healthCertificate: z.boolean({ error: '请选择是否需要健康证' }),
    notes: z.array(requiredText('其他要求', GIG_TEXT_MAX.requirementNote, 2)).max(GIG_MAX_NOTES, { error: `其他要求最多 ${GIG_MAX_NOTES} 条` }),
  }),
  district: z.enum(DISTRICT_VALUES as [DistrictCode, ...DistrictCode[]], { error: '请选择集合地点所在区县' }),
  address: requiredText('集合地址', GIG_TEXT_MAX.address, 5),
  howToGetThere: optionalText('到达方式', GIG_TEXT_MAX.howToGetThere),
  mealsHousing: z.boolean({ error: '请选择是否包吃住' }),
  remote: z.boolean({ error: '请选择是否在家可做' }),
  urgent: z.boolean({ error: '请选择是否急招' }),
  /** 报名即录用: the first sign-ups take the places, no hiring step. */
  autoHire: z.boolean({ error: '请选择录用方式' }),
  photos: z.array(mediaPath).max(GIG_MAX_PHOTOS, { error: `照片最多 ${GIG_MAX_PHOTOS} 张` }),
  video: z
    .string({ error: '视频不正确' })
    .regex(/^video\/[\w-]{1,64}\.mp4$/, { error: '视频不正确：请先上传' })
    .nullable(),
  /** Put this much into escrow at once (分; 0: later or never). */
  prepayFen: int('预付金额', 0, GIG_PREPAY_MAX_FEN),
};
type GigPostingFields = z.infer<z.ZodObject<typeof gigPostingShape>>;

/**
 * Rules across fields: the pay within its basis's limits (piece work states its pieces), shifts that make sense
 * (future, within GIG_DAYS_AHEAD_MAX, 1-16 hours, no two at once), the age range as the law allows (18+ for
 * night work), no pay in the title and the job posts' discriminatory-wording check (./jobWording.ts). Whether
 * the shifts are in the future is a check against the clock: `shiftTimingIssues` (./gigValues.ts), which the API
 * runs in the handler and the form as the user types.
 */
export function checkGigPosting(value: GigPostingFields, ctx: z.RefinementCtx) {
  const limits = GIG_PAY_LIMITS_FEN[value.pay.basis];
  if (value.pay.amountFen < limits.min || value.pay.amountFen > limits.max) {
    ctx.addIssue({ code: 'custom', path: ['pay', 'amountFen'], message: `薪资须在 ${limits.min / 100}–${limits.max / 100} 元之间` });
  }
  if (value.pay.basis === 'piece' && !value.pay.piecesPerShift)
    ctx.addIssue({ code: 'custom', path: ['pay', 'piecesPerShift'], message: '按件计薪须填写每班预计件数' });
  const spans: Array<{ startAt: number; endAt: number }> = [];
  let night = false;
  value.shifts.forEach((shift, i) => {
    const span = shiftSpan(shift.date, shift.start, shift.end);
    const minutes = (span.endAt - span.startAt) / 60_000;
    if (Number.isNaN(span.startAt)) ctx.addIssue({ code: 'custom', path: ['shifts', i, 'date'], message: '日期不存在' });
    if (minutes < GIG_SHIFT_MINUTES.min || minutes > GIG_SHIFT_MINUTES.max)
      ctx.addIssue({ code: 'custom', path: ['shifts', i, 'end'], message: '一个班次须在 1–16 小时之间' });
    else if (shift.breakMinutes >= minutes) ctx.addIssue({ code: 'custom', path: ['shifts', i, 'breakMinutes'], message: '休息时长不能超过班次时长' });
    if (spans.some((s) => s.startAt < span.endAt && span.startAt < s.endAt))
      ctx.addIssue({ code: 'custom', path: ['shifts', i, 'start'], message: '与另一个班次时间重叠：同一批人请只设一个班次' });
    spans.push(span);
    if (!Number.isNaN(span.startAt) && shiftTimeSlots(shift.date, shift.start, span.overnight).includes('night')) night = true;
  });
  const req = value.requirements;
  if (night && req.minAge < GIG_AGE.nightMin)
    ctx.addIssue({ code: 'custom', path: ['requirements', 'minAge'], message: `夜间或跨天班次不得安排未成年人：最低年龄须为 ${GIG_AGE.nightMin} 周岁` });
  if (req.maxAge !== null && req.maxAge < req.minAge) ctx.addIssue({ code: 'custom', path: ['requirements', 'maxAge'], message: '最高年龄不能低于最低年龄' });
  const pay = titlePayWords(value.title);
  if (pay) ctx.addIssue({ code: 'custom', path: ['title'], message: `零工名称不能含薪资信息（“${pay}”），请填在薪资里` });
  const texts: Array<[Array<string | number>, string]> = [
    [['title'], value.title],
    ...value.duties.map((t, i): [Array<string | number>, string] => [['duties', i], t]),
    ...req.notes.map((t, i): [Array<string | number>, string] => [['requirements', 'notes', i], t]),
  ];
  for (const [path, text] of texts) {
    const found = findDiscriminatoryWording(text);
    if (found) ctx.addIssue({ code: 'custom', path, message: wordingReasonZh({ path, rule: found.kind, words: found.words }) });
  }
}

/** `POST /enterprise/gigs`, `PUT /enterprise/gigs/:id`: the whole gig, sent for review. */
export const gigPostingBody = z.object(gigPostingShape).superRefine(checkGigPosting);
export type GigPostingValues = GigPostingFields;

/** `GET/PUT /me/gig-profile`: what the sign-up requirements are checked against. */
export const gigProfileBody = z.object({
  identity: z.enum(['student', 'worker'] as const, { error: '请选择身份' }),
  healthCertificate: z.boolean({ error: '请选择是否有健康证' }),
  birthYear: z
    .number({ error: '请填写出生年份' })
    .int({ error: '出生年份不正确' })
    .min(1950, { error: '出生年份不正确' })
    .max(2015, { error: '出生年份不正确' }),
});
export type GigProfileBody = z.infer<typeof gigProfileBody>;

/** `POST /gigs/:id/signups`: one or more shifts of the gig; all are taken or none (each refusal named). */
export const gigSignUpBody = z.object({
  shiftIds: z
    .array(id('班次'))
    .min(1, { error: '请至少选择一个班次' })
    .max(GIG_SIGNUP_MAX_SHIFTS, { error: `一次最多报名 ${GIG_SIGNUP_MAX_SHIFTS} 个班次` }),
});

export const gigReasonBody = (label: string, required: boolean) =>
  z.object({ reason: required ? requiredText(label, GIG_TEXT_MAX.reason, 2) : optionalText(label, GIG_TEXT_MAX.reason) });
export const gigCodeBody = z.object({ code: z.string({ error: '请输入现场签到码' }).regex(/^\d{6}$/, { error: '签到码为 6 位数字' }) });
const evidence = z.array(mediaPath).max(GIG_MAX_EVIDENCE, { error: `图片最多 ${GIG_MAX_EVIDENCE} 张` });
export const gigObjectionBody = z.object({ text: requiredText('异议说明', GIG_TEXT_MAX.answer, 4), evidence: evidence.optional() });
export const gigObjectionAnswerBody = z.object({
  accept: z.boolean({ error: '请选择是否接受异议' }),
  answer: requiredText('答复', GIG_TEXT_MAX.answer, 2),
  /** Accepting may set the hours at once (as `POST …/hours` would). */
  regularMinutes: int('工时（分钟）', 0, GIG_SHIFT_MINUTES.max).optional(),
});
export const gigHoursBody = z.object({
  regularMinutes: int('工时（分钟）', 0, GIG_SHIFT_MINUTES.max),
  overtimeMinutes: int('加班（分钟）', 0, 8 * 60),
  pieces: int('完成件数', 0, GIG_PIECES_PER_SHIFT_MAX).nullable().optional(),
  /** Required when the hours differ from the punches (a correction the worker reads). */
  reason: optionalText('修改原因', GIG_TEXT_MAX.reason),
});
export const gigSettleBody = z.object({
  deductions: z
    .array(z.object({ amountFen: int('扣款金额（分）', 1, GIG_PREPAY_MAX_FEN), reason: requiredText('扣款原因', GIG_TEXT_MAX.reason, 2) }))
    .max(5, { error: '扣款最多 5 项' })
    .optional(),
});
export const gigPrepayBody = z.object({ amountFen: int('预付金额（分）', 1, GIG_PREPAY_MAX_FEN) });
export const gigRatingBody = z.object({ score: int('评分', 1, GIG_RATING_MAX), comment: optionalText('评价', GIG_TEXT_MAX.comment) });
export const gigDisputeBody = z.object({
  category: z.enum(GIG_DISPUTE_CATEGORY_VALUES, { error: '请选择投诉类型' }),
  text: requiredText('投诉说明', GIG_TEXT_MAX.disputeText, 10),
  evidence: evidence.optional(),
});
export const gigDisputeAnswerBody = z.object({
  /** true: 同意诉求 (the case ends in the worker's favour); false: an answer the platform weighs. */
  agree: z.boolean({ error: '请选择是否同意诉求' }),
  text: requiredText('答复', GIG_TEXT_MAX.answer, 2),
  evidence: evidence.optional(),
});
export const gigOrdersQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GIG_ORDER_TAB_VALUES, { error: '状态取值无效' }).optional()),
  ...pagingShape,
});
export const ownGigsQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GIG_STATUS_VALUES, { error: '状态取值无效' }).optional()),
  ...pagingShape,
});
export const gigSignupsQuery = z.object({
  shiftId: z.preprocess((v) => (v === '' ? undefined : v), id('班次').optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GIG_ORDER_TAB_VALUES, { error: '状态取值无效' }).optional()),
});
export const gigEarningsQuery = z.object({
  by: z.preprocess((v) => (v === '' || v === undefined ? 'week' : v), z.enum(GIG_EARNINGS_BY_VALUES, { error: '统计方式只能是 week 或 month' })),
  count: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.number({ error: '期数须为 1-24 的整数' }).int().min(1, { error: '期数须为 1-24 的整数' }).max(24, { error: '期数须为 1-24 的整数' }).optional(),
  ),
});

// ---- Views ----

export interface GigPay {
  basis: GigPayBasis;
  amountFen: number;
  piecesPerShift: number | null;
}

export interface GigEmployerBrief {
  id: string;
  name: string;
  type: GigEmployerType;
  verified: boolean;
  /** 0-100: ratings, less late settlements (see GigCredit). */
  creditScore: number;
}

/** A card of /hourlyworker. */
export interface GigCard {
  id: string;
  title: string;
  category: GigCategory;
  employer: GigEmployerBrief;
  city: CityCode;
  district: DistrictCode;
  businessArea: string;
  /** From the chosen point, when the search had one. */
  distanceKm: number | null;
  pay: GigPay;
  hourlyEquivalentFen: number;
  settlement: GigSettlement;
  /** First and last shift dates; the daily times of the next open shift. */
  firstDate: string;
  lastDate: string;
  shiftCount: number;
  start: string;
  end: string;
  overnight: boolean;
  timeSlots: GigTimeSlot[];
  /** 招N/已录M over the shifts still open to sign-up. */
  headcount: number;
  hired: number;
  urgent: boolean;
  studentOk: boolean;
  mealsHousing: boolean;
  remote: boolean;
  escrow: EscrowCover;
  /** The next sign-up deadline (the card's countdown); null when no shift takes sign-ups. */
  signUpDeadline: string | null;
  postedAt: string;
}

export interface GigRefusal {
  code: GigErrorCode;
  message: string;
}

export interface GigShiftView {
  id: string;
  date: string;
  start: string;
  end: string;
  overnight: boolean;
  breakMinutes: number;
  paidMinutes: number;
  payFen: number;
  headcount: number;
  hired: number;
  /** Live sign-ups waiting for the employer (not counted as places taken). */
  applied: number;
  startAt: string;
  endAt: string;
  signUpDeadline: string;
  /** 结算时限 of this shift. */
  settleBy: string;
  timeSlots: GigTimeSlot[];
  /** A signed-in worker's own live order on this shift. */
  myOrderId: string | null;
  /** Why the signed-in worker could not sign up now (the API would refuse with this); null: they can. */
  refusal: GigRefusal | null;
}

export interface GigReview {
  score: number;
  comment: string | null;
  at: string;
  /** 李先生-style, never the full name. */
  by: string;
}

/** An employer's public credit (信用): ratings and how it pays. */
export interface GigCredit {
  score: number;
  ratingAvg: number | null;
  ratingCount: number;
  settledOrders: number;
  /** Settlements after their 结算时限 in the last GIG_CREDIT_WINDOW_DAYS days, and orders overdue now. */
  lateSettlements: number;
  overdueNow: number;
  late: Array<{ gigTitle: string; dueAt: string; settledAt: string | null; daysLate: number }>;
  reviews: GigReview[];
}

export interface GigDetail extends GigCard {
  duties: string[];
  shifts: GigShiftView[];
  /** Paid minutes of a typical (the first) shift, its pay, and all shifts together for one worker. */
  paidMinutesPerShift: number;
  payPerShiftFen: number;
  totalPayFen: number;
  /** 结算时限 in days after a shift (完工结: after the last shift). */
  settleDays: number;
  requirements: { identity: GigIdentity; minAge: number; maxAge: number | null; healthCertificate: boolean; notes: string[] };
  meetingPoint: { city: CityCode; district: DistrictCode; businessArea: string; address: string; howToGetThere: string | null; lng: number; lat: number };
  photos: string[];
  /** A media path; its poster is the SPEC's snapshot query (src/utils/media.ts `videoSnapshot`). */
  video: string | null;
  credit: GigCredit;
  escrowDetail: { cover: EscrowCover; heldFen: number; neededFen: number; simulated: true };
  cancelRule: { freeBeforeHours: number };
  autoHire: boolean;
  status: GigStatus;
  saved: boolean;
  /**
   * 咨询 (POST /gigs/:id/chat): whether the employer answers in the chat (a company; merchants and private
   * employers have no account here), and the signed-in worker's conversation about this gig, if any.
   */
  contact: { chat: boolean; conversationId: string | null };
}

export interface GigSlipItem {
  kind: GigSlipLine;
  label: string;
  /** Minutes, pieces, days or 1; null for a deduction. */
  quantity: number | null;
  unit: 'minute' | 'piece' | 'day' | 'job' | null;
  rateFen: number | null;
  amountFen: number;
  reason: string | null;
}
export interface GigSlip {
  items: GigSlipItem[];
  grossFen: number;
  deductionsFen: number;
  netFen: number;
  settledAt: string;
  dueAt: string;
  late: boolean;
}

export interface GigRating {
  score: number;
  comment: string | null;
  at: string;
}

export interface GigOrderView {
  id: string;
  /** The order number people quote (LG…). */
  no: string;
  status: GigOrderStatus;
  cancelledBy: GigCancelledBy | null;
  cancelReason: string | null;
  /** This cancellation counted against the worker's reliability. */
  reliabilityStrike: boolean;
  payTrack: GigPayTrack | null;
  gig: { id: string; title: string; category: GigCategory; employer: GigEmployerBrief; address: string; pay: GigPay; settlement: GigSettlement };
  shift: { id: string; date: string; start: string; end: string; overnight: boolean; breakMinutes: number; startAt: string; endAt: string };
  appliedAt: string;
  hiredAt: string | null;
  cancelledAt: string | null;
  checkInAt: string | null;
  checkOutAt: string | null;
  attendance: GigAttendance;
  hours: {
    punched: { regularMinutes: number; overtimeMinutes: number } | null;
    confirmed: { regularMinutes: number; overtimeMinutes: number; pieces: number | null; reason: string | null; at: string } | null;
    workerConfirmedAt: string | null;
  };
  objection: { text: string; evidence: string[]; at: string; answer: string | null; accepted: boolean | null; answeredAt: string | null } | null;
  settleBy: string;
  slip: GigSlip | null;
  ratings: { byWorker: GigRating | null; byEmployer: GigRating | null };
  dispute: { id: string; caseNo: string; status: GigDisputeStatus } | null;
  /** What the worker may do now (the API allows exactly these). */
  actions: {
    cancel: boolean;
    cancelCounts: boolean;
    checkIn: boolean;
    checkOut: boolean;
    object: boolean;
    confirmHours: boolean;
    rate: boolean;
    dispute: boolean;
  };
}

/** The same order as its employer sees it: the worker masked, their record on the platform. */
export interface EmployerGigOrderView extends Omit<GigOrderView, 'actions'> {
  worker: { name: string; identity: GigWorkerIdentity | null; healthCertificate: boolean; completed: number; strikes: number; ratingAvg: number | null };
  /** `cancelHire`: the employer may cancel this hire now (POST /enterprise/gig-orders/:id/cancel: before the start, not checked in). */
  actions: { hire: boolean; decline: boolean; cancelHire: boolean; confirmHours: boolean; answerObjection: boolean; settle: boolean; rate: boolean };
}

export interface GigOrderPage extends PageResult<GigOrderView> {
  counts: Record<GigOrderStatus, number>;
}

export interface GigProfile {
  identity: GigWorkerIdentity | null;
  healthCertificate: boolean;
  birthYear: number | null;
  /** Late cancellations after being hired (GIG_CANCEL_FREE_HOURS) and no-shows, newest first. */
  reliability: { score: number; strikes: Array<{ orderId: string; gigTitle: string; at: string; reason: string }> };
  completed: number;
  ratingAvg: number | null;
}

export interface GigEarnings {
  by: 'week' | 'month';
  buckets: Array<{ from: string; to: string; netFen: number; orders: number; minutes: number }>;
  totalNetFen: number;
  /** Hours confirmed but not yet paid. */
  pendingFen: number;
}

export interface GigDisputeView {
  id: string;
  caseNo: string;
  orderId: string;
  gigTitle: string;
  category: GigDisputeCategory;
  text: string;
  evidence: string[];
  status: GigDisputeStatus;
  /** The outcome once decided (处理完成 / 同意诉求 / 撤诉), kept after the case is closed. */
  outcome: Extract<GigDisputeStatus, 'resolved' | 'upheld' | 'withdrawn'> | null;
  answer: { text: string; evidence: string[]; agree: boolean; at: string } | null;
  decision: string | null;
  timeline: Array<{ status: GigDisputeStatus; at: string }>;
  openedAt: string;
}

/** The employer's own gig (/position's 零工 tab). */
export interface OwnGigView extends GigDetail {
  rejectReason: string | null;
  escrowLedger: { heldFen: number; paidOutFen: number; refundedFen: number; toppedUpFen: number };
  /** Orders by state over all shifts. */
  orderCounts: Record<GigOrderStatus, number>;
}
export interface OwnGigPage extends PageResult<OwnGigView> {
  counts: Record<GigStatus, number>;
}

export interface GigCheckinCode {
  code: string;
  /** When this code stops being shown (the previous one is still accepted for one more period). */
  rotatesAt: string;
  periodSeconds: number;
}
