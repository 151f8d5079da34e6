import type { z } from 'zod';
import { GIG_ERROR_CODES as CODES, gigRatingBody } from '../../src/contract/gig.ts';
import { ApiError } from '../core/errors.ts';
import { route, type AuthLevel, type Ctx, type RouteDef } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { shiftOf } from '../db/gigs/records.ts';
import type { GigOrderRecord, GigRecord, ShiftRecord } from '../db/gigs/types.ts';

/**
 * What the worker's order actions (/me/gig-orders/:id/…, routes/gigs.ts) and the employer's
 * (/enterprise/gig-orders/:id/…, routes/gigEmployer.ts) have in common: each loads the caller's own order (anyone
 * else's id answers 404) brought up to the clock, checks it, changes it and answers with the order as that side
 * sees it. The two sides differ in who they are and what they may do; the shape, the refusals' form and the
 * rating are one.
 */

/** A 409 (or another status) with one of the gig codes and, for sign-ups, the refused shifts as fields. */
export const refuse = (code: string, message: string, status = 409, fields?: Array<{ field: string; message: string }>) =>
  new ApiError(status, code, message, fields);
export const stateError = (message: string) => refuse(CODES.orderState, message);

/** The order's gig and the shift it is for. */
export const orderContext = (db: Db, order: GigOrderRecord) => {
  const gig = db.gigs.gigs.get(order.gigId)!;
  return { gig, shift: shiftOf(gig, order) };
};

/** One side of an order: who may call, how it finds its own orders, and how it sees one. */
export interface OrderSide<View> {
  auth: AuthLevel;
  /** The caller's own order with its lifecycle brought up to `now`; anyone else's id throws 404. */
  own(db: Db, user: UserRecord | null, id: string, now: number): GigOrderRecord;
  view(db: Db, order: GigOrderRecord, now: number): View;
}

export type OrderActionCtx<B> = Ctx<unknown, B> & { order: GigOrderRecord; gig: GigRecord; shift: ShiftRecord };

/**
 * `POST <prefix>/:id/<action>`: load the order, let `act` check it (throwing its refusal before anything has
 * changed) and change it, answer the side's view. Nothing is awaited in between, so parallel requests on one
 * order are served one after the other and the second finds the first's change.
 */
export function orderAction<View, BS extends z.ZodType = z.ZodType<Record<string, never>>>(
  side: OrderSide<View>,
  path: string,
  def: { body?: BS; act: (ctx: OrderActionCtx<z.infer<BS>>) => void },
): RouteDef {
  return route({
    method: 'POST',
    path,
    auth: side.auth,
    body: def.body,
    handler: (ctx): View => {
      const order = side.own(ctx.db, ctx.user, ctx.params.id, ctx.now);
      def.act({ ...ctx, order, ...orderContext(ctx.db, order) });
      return side.view(ctx.db, order, ctx.now);
    },
  });
}

/**
 * Rating the other side once the order is settled (`by`: whose rating this is); once both have rated, the order
 * has ended. `ratedMessage`: the refusal of a second rating, in that side's words.
 */
export function rateAction<View>(side: OrderSide<View>, path: string, by: 'byWorker' | 'byEmployer', ratedMessage: string): RouteDef {
  return orderAction(side, path, {
    body: gigRatingBody,
    act: ({ order, body, now }) => {
      if (order[by]) throw refuse(CODES.alreadyRated, ratedMessage);
      if (!order.slip || (order.status !== 'toRate' && order.status !== 'ended')) throw stateError('结算后才能评价');
      order[by] = { score: body.score, comment: body.comment ?? null, at: now };
      if (order[by === 'byWorker' ? 'byEmployer' : 'byWorker']) order.status = 'ended';
    },
  });
}
