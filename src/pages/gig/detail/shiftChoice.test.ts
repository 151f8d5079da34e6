import { describe, expect, it } from 'vitest';
import type { GigShiftView } from '@/contract/gig.ts';
import { RequestError } from '@/services/request/errors.ts';
import { refusalWords, refusedShifts, resumedShiftIds, shiftChoice, signUpAction } from './shiftChoice.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-27T02:00:00.000Z');
const shift = (patch: Partial<GigShiftView> = {}): GigShiftView => ({
  id: 'g1-s1',
  date: '2026-11-30',
  start: '17:00',
  end: '23:00',
  overnight: false,
  breakMinutes: 0,
  paidMinutes: 360,
  payFen: 27500,
  headcount: 6,
  hired: 2,
  applied: 1,
  startAt: new Date(now + 72 * HOUR).toISOString(),
  endAt: new Date(now + 78 * HOUR).toISOString(),
  signUpDeadline: new Date(now + 70 * HOUR).toISOString(),
  settleBy: new Date(now + 102 * HOUR).toISOString(),
  timeSlots: ['day'],
  myOrderId: null,
  refusal: null,
  ...patch,
});

describe('shiftChoice', () => {
  it('lets an open shift with places be chosen', () => {
    expect(shiftChoice(shift(), now)).toEqual({ mine: false, refusal: null, choosable: true });
  });
  it('refuses a full, closed or started shift with the contract reason, for visitors too', () => {
    expect(shiftChoice(shift({ hired: 6 }), now).refusal?.code).toBe('SHIFT_FULL');
    expect(shiftChoice(shift({ signUpDeadline: new Date(now - 1).toISOString() }), now).refusal?.code).toBe('SIGNUP_CLOSED');
    expect(shiftChoice(shift({ startAt: new Date(now).toISOString() }), now).refusal?.code).toBe('SHIFT_STARTED');
  });
  it('closes a shift whose deadline passes while the page is open', () => {
    const open = shift({ signUpDeadline: new Date(now + 1000).toISOString() });
    expect(shiftChoice(open, now).choosable).toBe(true);
    expect(shiftChoice(open, now + 1000).refusal?.code).toBe('SIGNUP_CLOSED');
  });
  it("keeps the API's own refusal for the worker (overlap, requirement) and the worker's own order", () => {
    const overlap = { code: 'SHIFT_OVERLAP' as const, message: '与您已报名的“商超收银员”时间重叠：同一时间只能做一份零工' };
    expect(shiftChoice(shift({ refusal: overlap }), now)).toEqual({ mine: false, refusal: overlap, choosable: false });
    expect(shiftChoice(shift({ myOrderId: 'go9' }), now)).toMatchObject({ mine: true, choosable: false });
  });
});

describe('refusedShifts', () => {
  it("names the refused shifts from the 409's fields, by their index in what was sent", () => {
    const error = new RequestError(409, '该班次已招满', 'SHIFT_FULL', [
      { field: 'shiftIds.1', message: '该班次已招满' },
      { field: 'shiftIds.7', message: 'ignored: nothing was sent there' },
    ]);
    expect([...refusedShifts(error, ['a', 'b'])]).toEqual([['b', '该班次已招满']]);
    expect(refusedShifts(new Error('x'), ['a']).size).toBe(0);
  });
});

describe('the way back from signing in', () => {
  it('carries the chosen shifts', () => {
    expect(resumedShiftIds(signUpAction(['g1-s1', 'g1-s2']))).toEqual(['g1-s1', 'g1-s2']);
    expect(resumedShiftIds('save')).toBeNull();
    expect(resumedShiftIds(null)).toBeNull();
  });
});

describe('refusalWords', () => {
  const overlap = { code: 'SHIFT_OVERLAP' as const, message: '与您已报名的“商超收银员”时间重叠' };
  it("gives a Chinese reader the API's specific sentence, others the code's own", () => {
    expect(refusalWords(overlap, 'zh-CN')).toEqual({ text: overlap.message });
    expect(refusalWords(overlap, 'en-US')).toEqual({ id: 'gig.refusal.overlap' });
    expect(refusalWords({ code: 'GIG_NOT_OPEN', message: '零工已下线' }, 'en-US')).toEqual({ text: '零工已下线' });
  });
});
