import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessSubjectOf } from './db/access.ts';
import { createDb, type Db } from './db/index.ts';
import { BodyTooLarge, isClosing, MAX_BODY_BYTES, readBody, refuseBody, refuseUnread, searchParamsToObject } from './core/body.ts';
import { ApiError, unauthenticated } from './core/errors.ts';
import {
  authorize,
  badPath,
  compile,
  refuseUnless,
  decodeParams,
  failure,
  match,
  runValidation,
  sendError,
  sendJson,
  sendRaw,
  unknownPath,
  type RawResponse,
} from './core/router.ts';
import { hasMalformedEscape } from './core/paths.ts';
import { endExpiredStreams, liveSession } from './core/sessions.ts';
import { SignatureChecker } from './core/signature.ts';
import { createMockStates, TEST_PATH_PREFIX } from './core/testStates.ts';
import { answerControl } from './control/index.ts';
import { catchUp, stateNow } from './control/clock.ts';
import { applyFault, takeFault } from './control/faults.ts';
import { bodyForLog, logRequest, type LoggedRequest } from './control/requestLog.ts';
import { holdSentCode } from './control/sms.ts';
import { controlOf } from './control/stateControl.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './core/rateLimit.ts';
import { allRoutes } from './routes/index.ts';
import type { StreamResponse } from './routes/chat.ts';
import { settleDueReviews } from './db/reviews.ts';
import { keepReviewing } from './db/reviewClock.ts';
import { keepManaging } from './db/services/clock.ts';
import { chargeOnlyOnSuccess } from './db/charges.ts';
import type { Permission } from '../src/contract/permissions.ts';

/**
 * The mock /user API as one request handler, mounted in three places: the Vite dev server, `vite preview` and
 * the standalone `npm run mock` server. Every request is checked the way a real backend would (version,
 * signature, timestamp window, replay), then routed, validated and answered with the envelope.
 */
export const API_PREFIX = '/user';
export const DEFAULT_SIGN_KEY = 'jucai-sign-key-2026';

export interface MockApiOptions {
  signKey?: string;
  now?: () => number;
  /** Artificial latency in ms, to see loading states (MOCK_DELAY_MS). */
  delayMs?: number;
  /**
   * Test-only: per-client states and `POST /user/__test__/reset` (see core/testStates.ts). On only when the
   * server was started with MOCK_TEST_API=1, which only the Playwright webServer command sets.
   */
  testApi?: boolean;
  /** Other numbers for the rate limits (the chat benchmark sends 100 messages in a row); the contract's by default. */
  limits?: Partial<RateLimits>;
  /**
   * Test-only: permissions this mock does not check (a tenant rule deliberately broken). Only the contract
   * checks' set-up passes it (contract/globalSetup.ts), to prove they fail against a backend that skips a rule.
   */
  uncheckedPermissions?: readonly Permission[];
}

export interface MockApi {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Connect-style middleware: answers paths under /user, passes the rest on. */
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  readonly db: Db;
  /** Back to the seeded state (used by tests). */
  reset(): void;
}

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const realNow = options.now ?? Date.now;
  const signKey = options.signKey ?? DEFAULT_SIGN_KEY;
  // Signatures are checked against the real clock: the browser signs with it, whatever a test did to a state's.
  const signatures = new SignatureChecker(signKey, realNow);
  const routes = compile(allRoutes);
  const testApi = options.testApi ?? false;
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  const states = createMockStates(() => createDb(realNow()), testApi);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = (req.method ?? 'GET').toUpperCase();
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    // Until the body is read, a refusal (a bad signature, no or a dead token, an unknown path) must not read it
    // past the route's limit (core/body.ts, refuseUnread): the body waits behind the checks.
    let bodyLimit = MAX_BODY_BYTES;
    let bodyRead = false;
    let logged: LoggedRequest | null = null;
    try {
      const url = requestUrl(req.url);
      const path = url.pathname.slice(API_PREFIX.length) || '/';
      if (testApi && path.startsWith(TEST_PATH_PREFIX)) {
        bodyRead = true;
        await answerControl(states, req, res, method, url, path, realNow);
        return;
      }
      const db = states.of(req);
      // The state's clock: the real one, unless the test control API moved this state's (mock/control/clock.ts).
      const now = testApi ? () => stateNow(db, realNow) : realNow;
      // The mock's reviewers answer what is due before anyone reads (job posts, certifications); streams
      // whose session has expired close.
      if (testApi) catchUp(db, now());
      else {
        settleDueReviews(db, now());
        endExpiredStreams(db, now());
      }
      // Test API: the request goes in the state's log, and a fault set for its path answers it instead.
      if (testApi) {
        logged = logRequest(db, req, method, url, path, signKey, now());
        const fault = takeFault(controlOf(db).faults, method, path);
        if (fault) {
          logged.fault = fault.id;
          bodyRead = true;
          if (await applyFault(fault, req, res)) return;
        }
      }
      const found = match(routes, method, path);
      if (!found.route) {
        // No route to sign for: a path that is not even valid percent-encoding is the client's mistake, not a miss.
        if (!found.pathMatched && hasMalformedEscape(url.pathname)) throw badPath();
        throw unknownPath(method, url.pathname, found.pathMatched);
      }
      const { route, rawParams } = found;
      bodyLimit = route.maxBodyBytes ?? MAX_BODY_BYTES;
      if (!route.unsigned) signatures.check(req.headers);
      const params = decodeParams(rawParams);
      const token = typeof req.headers.token === 'string' && req.headers.token ? req.headers.token : null;
      const user = resolveUser(db, token, now());
      // A route that reads the viewer when there is one refuses a dead token rather than answering a visitor:
      // the app then signs out, instead of showing a signed-in header over a visitor's page.
      if (token && !user && route.auth === 'optional') throw unauthenticated();
      if (user) user.lastActiveAt = now();
      authorize(route.auth, user);
      if (route.permission && !options.uncheckedPermissions?.includes(route.permission))
        refuseUnless(route.permission, user && accessSubjectOf(db, user, now()));
      bodyRead = true;
      const raw = await readBody(req, bodyLimit);
      if (logged) logged.body = bodyForLog(raw);
      const { query, body } = runValidation(route, searchParamsToObject(url.searchParams), raw);
      const client = req.socket?.remoteAddress ?? 'unknown';
      // A request that fails gets back what it was charged (quota draws): a charge happens only with a success.
      const result = await chargeOnlyOnSuccess(db, () => route.handler({ query, body, params, user, token, client, db, now: now(), limits } as never));
      if (isRaw(result)) sendRaw(res, result);
      else if (isStream(result)) {
        result.stream(req, res);
        if (testApi) trackStream(db, req, res);
      } else sendJson(res, 200, { success: true, data: result ?? null });
      // A late SMS (test API): the code just sent is held back until the state's clock reaches its arrival.
      if (testApi && route.path === '/auth/sms') holdSentCode(db, (body as { mobile: string }).mobile, now());
      // A post or certification sent for review reaches the open pages' streams when it is decided.
      keepReviewing(db, now);
      // A service request's account manager answers live too (db/services/clock.ts).
      keepManaging(db, now);
    } catch (error) {
      if (error instanceof BodyTooLarge) await refuseBody(req, res, JSON.stringify(failure(error)));
      else if (bodyRead || !(error instanceof ApiError)) sendError(res, error);
      else await (refuseUnread(req, res, error.status, JSON.stringify(failure(error)), bodyLimit) ?? sendError(res, error));
    }
  }

  return {
    handle,
    middleware(req, res, next) {
      const path = (req.url ?? '').split('?')[0];
      if (!(path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))) next();
      // A request pipelined behind a refused (413) body is left unanswered: its connection is closing.
      else if (isClosing(req)) req.resume();
      else void handle(req, res);
    },
    get db() {
      return states.main;
    },
    reset() {
      states.reset();
    },
  };
}

/** The request's URL; a request target no URL parser accepts (`http://[`) is a 400, never a crash of the server. */
function requestUrl(target: string | undefined): URL {
  try {
    return new URL(target ?? '/', 'http://mock.local');
  } catch {
    throw badPath();
  }
}

/** The open live streams of a state, so the test control API can drop them (POST /__test__/stream/close). */
function trackStream(db: Db, req: IncomingMessage, res: ServerResponse) {
  const streams = controlOf(db).streams;
  streams.add(res);
  req.on('close', () => streams.delete(res));
}

function isStream(value: unknown): value is StreamResponse {
  return !!value && typeof value === 'object' && 'stream' in value && typeof (value as StreamResponse).stream === 'function';
}

function isRaw(value: unknown): value is RawResponse {
  return !!value && typeof value === 'object' && 'raw' in value;
}

/**
 * The token's user, or null for none, an unknown token or an ended session. Null is a 401 on a route that
 * needs a user, and on an *optional* route when a token was sent (the client then signs out); a public route
 * ('none') never reads the viewer and ignores the token.
 */
function resolveUser(db: Db, token: string | null, now: number) {
  if (!token) return null;
  const session = liveSession(db, token, now);
  return (session && db.users.get(session.userId)) ?? null;
}
