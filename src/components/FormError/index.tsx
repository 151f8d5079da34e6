import { Alert } from 'antd';

/** A form's refusal that belongs to no single field (useSubmit's `error`), announced to screen readers. */
export function FormError({ error, className }: { error: string | null; className?: string }) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" message={error} className={className ? `form-error ${className}` : 'form-error'} />;
}
