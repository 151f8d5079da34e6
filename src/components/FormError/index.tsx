import { Alert } from 'antd';

/** A form's refusal that belongs to no single field (useSubmit's `error`), announced to screen readers. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" message={error} className="form-error" />;
}
