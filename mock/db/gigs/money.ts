import { GIG_OVERTIME_RATE, hourlyEquivalentFen, settleDeadline, type GigSlipItem } from '../../../src/contract/gig.ts';
import { zh } from '../recruiting/labels.ts';
import type { GigOrderRecord, GigRecord, GigStore, ShiftRecord } from './types.ts';

/**
 * The money of gig work, in 分: a shift's slip (hours × rate, overtime, deductions with reasons), what the escrow
 * must hold, and the payout deadline. Settling never makes a negative or second payment: the route checks the
 * slip against the escrow and the order's state before anything changes.
 */

const lastEnd = (gig: GigRecord) => Math.max(...gig.shifts.map((s) => s.endAt));
export const settleByOf = (gig: GigRecord, shift: ShiftRecord) => settleDeadline(gig.settlement, shift.endAt, lastEnd(gig));

/** The slip's lines from confirmed hours: base by the pay basis, overtime at GIG_OVERTIME_RATE, deductions. */
export function slipOf(
  gig: GigRecord,
  shift: ShiftRecord,
  confirmed: NonNullable<GigOrderRecord['confirmed']>,
  deductions: ReadonlyArray<{ amountFen: number; reason: string }>,
) {
  const items: GigSlipItem[] = [];
  const { pay } = gig;
  const label = (id: 'base' | 'overtime' | 'deduction') => zh(`dict.gigSlipLine.${id}`);
  switch (pay.basis) {
    case 'hour':
      items.push({
        kind: 'base',
        label: label('base'),
        quantity: confirmed.regularMinutes,
        unit: 'minute',
        rateFen: pay.amountFen,
        amountFen: Math.round((pay.amountFen * confirmed.regularMinutes) / 60),
        reason: null,
      });
      break;
    case 'day':
      items.push({ kind: 'base', label: label('base'), quantity: 1, unit: 'day', rateFen: pay.amountFen, amountFen: pay.amountFen, reason: null });
      break;
    case 'piece': {
      const pieces = confirmed.pieces ?? 0;
      items.push({
        kind: 'base',
        label: label('base'),
        quantity: pieces,
        unit: 'piece',
        rateFen: pay.amountFen,
        amountFen: pay.amountFen * pieces,
        reason: null,
      });
      break;
    }
    case 'job':
      // 整单: the whole job's pay, split evenly over its shifts.
      items.push({
        kind: 'base',
        label: label('base'),
        quantity: 1,
        unit: 'job',
        rateFen: Math.round(pay.amountFen / gig.shifts.length),
        amountFen: Math.round(pay.amountFen / gig.shifts.length),
        reason: null,
      });
      break;
  }
  if (confirmed.overtimeMinutes > 0) {
    const rate = Math.round(hourlyEquivalentFen(pay, shift.paidMinutes, gig.shifts.length) * GIG_OVERTIME_RATE);
    items.push({
      kind: 'overtime',
      label: label('overtime'),
      quantity: confirmed.overtimeMinutes,
      unit: 'minute',
      rateFen: rate,
      amountFen: Math.round((rate * confirmed.overtimeMinutes) / 60),
      reason: null,
    });
  }
  for (const d of deductions)
    items.push({ kind: 'deduction', label: label('deduction'), quantity: null, unit: null, rateFen: null, amountFen: -d.amountFen, reason: d.reason });
  const grossFen = items.filter((i) => i.kind !== 'deduction').reduce((sum, i) => sum + i.amountFen, 0);
  const deductionsFen = deductions.reduce((sum, d) => sum + d.amountFen, 0);
  return { items, grossFen, deductionsFen, netFen: grossFen - deductionsFen };
}

/** Wages of every place on the shifts not yet over, less nothing paid: what a fully prepaid escrow holds. */
export function escrowNeededFen(gig: GigRecord, now: number, unsettledFen: number): number {
  let total = unsettledFen;
  for (const shift of gig.shifts) {
    if (shift.endAt <= now) continue;
    const perWorker =
      gig.pay.basis === 'job'
        ? Math.round(gig.pay.amountFen / gig.shifts.length)
        : gig.pay.basis === 'hour'
          ? Math.round((gig.pay.amountFen * shift.paidMinutes) / 60)
          : gig.pay.basis === 'day'
            ? gig.pay.amountFen
            : gig.pay.amountFen * (gig.pay.piecesPerShift ?? 0);
    total += perWorker * shift.headcount;
  }
  return total;
}

/** Whether a worker is still owed the wages of a shift of the gig: a hire (or one under dispute) not yet settled. */
export const owesWages = (store: GigStore, gig: GigRecord) =>
  (store.ordersByGig.get(gig.id) ?? []).some((o) => !o.slip && (o.status === 'hired' || o.status === 'disputed'));
