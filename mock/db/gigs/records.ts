import { createHash } from 'node:crypto';
import { GIG_CODE_ROTATE_SECONDS, hourlyEquivalentFen, scheduledMinutes, shiftSpan, shiftTimeSlots, type GigPostingValues } from '../../../src/contract/gig.ts';
import { cityOfDistrict } from '../../../src/dicts/city.ts';
import type { GigStatus, GigTimeSlot } from '../../../src/dicts/gig.ts';
import { zh } from '../recruiting/labels.ts';
import type { GigEmployerRecord, GigOrderRecord, GigRecord, GigStore, ShiftRecord } from './types.ts';

/** Building gig records (the seed and the employer's form share it), their derived fields, state and on-site code. */

const HOUR = 3_600_000;

export function makeShift(
  gigId: string,
  index: number,
  input: { date: string; start: string; end: string; breakMinutes: number; headcount: number },
  closeHours: number,
  hired = 0,
): ShiftRecord {
  const span = shiftSpan(input.date, input.start, input.end);
  return {
    id: `${gigId}-s${index + 1}`,
    ...input,
    overnight: span.overnight,
    startAt: span.startAt,
    endAt: span.endAt,
    signUpDeadline: span.startAt - closeHours * HOUR,
    paidMinutes: scheduledMinutes(span.startAt, span.endAt, input.breakMinutes),
    hired,
    timeSlots: shiftTimeSlots(input.date, input.start, span.overnight),
  };
}

/** Search helpers, recomputed whenever a gig's text or shifts change. */
export function indexGig(gig: GigRecord, employer: GigEmployerRecord) {
  gig.hay = `${gig.title} ${employer.name} ${zh(`dict.gigCategory.${gig.category}`)} ${gig.businessArea}`.toLowerCase();
  gig.timeSlots = new Set<GigTimeSlot>(gig.shifts.flatMap((s) => s.timeSlots));
  gig.hourlyFen = hourlyEquivalentFen(gig.pay, gig.shifts[0].paidMinutes, gig.shifts.length);
}

/** The employer's form as a record's fields (review and state are the caller's). */
export function postingFields(gigId: string, values: GigPostingValues, area: { businessArea: string; location: { lng: number; lat: number } }) {
  return {
    title: values.title,
    category: values.category,
    duties: values.duties,
    pay: {
      basis: values.pay.basis,
      amountFen: values.pay.amountFen,
      piecesPerShift: values.pay.basis === 'piece' ? (values.pay.piecesPerShift ?? null) : null,
    },
    settlement: values.settlement,
    shifts: values.shifts.map((s, i) => makeShift(gigId, i, s, values.signUpCloseHours)),
    signUpCloseHours: values.signUpCloseHours,
    requirements: { ...values.requirements },
    city: cityOfDistrict(values.district),
    district: values.district,
    businessArea: area.businessArea,
    address: values.address,
    howToGetThere: values.howToGetThere ?? null,
    location: area.location,
    mealsHousing: values.mealsHousing,
    remote: values.remote,
    urgent: values.urgent,
    autoHire: values.autoHire,
    photos: values.photos,
    video: values.video,
  };
}

/** A shift takes sign-ups: before its deadline, with a place left. */
export const takesSignUps = (shift: ShiftRecord, now: number) => now < shift.signUpDeadline && shift.hired < shift.headcount;

export function gigStatus(gig: GigRecord, now: number): GigStatus {
  if (gig.review === 'pending') return 'pending';
  if (gig.review === 'rejected') return 'rejected';
  if (gig.closed) return 'closed';
  if (gig.shifts.every((s) => s.endAt <= now)) return 'ended';
  return gig.shifts.some((s) => takesSignUps(s, now)) ? 'open' : 'full';
}

/** Public: approved and not closed (an ended gig's page still shows, without sign-up). */
export const isPublic = (gig: GigRecord) => gig.review === 'approved' && !gig.closed;

/** The rotating 6-digit code for a period (GIG_CODE_ROTATE_SECONDS). */
export function codeAt(gig: GigRecord, period: number): string {
  const digest = createHash('sha256').update(`${gig.codeSecret}:${period}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
export const periodOf = (now: number) => Math.floor(now / (GIG_CODE_ROTATE_SECONDS * 1000));
/** The code shown now, or the one just before it (a worker typing as it turns). */
export const codeMatches = (gig: GigRecord, code: string, now: number) => code === codeAt(gig, periodOf(now)) || code === codeAt(gig, periodOf(now) - 1);

export function addOrder(store: GigStore, order: GigOrderRecord) {
  store.orders.set(order.id, order);
  push(store.ordersByWorker, order.workerId, order);
  push(store.ordersByGig, order.gigId, order);
}
function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** LG + the Beijing date + a sequence: what people quote on the phone. */
export const orderNo = (at: number, seq: number) => `LG${new Date(at + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}${String(seq).padStart(5, '0')}`;

export function newOrder(store: GigStore, gig: GigRecord, shift: ShiftRecord, workerId: string, at: number): GigOrderRecord {
  const seq = ++store.counters.order;
  return {
    id: `go${seq}`,
    no: orderNo(at, seq),
    gigId: gig.id,
    shiftId: shift.id,
    workerId,
    employerId: gig.employerId,
    status: 'applied',
    statusBeforeDispute: null,
    cancelledBy: null,
    cancelReason: null,
    strike: false,
    appliedAt: at,
    hiredAt: null,
    cancelledAt: null,
    checkInAt: null,
    checkOutAt: null,
    confirmed: null,
    workerConfirmedAt: null,
    objection: null,
    slip: null,
    byWorker: null,
    byEmployer: null,
    disputeId: null,
  };
}

export const shiftOf = (gig: GigRecord, order: GigOrderRecord) => gig.shifts.find((s) => s.id === order.shiftId)!;
