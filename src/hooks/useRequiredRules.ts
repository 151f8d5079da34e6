import { useCallback } from 'react';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';

/** `rules` for a required text or month field with its message (whitespace alone does not count). */
export function useRequired() {
  const t = useT();
  return useCallback((id: MessageId) => [{ required: true, whitespace: true, message: t(id) }], [t]);
}

/**
 * `rules` for a required choice (Select, Radio.Group): a validator, because antd's `required` would put
 * aria-required on the control's wrapper div, where it is not allowed (axe: aria-allowed-attr).
 */
export function useRequiredChoice() {
  const t = useT();
  return useCallback(
    (id: MessageId) => [
      { validator: (_: unknown, value: unknown) => (value === undefined || value === null ? Promise.reject(new Error(t(id))) : Promise.resolve()) },
    ],
    [t],
  );
}
