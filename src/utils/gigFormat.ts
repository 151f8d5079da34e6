import type { GigPayBasis } from '@/dicts/gig.ts';
import type { MessageId } from '@/locales/types.ts';

/**
 * How the gig pages write a gig's facts (issue 27): money from the API's 分, pay with its unit, hours, the shift's
 * times and the distance. Pure functions of the values, shared by the card (/hourlyworker), the detail page and
 * the worker's orders; the words around the numbers are messages (`gig.pay.*`, `gig.distance.*`).
 */

/** 分 → 元 as people write it: 2500 → "25", 2550 → "25.5", 12 → "0.12"; thousands grouped (330000 → "3,300"). */
export function yuan(fen: number): string {
  const negative = fen < 0;
  const abs = Math.abs(Math.round(fen));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents === 0 ? '' : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}

/** The message of a pay amount with its basis's unit: 25 元/时, 275 元/天, 0.5 元/件, 800 元/单. */
export const PAY_UNIT_IDS: Record<GigPayBasis, MessageId> = {
  hour: 'gig.pay.perHour',
  day: 'gig.pay.perDay',
  piece: 'gig.pay.perPiece',
  job: 'gig.pay.perJob',
};

/** Paid minutes as hours with at most one decimal: 360 → 6, 450 → 7.5, 500 → 8.3. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 10) / 10;

/** A shift's daily times, `09:00–18:00`; an overnight one says it ends the next day (the message adds 次日). */
export function shiftTimes(start: string, end: string): string {
  return `${start}–${end}`;
}

/**
 * The distance from the chosen place, as a message and its value: under 1 km in metres rounded to 100 m
 * (never "0 m": a gig 30 m away is "<100 m"), else km with one decimal under 10 km, whole km above.
 */
export function distanceOf(km: number): { id: MessageId; value: number } {
  if (km < 0.1) return { id: 'gig.distance.near', value: 100 };
  if (km < 1) return { id: 'gig.distance.m', value: Math.round(km * 10) * 100 };
  return { id: 'gig.distance.km', value: km < 10 ? Math.round(km * 10) / 10 : Math.round(km) };
}

/** The first and last shift dates: one date when they are the same day. */
export const dateSpan = (first: string, last: string): [string] | [string, string] => (first === last ? [first] : [first, last]);

/** 招N/已录M: the places left to fill (never negative). */
export const placesLeft = (headcount: number, hired: number): number => Math.max(0, headcount - hired);
