import type { IncomingMessage } from 'node:http';
import { maskToken, type LoggedRequest } from '../../src/contract/requestLog.ts';
import { expectedSecret } from '../core/signature.ts';
import type { Db } from '../db/index.ts';
import { controlOf } from './stateControl.ts';

/**
 * The last requests a mock state received, as a test reads them: method, path, query, headers (secrets
 * masked), the parsed body, and what the server made of the signature and the token. Control requests
 * (`/__test__/…`) are not logged.
 */
export const LOG_SIZE = 200;
/** Credentials a log must not repeat: a session token is masked, these are dropped. */
const DROPPED_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);

/** The entry's shape and the token's mask are the contract's (src/contract/requestLog.ts): the QA fixtures read them too. */
export type { LoggedRequest };

/** A body larger than this (an upload) is logged by its size only: 200 of them would otherwise hold megabytes. */
export const LOGGED_BODY_MAX_CHARS = 16 * 1024;

export function bodyForLog(body: Record<string, unknown>): unknown {
  const chars = JSON.stringify(body).length;
  return chars > LOGGED_BODY_MAX_CHARS ? { omitted: true, chars } : body;
}

export function logRequest(db: Db, req: IncomingMessage, method: string, url: URL, path: string, signKey: string, now: number): LoggedRequest {
  const control = controlOf(db);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (DROPPED_HEADERS.has(name) || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    headers[name] = name === 'token' ? maskToken(text) : text;
  }
  const one = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : '');
  const token = one('token');
  // Read without ending anything: the request itself decides what an expired session means.
  const session = token ? db.sessions.get(token) : undefined;
  const entry: LoggedRequest = {
    no: ++control.nextRequestNo,
    at: new Date(now).toISOString(),
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: null,
    signatureValid: one('apisecret') !== '' && one('apisecret') === expectedSecret(one('timestamp'), one('rand'), signKey),
    sessionUserId: session && session.expiresAt > now ? session.userId : null,
    fault: null,
  };
  control.log.push(entry);
  if (control.log.length > LOG_SIZE) control.log.splice(0, control.log.length - LOG_SIZE);
  return entry;
}
