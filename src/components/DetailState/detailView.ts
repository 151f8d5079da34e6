import { RequestError } from '@/services/request/errors.ts';

/**
 * What a detail page shows, decided once for every detail page: its content, a loading skeleton, or why there
 * is nothing to show. Each failure gets its own words because each asks something different of the reader:
 * a wrong link (go back), no access (sign in with another account), a server fault or a lost connection
 * (try again).
 */
export type DetailFailure = 'notFound' | 'forbidden' | 'badRequest' | 'server' | 'network' | 'other';

export type DetailView<T> = { kind: 'ready'; data: T } | { kind: 'loading' } | { kind: 'failed'; failure: DetailFailure };

export function detailFailure(error: unknown): DetailFailure {
  if (!(error instanceof RequestError)) return 'other';
  if (error.isNetworkError) return 'network';
  if (error.status === 404 || error.status === 410) return 'notFound';
  if (error.status === 403) return 'forbidden';
  if (error.status === 400) return 'badRequest';
  if (error.status >= 500) return 'server';
  return 'other';
}

/** Failures a second attempt can cure; the others offer only the way back. */
export const RETRYABLE: ReadonlySet<DetailFailure> = new Set(['server', 'network', 'other']);

interface DetailRequest<T> {
  /** The id in the URL cannot name anything (missing, malformed): not found, without asking the API. */
  invalid?: boolean;
  loading: boolean;
  error: unknown;
  /** The item of the id in the URL; undefined while it loads (not the previous id's item). */
  data: T | undefined;
}

export function detailView<T>({ invalid = false, loading, error, data }: DetailRequest<T>): DetailView<T> {
  if (invalid) return { kind: 'failed', failure: 'notFound' };
  if (error && !loading) return { kind: 'failed', failure: detailFailure(error) };
  if (data === undefined) return { kind: 'loading' };
  return { kind: 'ready', data };
}
