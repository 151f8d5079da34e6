import { RequestError } from '@/services/request/errors.ts';

/**
 * The sentence to show for a refused job action (apply, chat, subscribe): the API's own user-facing message,
 * or the field reasons of a 422; the fallback when no answer arrived or it said nothing useful.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof RequestError) || error.isNetworkError) return fallback;
  if (error.fields.length) return [...new Set(error.fields.map((f) => f.message))].join('；');
  return error.message || fallback;
}
