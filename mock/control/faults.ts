import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { parseOrThrow } from '../core/validate.ts';

/**
 * Faults a test injects per route pattern, in one mock state: the API answers a matching request with a status
 * of the SPEC §8 catalogue (with the failure envelope or no body), after a latency, by dropping the connection,
 * or with JSON that does not parse; once, N times or always. Latency alone delays the real answer.
 *
 * A pattern is the API path without the `/user` prefix: `*` stands for one path segment, `**` for any rest
 * (`/jobs/*`, `/conversations/**`); the method is optional (any method when absent).
 */

/** SPEC §8's statuses (the app maps each to its notification text). */
export const CATALOGUE_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504] as const;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const MAX_LATENCY_MS = 30_000;

export const faultBody = z
  .object({
    method: z.enum(METHODS, { error: 'method 须为 GET、POST、PUT 或 DELETE' }).optional(),
    path: z
      .string({ error: '请给出路径模式' })
      .regex(/^\/[\w\-./*:~%]*$/, { error: 'path 须以 / 开头，只含路径字符与 *' })
      .max(200),
    status: z
      .number({ error: 'status 须为 SPEC 错误目录中的状态码' })
      .refine((s) => (CATALOGUE_STATUSES as readonly number[]).includes(s), { error: `status 须为 SPEC 错误目录中的状态码：${CATALOGUE_STATUSES.join('、')}` })
      .optional(),
    /** `envelope`: `{ success: false, errorCode, errorMessage }`; `none`: no body at all. */
    body: z.enum(['envelope', 'none'], { error: 'body 须为 envelope 或 none' }).default('envelope'),
    errorCode: z.string().max(60).optional(),
    errorMessage: z.string().max(200).optional(),
    latencyMs: z
      .number({ error: 'latencyMs 须为毫秒数' })
      .int()
      .min(0)
      .max(MAX_LATENCY_MS, { error: `latencyMs 不超过 ${MAX_LATENCY_MS}` })
      .default(0),
    abort: z.boolean().default(false),
    malformed: z.boolean().default(false),
    /** How many matching requests it answers; absent: every one. */
    times: z.number({ error: 'times 须为正整数' }).int().min(1).max(1000).optional(),
  })
  .strict()
  .refine((f) => [f.status !== undefined, f.abort, f.malformed].filter(Boolean).length <= 1, {
    error: 'status、abort 与 malformed 只能选一个',
    path: ['status'],
  })
  .refine((f) => f.status !== undefined || f.abort || f.malformed || f.latencyMs > 0, { error: '故障须有 status、abort、malformed 或 latencyMs', path: ['_'] });

export type FaultInput = z.infer<typeof faultBody>;

export interface Fault extends FaultInput {
  id: string;
  /** Matching requests answered so far. */
  hits: number;
  matcher: RegExp;
}

export function compileFault(input: unknown, no: number): Fault {
  const parsed = parseOrThrow(faultBody, input);
  return { ...parsed, id: `f${no}`, hits: 0, matcher: patternToRegExp(parsed.path) };
}

export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}/?$`);
}

/** The first live fault for the request, counted as used (a used-up one is dropped). */
export function takeFault(faults: Fault[], method: string, path: string): Fault | null {
  const index = faults.findIndex((f) => (!f.method || f.method === method) && f.matcher.test(path));
  if (index === -1) return null;
  const fault = faults[index];
  fault.hits++;
  if (fault.times !== undefined && fault.hits >= fault.times) faults.splice(index, 1);
  return fault;
}

export const faultView = ({ matcher: _matcher, ...fault }: Fault) => ({ ...fault, left: fault.times === undefined ? null : fault.times - fault.hits });

/** Answers the request as the fault says; false when it only delays (the real handler answers then). */
export async function applyFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  if (fault.abort) {
    req.socket.destroy();
    return true;
  }
  if (fault.malformed) {
    answer(res, 200, '{"success":true,"data":{"list":[');
    return true;
  }
  if (fault.status === undefined) return false;
  if (fault.body === 'none' || fault.status === 204) answer(res, fault.status, '');
  else {
    const envelope = {
      success: false,
      errorCode: fault.errorCode ?? `INJECTED_${fault.status}`,
      ...(fault.errorMessage !== undefined && { errorMessage: fault.errorMessage }),
    };
    answer(res, fault.status, JSON.stringify(envelope));
  }
  return true;
}

function answer(res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (text) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
  }
  res.end(text);
}
