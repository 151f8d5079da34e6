import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from './errors.ts';

/**
 * Request bodies: reading them within a size limit, and what happens to the connection when one is too large.
 *
 * A body over the limit is answered 413 at once, but the connection is only closed after the rest of the body
 * has been read and thrown away. Closing a socket that still has unread bytes makes the kernel send a TCP reset,
 * and a reset can wipe the 413 from the client's buffers before it reads it (a 5 MB upload then fails with
 * ECONNRESET instead of showing the reason). The answer carries `Connection: close`, so no client reuses the
 * connection, and requests that arrive on it meanwhile (pipelined after the body) are not processed.
 *
 * A request refused before its body was read (it failed authentication: a bad signature, no or a dead token)
 * gets the same treatment with a smaller budget: at most the route's own limit is read and dropped, so an
 * anonymous client cannot make the server read an endless body (refuseUnread). A body within the limit is
 * simply drained, and the connection kept.
 */

/** Every route's limit unless it declares its own (`maxBodyBytes`). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** After a 413, how much of the rest of the body is read and dropped before the connection is closed anyway. */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
export const DISCARD_MAX_MS = 5000;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

export class BodyTooLarge extends ApiError {
  constructor(limit: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `请求体超过 ${sizeText(limit)}`);
  }
}

/** Reads a form-encoded or JSON body (what the client sends); throws BodyTooLarge past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw new BodyTooLarge(limit);
  const text = (await collect(req, limit)).toString('utf8');
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

/**
 * The body's bytes. Listens for 'data' rather than iterating the stream: leaving a `for await` early destroys
 * the request, and with it the socket, before any answer is written.
 */
function collect(req: IncomingMessage, limit: number) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        stop();
        reject(new BodyTooLarge(limit));
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * Repeated keys become arrays (`a=1&a=2` → `{ a: ['1','2'] }`), as the client's qs encoding sends them.
 * Object.fromEntries defines own properties, so `__proto__=a&__proto__=b` stays an ordinary unknown key; an
 * assignment (`out[key] = …`) would make the array the object's prototype, and `query.sort` would then find
 * Array.prototype.sort.
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const all = params.getAll(key);
      return [key, all.length > 1 ? all : all[0]];
    }),
  );
}

const closingSockets = new WeakSet<Socket>();

/** True for a connection that answered a 413 and is about to close: nothing more is processed on it. */
export const isClosing = (req: IncomingMessage) => closingSockets.has(req.socket);

/**
 * Answers a too-large body: the whole answer goes out now (the client can read it while still sending), the
 * rest of the body is read and dropped (up to `budget` bytes), then the response ends and Node closes the
 * connection (`Connection: close`) with nothing unread left to turn the close into a reset. A body longer than
 * the budget is cut off: the close may then reach the client as a reset.
 */
export async function refuseBody(req: IncomingMessage, res: ServerResponse, text: string, status = 413, budget = DISCARD_MAX_BYTES) {
  closingSockets.add(req.socket);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.write(text);
  await discardRest(req, budget);
  res.end();
}

/**
 * A refusal sent before the body was read (authentication failed, unknown path). Null when the body is known to
 * fit within `limit` (or there is none): the answer goes out as usual and Node drains those few bytes, keeping
 * the connection. Otherwise (declared larger, or chunked) the refusal closes the connection after at most
 * `limit` bytes of body (refuseBody with that budget).
 */
export function refuseUnread(req: IncomingMessage, res: ServerResponse, status: number, text: string, limit: number): Promise<void> | null {
  if (req.method === 'GET' || req.method === 'HEAD' || req.readableEnded) return null;
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) <= limit) return null;
  return refuseBody(req, res, text, status, limit);
}

/** Reads and drops what is left of the body, up to `budget` bytes (DISCARD_MAX_BYTES) or DISCARD_MAX_MS. */
export function discardRest(req: IncomingMessage, budget = DISCARD_MAX_BYTES) {
  return new Promise<void>((resolve) => {
    if (req.readableEnded || req.destroyed) return resolve();
    let dropped = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > budget) done();
    };
    const timer = setTimeout(done, DISCARD_MAX_MS);
    req.on('data', onData);
    req.on('end', done);
    req.on('close', done);
    req.on('error', done);
    req.resume();
  });
}
