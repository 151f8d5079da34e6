// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GIG_AGE, GIG_PAY_LIMITS_FEN, shiftSpan } from '../src/contract/gigValues.ts';
import { findDiscriminatoryWording, titlePayWords } from '../src/contract/jobWording.ts';
import { CITY_VALUES } from '../src/dicts/city.ts';
import { createDb } from './db/index.ts';
import { CITY_TIER } from './db/gigs/content.ts';

/**
 * Realism of the gig seed, as a reader of /hourlyworker would check it: enough gigs in every city, pay that fits
 * the city and the work, dates that agree with the seed's clock and with each other, lawful requirements, and
 * money that adds up.
 */
const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const DAY = 86_400_000;
const db = createDb(NOW);
const gigs = [...db.gigs.gigs.values()];
const yuanPerHour = (fen: number) => fen / 100;

describe('gig seed realism', () => {
  it('at least 600 gigs, in every city of the seed, most of them open to sign-up', () => {
    expect(gigs.length).toBeGreaterThanOrEqual(600);
    for (const city of CITY_VALUES) expect([city, gigs.some((g) => g.city === city)]).toEqual([city, true]);
    const open = gigs.filter((g) => g.review === 'approved' && !g.closed && g.shifts.some((s) => s.signUpDeadline > NOW && s.hired < s.headcount));
    expect(open.length).toBeGreaterThan(gigs.length / 2);
  });

  it('餐饮服务员 pay 22–30 元/时 in 二线城市, more in 一线, and no hourly pay under the floor', () => {
    const waiters = gigs.filter((g) => g.category === 'waiter' && g.pay.basis === 'hour');
    const tier3 = waiters.filter((g) => CITY_TIER[g.city] === 3);
    expect(tier3.length).toBeGreaterThan(3);
    expect(
      tier3.filter((g) => yuanPerHour(g.pay.amountFen) < 22 || yuanPerHour(g.pay.amountFen) > 30).map((g) => `${g.id} ${g.city} ${g.pay.amountFen}`),
    ).toEqual([]);
    const mean = (list: typeof gigs) => list.reduce((s, g) => s + g.pay.amountFen, 0) / list.length;
    expect(mean(waiters.filter((g) => CITY_TIER[g.city] === 1))).toBeGreaterThan(mean(tier3));
    for (const g of gigs) {
      const limits = GIG_PAY_LIMITS_FEN[g.pay.basis];
      expect([g.id, g.pay.amountFen >= limits.min && g.pay.amountFen <= limits.max]).toEqual([g.id, true]);
      // Whatever the basis, the hourly equivalent is not below the hourly floor nor absurd.
      expect([g.id, g.title, g.hourlyFen >= GIG_PAY_LIMITS_FEN.hour.min && g.hourlyFen <= 20_000]).toEqual([g.id, g.title, true]);
    }
  });

  it('dates agree with the clock and each other: posted before the first shift, deadlines before starts, shifts in order', () => {
    for (const g of gigs) {
      const first = g.shifts[0];
      expect([g.id, g.postedAt < first.startAt, g.postedAt <= NOW]).toEqual([g.id, true, true]);
      expect([g.id, first.startAt > NOW - 120 * DAY, g.shifts.at(-1)!.startAt < NOW + 60 * DAY]).toEqual([g.id, true, true]);
      for (const [i, s] of g.shifts.entries()) {
        const span = shiftSpan(s.date, s.start, s.end);
        expect([s.id, s.startAt, s.endAt, s.signUpDeadline < s.startAt, s.hired <= s.headcount]).toEqual([s.id, span.startAt, span.endAt, true, true]);
        if (i) expect(s.startAt).toBeGreaterThan(g.shifts[i - 1].endAt);
      }
    }
  });

  it('lawful requirements and wording: 18+ for night work, 健康证 for food handling, no discriminatory or pay words in titles', () => {
    for (const g of gigs) {
      if (g.timeSlots.has('night')) expect([g.id, g.requirements.minAge]).toEqual([g.id, GIG_AGE.nightMin]);
      expect(g.requirements.minAge).toBeGreaterThanOrEqual(GIG_AGE.min);
      if (g.category === 'waiter' || g.category === 'kitchen') expect([g.id, g.requirements.healthCertificate]).toEqual([g.id, true]);
      for (const text of [g.title, ...g.duties, ...g.requirements.notes]) expect([g.id, text, findDiscriminatoryWording(text)]).toEqual([g.id, text, null]);
      expect([g.id, titlePayWords(g.title)]).toEqual([g.id, null]);
      if (g.remote) expect([g.id, g.category]).toEqual([g.id, expect.stringMatching(/dataLabel|onlineService/)]);
    }
  });

  it('money adds up: escrow in = held + paid + returned; slips net = gross − deductions ≥ 0; late ones are on the credit', () => {
    for (const g of gigs) {
      const e = g.escrow;
      expect([g.id, e.toppedUpFen, e.heldFen >= 0]).toEqual([g.id, e.heldFen + e.paidOutFen + e.refundedFen, true]);
    }
    const slips = [...db.gigs.orders.values()].filter((o) => o.slip);
    expect(slips.length).toBeGreaterThan(30);
    for (const o of slips) {
      const s = o.slip!;
      expect([o.id, s.netFen, s.netFen >= 0, s.late]).toEqual([o.id, s.grossFen - s.deductionsFen, true, s.settledAt > s.dueAt]);
      if (s.late) expect(db.gigs.employers.get(o.employerId)!.late.some((l) => l.orderId === o.id)).toBe(true);
    }
    const paid = new Map<string, number>();
    for (const o of slips) paid.set(o.gigId, (paid.get(o.gigId) ?? 0) + o.slip!.netFen);
    for (const [gigId, fen] of paid) expect([gigId, db.gigs.gigs.get(gigId)!.escrow.paidOutFen]).toEqual([gigId, fen]);
  });
});
