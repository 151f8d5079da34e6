/**
 * A charge happens only with a success. server.ts runs every handler through chargeOnlyOnSuccess; each quota draw
 * (membership.consumeQuota) registers how to undo itself, and a request that fails after drawing gets its draws
 * undone before the error goes out, so nobody pays for an answer they did not get. Handlers are synchronous, so
 * one request's draws never mix with another's.
 */

const open = new WeakMap<object, Array<() => void>>();

/** Registers the undo of a draw made by the request being handled (outside a request: nothing to undo). */
export function undoOnFailure(db: object, undo: () => void) {
  open.get(db)?.push(undo);
}

export function chargeOnlyOnSuccess<T>(db: object, run: () => T): T {
  const undo: Array<() => void> = [];
  const outer = open.get(db);
  open.set(db, undo);
  try {
    return run();
  } catch (error) {
    for (const step of undo.reverse()) step();
    throw error;
  } finally {
    if (outer) open.set(db, outer);
    else open.delete(db);
  }
}
