import type { FieldError } from '../../src/contract/envelope.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';

/** Thrown by handlers and checks; the router turns it into the failure envelope with this HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
    /** 429: seconds until a retry may succeed (body `retryAfter` and the `Retry-After` header). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const notFound = (message = '记录不存在') => new ApiError(404, ERROR_CODES.notFound, message);
export const forbidden = (message: string) => new ApiError(403, ERROR_CODES.forbidden, message);
export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);
export const unauthenticated = (message = '登录已超时，请重新登录') => new ApiError(401, ERROR_CODES.unauthenticated, message);
export const invalid = (fields: FieldError[]) => new ApiError(422, ERROR_CODES.validation, fields.map((f) => f.message).join('；'), fields);
/** A 400 with a business reason (e.g. applying to a closed job) that the client shows as-is. */
export const rejected = (code: string, message: string) => new ApiError(400, code, message);
/** A 429: the caller must wait `retryAfterS` seconds (rounded up, at least 1) before trying again. */
export const tooMany = (code: string, message: string, retryAfterS: number) => new ApiError(429, code, message, undefined, Math.max(1, Math.ceil(retryAfterS)));
