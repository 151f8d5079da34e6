import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Role } from '../../src/contract/auth.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { denialOf, type AccessSubject, type Permission } from '../../src/contract/permissions.ts';
import { ApiError, rejected, unauthenticated } from './errors.ts';
import type { RateLimits } from './rateLimit.ts';
import { parseOrThrow } from './validate.ts';

/**
 * A small typed router for the mock API. Each route declares its method, path (with `:params`), who may call
 * it, and contract schemas for query and body; the router validates them (422 on failure) before the handler
 * runs, so handlers only ever see valid input.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `optional`: works signed out too, but sees the user when a valid token is sent. */
export type AuthLevel = 'none' | 'optional' | 'user' | Role;

export interface Ctx<Q = unknown, B = unknown> {
  query: Q;
  body: B;
  params: Record<string, string>;
  user: UserRecord | null;
  token: string | null;
  /** The caller's network address, for per-client limits (loopback in tests and dev: one client). */
  client: string;
  db: Db;
  now: number;
  /** The rate limits this mock was started with (core/rateLimit.ts). */
  limits: RateLimits;
}

/**
 * A handler may answer with raw bytes (media) instead of the JSON envelope. `private`: a user's own file (an ID
 * document): `Cache-Control: private, no-store` instead of the public `max-age`.
 */
export interface RawResponse {
  raw: { status: number; contentType: string; body: string | Buffer; cacheSeconds?: number; private?: boolean };
}

export interface RouteDef {
  method: Method;
  path: string;
  auth: AuthLevel;
  /**
   * What the user must be allowed beyond the auth level (src/contract/permissions.ts): a sub-account on a main
   * account's route, an uncertified company on a certified one, gets the map's 403 and reason.
   */
  permission?: Permission;
  /** Media and other resources loaded by the browser itself (img src) cannot carry signature headers. */
  unsigned?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Body size limit when it differs from MAX_BODY_BYTES (uploads). */
  maxBodyBytes?: number;
  handler: (ctx: Ctx<never, never>) => unknown;
}

export function route<QS extends z.ZodType = z.ZodType<Record<string, never>>, BS extends z.ZodType = z.ZodType<Record<string, never>>>(def: {
  method: Method;
  path: string;
  auth?: AuthLevel;
  permission?: Permission;
  unsigned?: boolean;
  query?: QS;
  body?: BS;
  maxBodyBytes?: number;
  handler: (ctx: Ctx<z.infer<QS>, z.infer<BS>>) => unknown;
}): RouteDef {
  return { ...def, auth: def.auth ?? 'none', handler: def.handler as RouteDef['handler'] };
}

interface CompiledRoute extends RouteDef {
  pattern: RegExp;
  keys: string[];
}

export function compile(routes: RouteDef[]): CompiledRoute[] {
  return routes.map((r) => {
    const keys: string[] = [];
    const source = r.path.replace(/\/:(\w+)/g, (_m, key: string) => {
      keys.push(key);
      return '/([^/]+)';
    });
    return { ...r, pattern: new RegExp(`^${source}$`), keys };
  });
}

/**
 * The route for a method and a raw (still percent-encoded) path, with its raw parameters; HEAD finds the GET
 * route (the server then sends no body). Nothing is decoded here: a request's own text is looked at only
 * after its signature has been checked (decodeParams).
 */
export function match(routes: CompiledRoute[], method: string, path: string) {
  const wanted = method === 'HEAD' ? 'GET' : method;
  let pathMatched = false;
  for (const r of routes) {
    const m = r.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (r.method !== wanted) continue;
    const rawParams = new Map(r.keys.map((k, i) => [k, m[i + 1]]));
    return { route: r, rawParams };
  }
  return { route: null, pathMatched };
}

/** Decodes path parameters; a malformed escape (`/jobs/%zz`) is the client's mistake: 400, not a crash. */
export function decodeParams(rawParams: Map<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, raw] of rawParams) {
    try {
      params[key] = decodeURIComponent(raw);
    } catch {
      throw badPath(`请求路径中的参数 ${key} 不是合法的 URL 编码`);
    }
  }
  return params;
}

export const badPath = (message = '请求路径不是合法的 URL 编码') => rejected('BAD_PATH', message);

/** The route's auth level: a user at all, then the role, by the permission map (the seeker's or a recruiter's). */
export function authorize(level: AuthLevel, user: UserRecord | null): void {
  if (level === 'none' || level === 'optional') return;
  if (!user) throw unauthenticated();
  if (level === 'user') return;
  // The role alone decides these two permissions: the company's facts are not looked up for them.
  refuseUnless(level === 'seeker' ? 'canSeekerAct' : 'canRecruit', { role: user.role, accountType: null, companyCertified: false });
}

/** Throws the map's refusal (its status, code and reason) unless the subject has the permission. */
export function refuseUnless(permission: Permission, subject: AccessSubject | null): void {
  const denial = denialOf(subject, permission);
  if (denial) throw new ApiError(denial.status, denial.code, denial.message);
}

export function runValidation(r: RouteDef, query: unknown, body: unknown) {
  return {
    query: r.query ? parseOrThrow(r.query, query) : query,
    body: r.body ? parseOrThrow(r.body, body) : body,
  };
}

export function sendJson(res: ServerResponse, status: number, payload: unknown) {
  const text = JSON.stringify(payload);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // Set explicitly so a HEAD answer (Node drops its body) carries the length the GET body has.
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** The failure envelope of an ApiError. */
export function failure(error: ApiError) {
  return {
    success: false,
    errorCode: error.code,
    errorMessage: error.message,
    ...(error.fields ? { errors: error.fields } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
  };
}

export function sendError(res: ServerResponse, error: unknown) {
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
    sendJson(res, error.status, failure(error));
    return;
  }
  console.error('[mock] handler failed', error);
  sendJson(res, 500, { success: false, errorCode: 'INTERNAL', errorMessage: '服务器内部错误' });
}

/** No route has this path (404), or none has it with this method (405). */
export const unknownPath = (method: string, path: string, pathMatched: boolean) =>
  pathMatched
    ? new ApiError(405, 'METHOD_NOT_ALLOWED', `不支持的请求方法：${method}`)
    : new ApiError(404, ERROR_CODES.notFound, `接口不存在：${method} ${path}`);

/** Raw bytes (media): a public, cacheable file, or a user's private one. */
export function sendRaw(res: ServerResponse, { raw }: RawResponse) {
  res.statusCode = raw.status;
  res.setHeader('Content-Type', raw.contentType);
  res.setHeader('Content-Length', Buffer.byteLength(raw.body));
  res.setHeader('Cache-Control', raw.private ? 'private, no-store' : `public, max-age=${raw.cacheSeconds ?? 0}`);
  // Uploaded bytes are served with the type they were checked against, never a type a browser guesses.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(raw.body);
}

/** Also used to read saved query strings (alerts) and by the benchmark. */
export { searchParamsToObject } from './body.ts';
