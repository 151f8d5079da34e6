import { GIG_PAY_TRACK_VALUES, type GigOrderStatus, type GigPayTrack } from '@/dicts/gig.ts';

/**
 * Plain rules both gig-order pages (the worker's /myodd, the employer's /gigmanage) draw from, kept apart from
 * the components so they are tested alone.
 */

/** 分 → 元 with two decimals (12345 → "123.45"), the way a pay slip writes money. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** 元 typed into a form → 分, rounded to the fen (null when nothing usable was typed). */
export const fenOf = (yuanValue: number | null | undefined) =>
  yuanValue === null || yuanValue === undefined || Number.isNaN(yuanValue) ? null : Math.round(yuanValue * 100);

/** Minutes as hours with at most two decimals (450 → 7.5). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Where the pay track stands: the index of the current step (0 待到岗 … 4 已结算), or -1 when the order has no
 * track (not yet hired, or cancelled).
 */
export const payTrackStep = (track: GigPayTrack | null) => (track ? GIG_PAY_TRACK_VALUES.indexOf(track) : -1);

/** The colour of an order's state tag. */
export const ORDER_STATUS_COLOR: Record<GigOrderStatus, 'blue' | 'green' | 'orange' | 'red' | undefined> = {
  applied: 'blue',
  hired: 'green',
  toRate: 'orange',
  ended: undefined,
  cancelled: undefined,
  disputed: 'red',
};
