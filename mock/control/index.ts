import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ERROR_CODES } from '../../src/contract/envelope.ts';
import { readBody } from '../core/body.ts';
import { ApiError, invalid } from '../core/errors.ts';
import { sendJson } from '../core/router.ts';
import type { MockStates } from '../core/testStates.ts';
import { parseOrThrow } from '../core/validate.ts';
import type { Db } from '../db/index.ts';
import { advanceClock, catchUp, clockView, parseDuration, setClock, stateNow } from './clock.ts';
import { compileFault, faultView } from './faults.ts';
import { scenarioList, SCENARIOS } from './scenarios.ts';
import { smsView } from './sms.ts';
import { controlOf } from './stateControl.ts';

/**
 * The test control API (docs/API.md, "Test-only"): `/user/__test__/…`, unsigned, on the state the request names
 * with `x-mock-state`. It exists only when the server was started with MOCK_TEST_API=1; otherwise these paths
 * are unknown paths (404) like any other. It is Node code of the mock server: nothing of it is in the browser
 * build (config/scripts/serverOnly.ts checks the build for it).
 */
type Handler = (ctx: { db: Db; body: Record<string, unknown>; query: URLSearchParams; realNow: () => number; req: IncomingMessage }) => unknown;

const scenarioBody = z.object({
  scenario: z.enum(Object.keys(SCENARIOS) as [string, ...string[]], { error: `scenario 须为：${Object.keys(SCENARIOS).join('、')}` }).optional(),
});
const clockBody = z
  .object({
    /** An ISO date-time or epoch milliseconds. */
    at: z.union([z.string(), z.number()]).optional(),
    /** `90s`, `30m`, `2h`, `3d` or milliseconds; forward only. */
    advance: z.union([z.string(), z.number()]).optional(),
  })
  .strict()
  .refine((b) => (b.at === undefined) !== (b.advance === undefined), { error: '须给出 at 或 advance 之一', path: ['_'] });
const smsBody = z.object({ delayMs: z.number({ error: 'delayMs 须为毫秒数' }).int().min(0).max(3_600_000) }).strict();
const limitQuery = z.coerce.number({ error: 'limit 须为 1–200' }).int().min(1).max(200).default(50);

const bad = (field: string, message: string) => invalid([{ field, message }]);

const handlers: Record<string, Handler> = {
  'GET /scenarios': () => ({ list: scenarioList() }),
  'GET /clock': ({ db, realNow }) => clockView(db, stateNow(db, realNow)),
  'POST /clock': ({ db, body, realNow }) => {
    const { at, advance } = parseOrThrow(clockBody, body);
    if (advance !== undefined) {
      const ms = parseDuration(advance);
      if (ms === null) throw bad('advance', 'advance 须为非负时长：毫秒数或 90s、30m、2h、3d');
      return clockView(db, advanceClock(db, realNow, ms));
    }
    const ms = typeof at === 'number' ? at : Date.parse(at!);
    if (!Number.isFinite(ms)) throw bad('at', 'at 须为 ISO 时间或毫秒时间戳');
    return clockView(db, setClock(db, realNow, ms));
  },
  'GET /faults': ({ db }) => ({ list: controlOf(db).faults.map(faultView) }),
  'POST /faults': ({ db, body }) => {
    const control = controlOf(db);
    const fault = compileFault(body, ++control.nextFaultNo);
    control.faults.push(fault);
    return faultView(fault);
  },
  'DELETE /faults': ({ db }) => {
    const control = controlOf(db);
    const cleared = control.faults.length;
    control.faults = [];
    return { cleared };
  },
  'POST /stream/close': ({ db }) => {
    // A dropped connection, not a goodbye: no `closed` event, so the app reconnects and catches up.
    const streams = [...controlOf(db).streams];
    for (const res of streams) res.socket?.destroy();
    return { closed: streams.length };
  },
  'GET /sms': ({ db, realNow }) => smsView(db, stateNow(db, realNow)),
  'POST /sms': ({ db, body, realNow }) => {
    controlOf(db).smsDelayMs = parseOrThrow(smsBody, body).delayMs;
    return smsView(db, stateNow(db, realNow));
  },
  'GET /requests': ({ db, query }) => {
    const limit = parseOrThrow(limitQuery, query.get('limit') ?? undefined);
    const prefix = query.get('path');
    const log = controlOf(db).log.filter((r) => !prefix || r.path.startsWith(prefix));
    return { list: log.slice(-limit) };
  },
  'DELETE /requests': ({ db }) => {
    const control = controlOf(db);
    const cleared = control.log.length;
    control.log = [];
    return { cleared };
  },
};

/** Answers a control request (`path` without `/user`, starting with `/__test__/`). */
export async function answerControl(
  states: MockStates,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  url: URL,
  path: string,
  realNow: () => number,
) {
  const name = path.slice('/__test__'.length);
  const body = method === 'GET' ? {} : await readBody(req);
  if (method === 'POST' && name === '/reset') {
    const { scenario = 'seed' } = parseOrThrow(scenarioBody, body);
    const { state, db } = states.reset(req);
    const now = stateNow(db, realNow);
    sendJson(res, 200, { success: true, data: { state, scenario, now: new Date(now).toISOString(), ...SCENARIOS[scenario].build(db, now) } });
    return;
  }
  const handler = handlers[`${method} ${name}`];
  if (!handler) throw new ApiError(404, ERROR_CODES.notFound, `接口不存在：${method} /user${path}`);
  const db = states.of(req);
  catchUp(db, stateNow(db, realNow));
  sendJson(res, 200, { success: true, data: (await handler({ db, body, query: url.searchParams, realNow, req })) ?? null });
}
