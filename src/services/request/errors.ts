import type { FieldError } from '@/contract/envelope.ts';
import type { MessageId } from '@/locales/types.ts';

/**
 * What callers catch from a failed request: the HTTP status (0 when no response arrived) and, when the API
 * answered with the failure envelope, its code, message, field errors (for forms) and, on a 429, the seconds
 * to wait before trying again.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
    readonly fields: FieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

/** Statuses with a message of their own in the error catalogue (SPEC §8). */
export const CATALOGUE_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504] as const;

export function catalogueMessageId(status: number): MessageId | null {
  return (CATALOGUE_STATUSES as readonly number[]).includes(status) ? (`request.error.${status}` as MessageId) : null;
}

/** One key for every request notification, so a new one replaces the last instead of stacking up. */
export const REQUEST_NOTIFICATION_KEY = 'jucai-request-error';
