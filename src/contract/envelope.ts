/**
 * The response envelope every /user endpoint answers with, shared by the client services and the mock API.
 * Success: `{ success: true, data }`. Failure: `{ success: false, errorCode, errorMessage }`, plus `errors`
 * (one entry a field) when a 422 reports invalid input.
 */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiFailure {
  success: false;
  errorCode: string;
  errorMessage: string;
  errors?: FieldError[];
  /** 429 only: seconds until the request may be tried again (also sent as the `Retry-After` header). */
  retryAfter?: number;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** A page of a list: `current` is 1-based. */
export interface PageResult<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export interface PageQuery {
  current?: number;
  pageSize?: number;
}

/** Error codes the mock (and a real backend) use in `errorCode`. */
export const ERROR_CODES = {
  badVersion: 'BAD_API_VERSION',
  badSignature: 'BAD_SIGNATURE',
  staleTimestamp: 'STALE_TIMESTAMP',
  replay: 'REPLAYED_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_FAILED',
  conflict: 'CONFLICT',
  wrongCredentials: 'WRONG_CREDENTIALS',
  gone: 'GONE',
} as const;
