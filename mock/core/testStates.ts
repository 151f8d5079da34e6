import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/index.ts';
import { rejected } from './errors.ts';

/**
 * The mock's data, and the test-only API over it.
 *
 * Normally there is one state, the seeded Db, and nothing can reset it but a restart. With the test API on
 * (`testApi`, set from MOCK_TEST_API=1, which only the Playwright webServer command sets), a client may name
 * its own state with the `x-mock-state` header, and `POST /user/__test__/reset` re-seeds the state it names.
 * Each e2e worker then works on a state of its own and starts every test from the seed, without clobbering
 * the other worker's. Without the flag the header is ignored and the reset path is an unknown path (404).
 */
export const MOCK_STATE_HEADER = 'x-mock-state';
export const TEST_RESET_PATH = '/__test__/reset';
/** Every path of the test control API starts so (mock/control: scenarios, clock, faults, request log). */
export const TEST_PATH_PREFIX = '/__test__/';

/** The flag that turns the test API on when the dev or preview server starts (vite.config.ts). */
export const testApiEnabled = (env: Record<string, string | undefined>) => env.MOCK_TEST_API === '1';

const STATE_NAME = /^[\w-]{1,40}$/;
/** A bound on memory (each state holds a full seed): the oldest named state goes when a new one arrives. */
const MAX_NAMED_STATES = 8;

export interface MockStates {
  /** The state of every request that names none (the only one without the test API). */
  readonly main: Db;
  /** The state a request works on. */
  of(req: IncomingMessage): Db;
  /** Re-seeds the state the request names (the main one when it names none, or there is no request). */
  reset(req?: IncomingMessage): { state: string; db: Db };
}

export function createMockStates(seed: () => Db, testApi: boolean): MockStates {
  let main = seed();
  const named = new Map<string, Db>();

  function nameOf(req: IncomingMessage | undefined): string | null {
    const raw = req?.headers[MOCK_STATE_HEADER];
    if (!testApi || raw === undefined) return null;
    if (typeof raw !== 'string' || !STATE_NAME.test(raw)) throw rejected('BAD_MOCK_STATE', `${MOCK_STATE_HEADER} 须为 1–40 个字母、数字、- 或 _`);
    return raw;
  }

  function store(name: string, db: Db) {
    named.delete(name);
    if (named.size >= MAX_NAMED_STATES) named.delete(named.keys().next().value!);
    named.set(name, db);
    return db;
  }

  return {
    get main() {
      return main;
    },
    of(req) {
      const name = nameOf(req);
      if (name === null) return main;
      return named.get(name) ?? store(name, seed());
    },
    reset(req) {
      const name = nameOf(req);
      const db = seed();
      if (name === null) main = db;
      else store(name, db);
      return { state: name ?? 'main', db };
    },
  };
}
