import { Button, Form, Input } from 'antd';
import { useCallback } from 'react';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';

/** The pieces every step of the /perfect wizard is built from. */

/** `rules` for a required text or month field with its message. */
export function useRequired() {
  const t = useT();
  return useCallback((id: MessageId) => [{ required: true, message: t(id) }], [t]);
}

/**
 * `rules` for a required choice (Select, Radio.Group): a validator, because antd's `required` would put
 * aria-required on the control's wrapper div, where it is not allowed (axe: aria-allowed-attr).
 */
export function useRequiredChoice() {
  const t = useT();
  return useCallback(
    (id: MessageId) => [{ validator: (_: unknown, value: unknown) => (value === undefined || value === null ? Promise.reject(new Error(t(id))) : Promise.resolve()) }],
    [t],
  );
}

/** 姓名, for both roles (the API's rule: 2-20 characters). */
export function NameField() {
  const t = useT();
  const required = useRequired();
  return (
    <Form.Item name="name" label={t('account.perfect.name')} rules={[...required('account.perfect.nameRequired'), { min: 2, max: 20, message: t('account.perfect.nameLength') }]}>
      <Input maxLength={20} autoComplete="name" />
    </Form.Item>
  );
}

export { MonthPicker } from '@/components/MonthField/index.tsx';

/** The step's two buttons: go back or skip on the left, save on the right. */
export function StepActions({ secondary, onSecondary, submit, submitting }: { secondary: MessageId; onSecondary: () => void; submit: MessageId; submitting: boolean }) {
  return (
    <div className="perfect-actions">
      <Button onClick={onSecondary}>
        <T id={secondary} />
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        <T id={submit} />
      </Button>
    </div>
  );
}
