import {
  gigSettlementDict,
  type GigAttendance,
  type GigIdentity,
  type GigPayBasis,
  type GigSettlement,
  type GigTimeSlot,
  type GigWorkerIdentity,
} from '../dicts/gig.ts';

/**
 * Plain values and rules of gig work (零工), without zod, so the gig pages read at run time the numbers and
 * computations the API enforces: limits for the forms, the attendance and pay arithmetic, the sign-up rules
 * (a page shows the reason before sending; the API refuses with the same code). The zod schemas in ./gig.ts
 * build on these and re-export them. Money is in 分 (integer fen) everywhere in the gig API: `…Fen` fields.
 * Times of day are Beijing time (UTC+8); a shift's `date` is its Beijing start date.
 */

export const GIG_TEXT_MAX = {
  title: 24,
  line: 200,
  address: 80,
  howToGetThere: 200,
  requirementNote: 60,
  reason: 200,
  comment: 300,
  disputeText: 1000,
  answer: 500,
} as const;
export const GIG_TITLE_MIN = 2;
/** Duties: one per entry, each at least this long. */
export const GIG_LINE_MIN = 4;
export const GIG_MAX_LINES = 10;
export const GIG_MAX_NOTES = 5;
export const GIG_MAX_SHIFTS = 30;
export const GIG_MAX_PHOTOS = 9;
export const GIG_MAX_EVIDENCE = 9;
/** Places per shift. */
export const GIG_HEADCOUNT_MAX = 200;
/** A worker signs up for at most this many shifts of one gig in one request. */
export const GIG_SIGNUP_MAX_SHIFTS = 10;
/** Shifts may be posted this far ahead. */
export const GIG_DAYS_AHEAD_MAX = 60;
/** A shift lasts 1-16 hours (break included); a break is 0-120 minutes. */
export const GIG_SHIFT_MINUTES = { min: 60, max: 16 * 60 } as const;
export const GIG_BREAK_MAX_MINUTES = 120;
/** Sign-ups close this many hours before a shift starts (the employer's choice). */
export const GIG_SIGNUP_CLOSE_HOURS = { min: 0, max: 72, default: 2 } as const;

/** Unit pay in 分 by basis. The hourly floor is about the lowest 非全日制 minimum hourly wage of the seed's cities. */
export const GIG_PAY_LIMITS_FEN: Record<GigPayBasis, { min: number; max: number }> = {
  hour: { min: 1_800, max: 50_000 },
  day: { min: 10_000, max: 300_000 },
  piece: { min: 10, max: 10_000 },
  job: { min: 5_000, max: 1_000_000 },
};
/** Piece work states the pieces a worker usually does in a shift (for pay per day). */
export const GIG_PIECES_PER_SHIFT_MAX = 5_000;

/**
 * Age requirements as the law allows: 16 is the legal minimum working age (劳动法 §15), and under-18 workers may
 * not work nights (未成年工特殊保护规定), so a night or overnight shift asks for 18 at least. No upper limit
 * below 60 (a gig may not exclude older workers for no reason; 60+ is the usual 劳务 insurance limit).
 */
export const GIG_AGE = { min: 16, nightMin: 18, maxFloor: 60, max: 70 } as const;

/** Cancelling a hired shift later than this before its start counts against the worker's reliability. */
export const GIG_CANCEL_FREE_HOURS = 24;
/** Check-in opens this long before the start; check-out closes this long after the end. */
export const GIG_CHECKIN_EARLY_MINUTES = 60;
export const GIG_CHECKOUT_LATE_MINUTES = 240;
/** Late or early by more than this is 迟到 / 早退. */
export const GIG_ATTENDANCE_GRACE_MINUTES = 10;
/** The on-site code changes every minute; the previous one still works (a worker typing it as it turns). */
export const GIG_CODE_ROTATE_SECONDS = 60;
export const GIG_CODE_LENGTH = 6;
/** Wrong codes an order may send in a window before it must wait (a 6-digit code is not guessed). */
export const GIG_CODE_ATTEMPTS = { max: 5, windowS: 600 } as const;
/** Overtime is paid at this multiple of the hourly (equivalent) rate. */
export const GIG_OVERTIME_RATE = 1.5;
export const GIG_RATING_MAX = 5;
/** A settled order the sides have not both rated ends by itself after this many days. */
export const GIG_RATING_DAYS = 7;
/** A complaint the employer has not answered goes to the platform after this many hours. */
export const GIG_DISPUTE_ANSWER_HOURS = 48;
/** The platform's decision comes this long after it steps in (the mock's reviewer, like job reviews). */
export const GIG_DISPUTE_DECISION_MS = 3000;
/** A decided case closes by itself after this many days unless a side closes it first. */
export const GIG_DISPUTE_CLOSE_DAYS = 7;
/** Escrow top-ups (simulated: nothing is charged). */
export const GIG_PREPAY_MAX_FEN = 10_000_000;
/** Late settlements counted on an employer's public credit: the last 180 days. */
export const GIG_CREDIT_WINDOW_DAYS = 180;
export const GIG_REVIEWS_SHOWN = 10;

export const GIG_ERROR_CODES = {
  /** Sign-up refusals (409), each with its reason; `errors` name the shifts (`shiftIds.N`). */
  shiftFull: 'SHIFT_FULL',
  shiftStarted: 'SHIFT_STARTED',
  signupClosed: 'SIGNUP_CLOSED',
  requirementUnmet: 'REQUIREMENT_UNMET',
  overlap: 'SHIFT_OVERLAP',
  alreadySignedUp: 'ALREADY_SIGNED_UP',
  gigNotOpen: 'GIG_NOT_OPEN',
  /** No gig profile yet (identity, health certificate): the page asks for it first (409). */
  profileNeeded: 'GIG_PROFILE_NEEDED',
  /** An order action its state does not allow (409). */
  orderState: 'GIG_ORDER_STATE',
  /** Check-in / check-out: outside the window (409), a wrong code (400), too many wrong codes (429). */
  checkinWindow: 'CHECKIN_WINDOW',
  badCode: 'BAD_CHECKIN_CODE',
  tooManyCodes: 'TOO_MANY_CODE_ATTEMPTS',
  /** Money (409, nothing changes). */
  alreadySettled: 'ALREADY_SETTLED',
  escrowShort: 'ESCROW_SHORT',
  orderCancelled: 'ORDER_CANCELLED',
  hoursNotConfirmed: 'HOURS_NOT_CONFIRMED',
  objectionOpen: 'OBJECTION_OPEN',
  disputeOpen: 'DISPUTE_OPEN',
  alreadyRated: 'ALREADY_RATED',
  /** Closing a gig with workers still to settle (409). */
  unsettledOrders: 'UNSETTLED_ORDERS',
  /** 咨询 about a gig whose employer (a merchant, a private person) has no account to answer in the chat (409). */
  chatUnavailable: 'GIG_CHAT_UNAVAILABLE',
} as const;
export type GigErrorCode = (typeof GIG_ERROR_CODES)[keyof typeof GIG_ERROR_CODES];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BEIJING_OFFSET = 8 * HOUR;

/** `HH:mm` → minutes after midnight. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The Beijing calendar date of an instant. */
export const beijingDate = (ms: number) => new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 10);

/** A shift's instants: it ends the next day when its end is not after its start (跨天). */
export function shiftSpan(date: string, start: string, end: string): { startAt: number; endAt: number; overnight: boolean } {
  const startAt = Date.parse(`${date}T${start}:00+08:00`);
  const overnight = minutesOfDay(end) <= minutesOfDay(start);
  const endAt = Date.parse(`${date}T${end}:00+08:00`) + (overnight ? DAY : 0);
  return { startAt, endAt, overnight };
}

/** Paid minutes of a shift as scheduled: its length less the unpaid break. */
export const scheduledMinutes = (startAt: number, endAt: number, breakMinutes: number) => Math.max(0, Math.round((endAt - startAt) / MINUTE) - breakMinutes);

export interface PayTerms {
  basis: GigPayBasis;
  amountFen: number;
  /** Piece work: the pieces a shift usually yields. */
  piecesPerShift: number | null;
}

/** What one shift pays as scheduled, in 分 (整单: the whole job is paid once, over all its shifts). */
export function shiftPayFen(pay: PayTerms, paidMinutes: number): number {
  switch (pay.basis) {
    case 'hour':
      return Math.round((pay.amountFen * paidMinutes) / 60);
    case 'day':
      return pay.amountFen;
    case 'piece':
      return pay.amountFen * (pay.piecesPerShift ?? 0);
    case 'job':
      return pay.amountFen;
  }
}

/** The hourly rate the pay amounts to (sorting by pay, overtime on day or piece work), in 分. */
export function hourlyEquivalentFen(pay: PayTerms, paidMinutesPerShift: number, shifts = 1): number {
  if (pay.basis === 'hour') return pay.amountFen;
  const minutes = pay.basis === 'job' ? paidMinutesPerShift * shifts : paidMinutesPerShift;
  return minutes > 0 ? Math.round((shiftPayFen(pay, paidMinutesPerShift) * 60) / minutes) : 0;
}

/** 结算时限: the payout deadline of a shift, from its end (完工结: from the gig's last shift's end). */
export function settleDeadline(settlement: GigSettlement, shiftEndAt: number, lastShiftEndAt: number): number {
  const days = gigSettlementDict.options.find((o) => o.value === settlement)!.days;
  return (settlement === 'completion' ? lastShiftEndAt : shiftEndAt) + days * DAY;
}

/**
 * 法定节假日 (the State Council's 2026 schedule, and New Year 2027): a shift on one of these days is in the
 * 节假日 time slot.
 */
export const GIG_HOLIDAYS: readonly string[] = [
  ...range('2026-01-01', 3),
  ...range('2026-02-15', 9),
  ...range('2026-04-04', 3),
  ...range('2026-05-01', 5),
  ...range('2026-06-19', 3),
  ...range('2026-09-25', 3),
  ...range('2026-10-01', 7),
  ...range('2027-01-01', 3),
];
function range(first: string, days: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(start + i * DAY).toISOString().slice(0, 10));
}
const HOLIDAY_SET = new Set(GIG_HOLIDAYS);

/** The time slots of one shift: 夜间 when it starts at 18:00 or later, before 06:00, or runs overnight. */
export function shiftTimeSlots(date: string, start: string, overnight: boolean): GigTimeSlot[] {
  const slots: GigTimeSlot[] = [];
  const startMin = minutesOfDay(start);
  slots.push(overnight || startMin >= 18 * 60 || startMin < 6 * 60 ? 'night' : 'day');
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) slots.push('weekend');
  if (HOLIDAY_SET.has(date)) slots.push('holiday');
  return slots;
}

/** Shifts in the past or too far ahead, as the API's 422 fields (`shifts.N.date`); the form shows the same. */
export function shiftTimingIssues(shifts: ReadonlyArray<{ date: string; start: string; end: string }>, now: number): Array<{ field: string; message: string }> {
  const issues: Array<{ field: string; message: string }> = [];
  shifts.forEach((shift, i) => {
    const { startAt } = shiftSpan(shift.date, shift.start, shift.end);
    if (startAt <= now) issues.push({ field: `shifts.${i}.date`, message: '班次须在将来' });
    else if (startAt > now + GIG_DAYS_AHEAD_MAX * DAY) issues.push({ field: `shifts.${i}.date`, message: `班次最多提前 ${GIG_DAYS_AHEAD_MAX} 天发布` });
  });
  return issues;
}

/** Two spans overlap when each starts before the other ends (back-to-back shifts do not). */
export const overlaps = (a: { startAt: number; endAt: number }, b: { startAt: number; endAt: number }) => a.startAt < b.endAt && b.startAt < a.endAt;

/**
 * Attendance from the punches (PRODUCT.md §2): 待打卡 until the shift has ended without a complete pair, 未打卡
 * when a punch is missing after the check-out window, else 正常 / 迟到 / 早退 / 迟到且早退 by the grace minutes.
 */
export function attendanceOf(shift: { startAt: number; endAt: number }, checkInAt: number | null, checkOutAt: number | null, now: number): GigAttendance {
  if (checkInAt === null || checkOutAt === null) {
    return now > shift.endAt + GIG_CHECKOUT_LATE_MINUTES * MINUTE ? 'missed' : 'pending';
  }
  const grace = GIG_ATTENDANCE_GRACE_MINUTES * MINUTE;
  const late = checkInAt > shift.startAt + grace;
  const early = checkOutAt < shift.endAt - grace;
  return late && early ? 'lateAndEarly' : late ? 'late' : early ? 'early' : 'normal';
}

/** Minutes worked by the punches within the shift, less the break; overtime past the end is counted apart. */
export function punchedMinutes(shift: { startAt: number; endAt: number; breakMinutes: number }, checkInAt: number, checkOutAt: number) {
  const from = Math.max(checkInAt, shift.startAt);
  const to = Math.min(checkOutAt, shift.endAt);
  const regular = Math.max(0, Math.round((to - from) / MINUTE) - shift.breakMinutes);
  const overtime = Math.max(0, Math.floor((checkOutAt - shift.endAt) / MINUTE));
  return { regular, overtime };
}

/** Whether cancelling a hired shift now counts against the worker (inside GIG_CANCEL_FREE_HOURS of the start). */
export const cancelCounts = (startAt: number, now: number) => startAt - now < GIG_CANCEL_FREE_HOURS * HOUR;

/** Whole years of age on a day, from a birth year alone: between `low` and `high` (the month is not known). */
export const ageIn = (birthYear: number, date: string) => ({ low: Number(date.slice(0, 4)) - birthYear - 1, high: Number(date.slice(0, 4)) - birthYear });

export interface WorkerFacts {
  identity: GigWorkerIdentity;
  healthCertificate: boolean;
  birthYear: number | null;
}
export interface GigRequirementTerms {
  identity: GigIdentity;
  minAge: number;
  maxAge: number | null;
  healthCertificate: boolean;
}

/** Why a worker does not meet a gig's requirements (zh-CN, as the API says it), or null. */
export function requirementGap(req: GigRequirementTerms, worker: WorkerFacts, date: string): string | null {
  if (req.identity !== 'any' && req.identity !== worker.identity)
    return req.identity === 'student' ? '该零工仅限在校学生报名' : '该零工仅限职场人士报名（在校学生不可报名）';
  if (req.healthCertificate && !worker.healthCertificate) return '该零工需要有效的健康证：请先在零工资料中登记健康证';
  if (worker.birthYear !== null) {
    // The benefit of the doubt either way: only an age certainly outside the range refuses.
    const age = ageIn(worker.birthYear, date);
    if (age.high < req.minAge) return `该零工要求年满 ${req.minAge} 周岁`;
    if (req.maxAge !== null && age.low > req.maxAge) return `该零工要求 ${req.maxAge} 周岁及以下`;
  }
  return null;
}

export interface ShiftFacts {
  startAt: number;
  endAt: number;
  signUpDeadline: number;
  headcount: number;
  hired: number;
}

/**
 * Why this worker may not sign up for this shift now, as the API's code and reason, or null: started, sign-up
 * closed, full, requirement, already signed up, overlapping one of the worker's live shifts (`held`).
 */
export function shiftRefusal(
  shift: ShiftFacts & { date: string },
  req: GigRequirementTerms,
  worker: WorkerFacts | null,
  held: ReadonlyArray<{ startAt: number; endAt: number; sameShift: boolean; title: string }>,
  now: number,
): { code: GigErrorCode; message: string } | null {
  if (now >= shift.startAt) return { code: GIG_ERROR_CODES.shiftStarted, message: '该班次已开始或已结束，不能再报名' };
  if (now >= shift.signUpDeadline) return { code: GIG_ERROR_CODES.signupClosed, message: '该班次已过报名截止时间' };
  if (shift.hired >= shift.headcount) return { code: GIG_ERROR_CODES.shiftFull, message: '该班次已招满' };
  if (!worker) return { code: GIG_ERROR_CODES.profileNeeded, message: '请先填写零工资料（身份、健康证），再报名' };
  const gap = requirementGap(req, worker, shift.date);
  if (gap) return { code: GIG_ERROR_CODES.requirementUnmet, message: gap };
  if (held.some((h) => h.sameShift)) return { code: GIG_ERROR_CODES.alreadySignedUp, message: '您已报名该班次' };
  const clash = held.find((h) => overlaps(h, shift));
  if (clash) return { code: GIG_ERROR_CODES.overlap, message: `与您已报名的“${clash.title}”时间重叠：同一时间只能做一份零工` };
  return null;
}

/** Distance in km between two points (haversine), rounded to 0.1 km. */
export function distanceKm(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(12_742 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** 预付/保证金: how much of the wages of every place still to work the escrow covers. */
export type EscrowCover = 'full' | 'partial' | 'none';
export const escrowCover = (heldFen: number, neededFen: number): EscrowCover => (heldFen <= 0 ? 'none' : heldFen >= neededFen ? 'full' : 'partial');
