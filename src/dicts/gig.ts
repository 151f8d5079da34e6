import { defineDict, simpleDict } from './types.ts';

/**
 * The 零工 (gig work) vocabulary (PRODUCT.md §0 and §2): what a gig is (category, settlement, pay basis, time
 * slot, who may do it, who posts it) and where an order stands (the order machine, its pay track, attendance,
 * disputes). Stable ASCII values travel in URLs and the API; labels are `dict.<name>.<value>` message ids.
 */

/** What the work is; `remote` says the category can be done from home (在家可做 is still each gig's own flag). */
export const gigCategoryDict = defineDict('gigCategory', [
  { value: 'waiter', remote: false },
  { value: 'kitchen', remote: false },
  { value: 'delivery', remote: false },
  { value: 'warehouse', remote: false },
  { value: 'promoter', remote: false },
  { value: 'event', remote: false },
  { value: 'retail', remote: false },
  { value: 'cleaning', remote: false },
  { value: 'moving', remote: false },
  { value: 'security', remote: false },
  { value: 'tutor', remote: false },
  { value: 'dataLabel', remote: true },
  { value: 'onlineService', remote: true },
] as const);
export const GIG_CATEGORY_VALUES = gigCategoryDict.options.map((o) => o.value);
export type GigCategory = (typeof GIG_CATEGORY_VALUES)[number];

/** 结算方式: 日结/周结/月结/完工结. `days`: the payout deadline (结算时限) after the shift (or the last shift) ends. */
export const gigSettlementDict = defineDict('gigSettlement', [
  { value: 'daily', days: 1 },
  { value: 'weekly', days: 7 },
  { value: 'monthly', days: 30 },
  { value: 'completion', days: 3 },
] as const);
export const GIG_SETTLEMENT_VALUES = gigSettlementDict.options.map((o) => o.value);
export type GigSettlement = (typeof GIG_SETTLEMENT_VALUES)[number];

/** 记薪方式: 时薪/日薪/件薪/整单 (元 per hour, per day, per piece, for the whole job). */
export const GIG_PAY_BASIS_VALUES = ['hour', 'day', 'piece', 'job'] as const;
export type GigPayBasis = (typeof GIG_PAY_BASIS_VALUES)[number];
export const gigPayBasisDict = simpleDict('gigPayBasis', GIG_PAY_BASIS_VALUES);

/** 时段: 白天/夜间/周末/节假日, derived from a gig's shifts (a gig can be in several). */
export const GIG_TIME_SLOT_VALUES = ['day', 'night', 'weekend', 'holiday'] as const;
export type GigTimeSlot = (typeof GIG_TIME_SLOT_VALUES)[number];
export const gigTimeSlotDict = simpleDict('gigTimeSlot', GIG_TIME_SLOT_VALUES);

/** 班次: 当天 (ends the day it starts) / 跨天 (overnight). */
export const GIG_SHIFT_KIND_VALUES = ['sameDay', 'overnight'] as const;
export type GigShiftKind = (typeof GIG_SHIFT_KIND_VALUES)[number];
export const gigShiftKindDict = simpleDict('gigShiftKind', GIG_SHIFT_KIND_VALUES);

/** 身份 (who may sign up): 学生 / 职场人士 / 不限. */
export const GIG_IDENTITY_VALUES = ['student', 'worker', 'any'] as const;
export type GigIdentity = (typeof GIG_IDENTITY_VALUES)[number];
export const gigIdentityDict = simpleDict('gigIdentity', GIG_IDENTITY_VALUES);
/** A worker is one or the other (their gig profile); `any` is only a requirement. */
export type GigWorkerIdentity = Exclude<GigIdentity, 'any'>;

/** 雇主类型: 企业 / 商户 (个体工商户) / 个人. */
export const GIG_EMPLOYER_TYPE_VALUES = ['company', 'merchant', 'individual'] as const;
export type GigEmployerType = (typeof GIG_EMPLOYER_TYPE_VALUES)[number];
export const gigEmployerTypeDict = simpleDict('gigEmployerType', GIG_EMPLOYER_TYPE_VALUES);

/** Distance from the chosen point, km. */
export const gigDistanceDict = defineDict('gigDistance', [
  { value: '1', km: 1 },
  { value: '3', km: 3 },
  { value: '5', km: 5 },
  { value: '10', km: 10 },
  { value: '20', km: 20 },
] as const);
export const GIG_DISTANCE_VALUES = gigDistanceDict.options.map((o) => o.value);
export type GigDistance = (typeof GIG_DISTANCE_VALUES)[number];

/** Orders of /hourlyworker: 推荐, 最新, 离我最近 (needs a point), 薪资最高 (by the hourly equivalent), 最早开工. */
export const GIG_SORT_VALUES = ['recommend', 'newest', 'nearest', 'pay', 'startSoon'] as const;
export type GigSort = (typeof GIG_SORT_VALUES)[number];
export const gigSortDict = simpleDict('gigSort', GIG_SORT_VALUES);

/**
 * The gig order machine (FlashWorkerClan, PRODUCT.md §2): 已报名 → 已雇用 → 待评价 → 已结束; 已报名/已雇用 →
 * 已取消 (by the worker, the employer or the system); any live state → 争议 and back when the case closes.
 */
export const GIG_ORDER_STATUS_VALUES = ['applied', 'hired', 'toRate', 'ended', 'cancelled', 'disputed'] as const;
export type GigOrderStatus = (typeof GIG_ORDER_STATUS_VALUES)[number];
export const gigOrderStatusDict = simpleDict('gigOrderStatus', GIG_ORDER_STATUS_VALUES);

export const GIG_CANCELLED_BY_VALUES = ['worker', 'employer', 'system'] as const;
export type GigCancelledBy = (typeof GIG_CANCELLED_BY_VALUES)[number];
export const gigCancelledByDict = simpleDict('gigCancelledBy', GIG_CANCELLED_BY_VALUES);

/** The pay track beside the order: 待到岗 → 已到岗 → 工作中 → 已完工(待结算) → 已结算. */
export const GIG_PAY_TRACK_VALUES = ['toArrive', 'arrived', 'working', 'finished', 'settled'] as const;
export type GigPayTrack = (typeof GIG_PAY_TRACK_VALUES)[number];
export const gigPayTrackDict = simpleDict('gigPayTrack', GIG_PAY_TRACK_VALUES);

/** 考勤: 待打卡 / 正常 / 迟到 / 早退 / 迟到且早退 / 未打卡. */
export const GIG_ATTENDANCE_VALUES = ['pending', 'normal', 'late', 'early', 'lateAndEarly', 'missed'] as const;
export type GigAttendance = (typeof GIG_ATTENDANCE_VALUES)[number];
export const gigAttendanceDict = simpleDict('gigAttendance', GIG_ATTENDANCE_VALUES);

/** A gig as its employer sees it on the 零工 tab. */
export const GIG_STATUS_VALUES = ['pending', 'rejected', 'open', 'full', 'closed', 'ended'] as const;
export type GigStatus = (typeof GIG_STATUS_VALUES)[number];
export const gigStatusDict = simpleDict('gigStatus', GIG_STATUS_VALUES);

/** 投诉 → 平台介入 → 处理完成 / 同意诉求 / 撤诉 → 结束. */
export const GIG_DISPUTE_STATUS_VALUES = ['complaint', 'intervening', 'resolved', 'upheld', 'withdrawn', 'closed'] as const;
export type GigDisputeStatus = (typeof GIG_DISPUTE_STATUS_VALUES)[number];
export const gigDisputeStatusDict = simpleDict('gigDisputeStatus', GIG_DISPUTE_STATUS_VALUES);

/** What a dispute is about. */
export const GIG_DISPUTE_CATEGORY_VALUES = ['unpaid', 'payShort', 'hours', 'attendance', 'conduct', 'safety', 'other'] as const;
export type GigDisputeCategory = (typeof GIG_DISPUTE_CATEGORY_VALUES)[number];
export const gigDisputeCategoryDict = simpleDict('gigDisputeCategory', GIG_DISPUTE_CATEGORY_VALUES);

/** The lines of a settlement slip. */
export const GIG_SLIP_LINE_VALUES = ['base', 'overtime', 'deduction'] as const;
export type GigSlipLine = (typeof GIG_SLIP_LINE_VALUES)[number];
export const gigSlipLineDict = simpleDict('gigSlipLine', GIG_SLIP_LINE_VALUES);

/** The employer's tab of an order list: all, or one state. */
export const GIG_ORDER_TAB_VALUES = ['all', ...GIG_ORDER_STATUS_VALUES] as const;
export type GigOrderTab = (typeof GIG_ORDER_TAB_VALUES)[number];

/** Earnings buckets. */
export const GIG_EARNINGS_BY_VALUES = ['week', 'month'] as const;
export type GigEarningsBy = (typeof GIG_EARNINGS_BY_VALUES)[number];
