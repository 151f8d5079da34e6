import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';
import type { RequestOptions } from '@/services/request/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import { useApiRequest } from './useApiRequest.ts';

/**
 * The one way a form or action sends a mutation. It gives:
 *   - `submitting` while the request runs (for the button's `loading`);
 *   - a success toast (`success`: a message id, or a function of the result) and `onSuccess`;
 *   - the API's 422 field reasons on the antd Form fields they name (`form`), and the reasons for fields the
 *     form does not have in `error`, for an inline <FormError>;
 *   - every other failure left to the request module (its notification, the 401 sign-out).
 * With `inlineErrors`, the caller shows every refusal itself: nothing is notified and `error` holds the API's
 * own sentence (e.g. "you have already applied"), or `fallback` when no answer arrived.
 * `onError` sees every failure, for what follows from it (a stale list refreshed, a field marked); `draft`
 * (useFormDraft) is cleared once the submit succeeds and kept when it fails.
 *
 * The action receives the request options to pass on to its service call, which is how the request module
 * learns that this caller shows field reasons itself.
 */
export interface SubmitOptions<TValues, TResult> {
  form?: FormInstance;
  success?: MessageId | ((result: TResult, values: TValues) => string);
  onSuccess?: (result: TResult, values: TValues) => void;
  inlineErrors?: boolean;
  /** What `error` says when the failure has no words of its own (network, empty message). */
  fallback?: MessageId;
  /** Called with every failure, after it has been shown. */
  onError?: (error: unknown, values: TValues) => void;
  /** The form's draft, forgotten when the submit succeeds. */
  draft?: { clear: () => void };
}

export interface Submit<TValues, TResult> {
  /** Sends; resolves to the result, or undefined when it failed (the failure is already shown). */
  submit: (values: TValues) => Promise<TResult | undefined>;
  submitting: boolean;
  error: string | null;
  clearError: () => void;
}

/** The sentence for a failure the caller shows inline: the API's field reasons, else its message. */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof RequestError) || error.isNetworkError) return fallback;
  if (error.fields.length) return [...new Set(error.fields.map((f) => f.message))].join('；');
  return error.message || fallback;
}

/** Puts a 422's reasons on the fields the form has; returns the reasons left over (or null). */
export function applyFieldReasons(form: FormInstance | undefined, error: RequestError): string | null {
  const known = form ? new Set(Object.keys(form.getFieldsValue(true) as object)) : new Set<string>();
  const onForm = error.fields.filter((f) => known.has(f.field.split('.')[0]));
  // `entries.1.end` names a Form.List field, whose index is a number in antd's name path.
  const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (form && onForm.length) form.setFields(onForm.map((f) => ({ name: namePath(f.field), errors: [f.message] })));
  const rest = error.fields.filter((f) => !onForm.includes(f));
  return rest.length ? [...new Set(rest.map((f) => f.message))].join('；') : null;
}

export function useSubmit<TValues, TResult>(
  action: (values: TValues, options: RequestOptions) => Promise<TResult>,
  { form, success, onSuccess, inlineErrors = false, fallback = 'shared.form.failed', onError, draft }: SubmitOptions<TValues, TResult> = {},
): Submit<TValues, TResult> {
  const t = useT();
  const { message } = useFeedback();
  const [error, setError] = useState<string | null>(null);
  const requestOptions: RequestOptions = inlineErrors ? { skipErrorHandler: true } : { handlesFieldErrors: true };
  const { runAsync, loading } = useApiRequest((values: TValues) => action(values, requestOptions), { manual: true });

  const submit = useCallback(
    async (values: TValues) => {
      setError(null);
      try {
        const result = await runAsync(values);
        draft?.clear();
        if (success) message.success(typeof success === 'function' ? success(result, values) : t(success));
        onSuccess?.(result, values);
        return result;
      } catch (failure) {
        if (failure instanceof RequestError && failure.status === 422 && failure.fields.length) {
          setError(applyFieldReasons(form, failure));
        } else if (inlineErrors) {
          // Offline, the form says that what it sends needs the network, whatever its usual fallback.
          const offline = failure instanceof RequestError && failure.isNetworkError && !navigator.onLine;
          setError(refusalText(failure, t(offline ? 'request.error.offline' : fallback)));
        }
        onError?.(failure, values);
        return undefined;
      }
    },
    [runAsync, success, onSuccess, message, t, form, inlineErrors, fallback, onError, draft],
  );

  return { submit, submitting: loading, error, clearError: useCallback(() => setError(null), []) };
}
