import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Role } from '../../src/contract/auth.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
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
}

/** A handler may answer with raw bytes (media) instead of the JSON envelope. */
export interface RawResponse {
  raw: { status: number; contentType: string; body: string | Buffer; cacheSeconds?: number };
}

export interface RouteDef {
  method: Method;
  path: string;
  auth: AuthLevel;
  /** Media and other resources loaded by the browser itself (img src) cannot carry signature headers. */
  unsigned?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  handler: (ctx: Ctx<never, never>) => unknown;
}

export function route<QS extends z.ZodType = z.ZodType<Record<string, never>>, BS extends z.ZodType = z.ZodType<Record<string, never>>>(def: {
  method: Method;
  path: string;
  auth?: AuthLevel;
  unsigned?: boolean;
  query?: QS;
  body?: BS;
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

export function match(routes: CompiledRoute[], method: string, path: string) {
  let pathMatched = false;
  for (const r of routes) {
    const m = r.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (r.method !== method) continue;
    const params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
    return { route: r, params };
  }
  return { route: null, pathMatched };
}

export function authorize(level: AuthLevel, user: UserRecord | null): void {
  if (level === 'none' || level === 'optional') return;
  if (!user) throw unauthenticated();
  if (level === 'user') return;
  if (user.role !== level) {
    throw forbidden(level === 'seeker' ? '该功能仅对求职者开放' : '该功能仅对企业招聘者开放');
  }
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
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown) {
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
    sendJson(res, error.status, {
      success: false,
      errorCode: error.code,
      errorMessage: error.message,
      ...(error.fields ? { errors: error.fields } : {}),
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    });
    return;
  }
  console.error('[mock] handler failed', error);
  sendJson(res, 500, { success: false, errorCode: 'INTERNAL', errorMessage: '服务器内部错误' });
}

export function sendNotFoundPath(res: ServerResponse, method: string, path: string) {
  sendJson(res, 404, { success: false, errorCode: ERROR_CODES.notFound, errorMessage: `接口不存在：${method} ${path}` });
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a form-encoded or JSON body (what the client sends); anything larger than 1 MiB is refused. */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', '请求体超过 1 MB');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      throw new ApiError(400, 'BAD_JSON', '请求体不是合法的 JSON');
    }
  }
  return searchParamsToObject(new URLSearchParams(text));
}

/** Repeated keys become arrays (`a=1&a=2` → `{ a: ['1','2'] }`), as the client's qs encoding sends them. */
export function searchParamsToObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}
