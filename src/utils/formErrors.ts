import type { FormInstance } from 'antd';
import { RequestError } from '@/services/request/errors.ts';

/**
 * Shows an API 422's field errors on the form fields they name; returns the message for the rest
 * (errors on fields the form does not have, or a failure that is not about fields).
 */
export function applyFieldErrors(form: FormInstance, error: unknown, fallback: string): string | null {
  if (!(error instanceof RequestError)) return fallback;
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const onFields = error.fields.filter((f) => known.has(f.field));
  if (onFields.length) form.setFields(onFields.map((f) => ({ name: f.field, errors: [f.message] })));
  const rest = error.fields.filter((f) => !known.has(f.field));
  if (onFields.length && !rest.length) return null;
  return error.isNetworkError ? fallback : error.message || fallback;
}
