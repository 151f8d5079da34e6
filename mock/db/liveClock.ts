import { hubOf } from '../core/hub.ts';
import type { Db } from './index.ts';

/**
 * Answers that come from the server's side (reviewers, account managers) settle before each request, but a person
 * who only watches a page sends none: without a clock the answer would reach their stream only with someone's next
 * request. While something waits (`waiting`) and someone listens on the state's stream, `settle` runs every
 * `tickMs`; with no listener nobody needs the push (the next request settles it), so the clock stops and a reset
 * state is let go. One clock per state and purpose.
 */
export function liveClock({ waiting, settle, tickMs }: { waiting: (db: Db) => boolean; settle: (db: Db, now: number) => void; tickMs: number }) {
  const clocks = new WeakMap<Db, ReturnType<typeof setInterval>>();
  const listened = (db: Db) => hubOf(db).streams.size > 0;
  /** Called after each request: starts this state's clock when an answer is due and someone listens. */
  return (db: Db, now: () => number) => {
    if (clocks.has(db) || !waiting(db) || !listened(db)) return;
    const clock = setInterval(() => {
      if (!waiting(db) || !listened(db)) {
        clearInterval(clock);
        clocks.delete(db);
        return;
      }
      settle(db, now());
    }, tickMs);
    // Never what keeps a test run or the standalone server alive.
    clock.unref?.();
    clocks.set(db, clock);
  };
}
