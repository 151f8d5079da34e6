import { Button } from 'antd';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';

/** The pieces every step of the /perfect wizard is built from. */

/** The step's two buttons: go back or skip on the left, save on the right. */
export function StepActions({
  secondary,
  onSecondary,
  submit,
  submitting,
}: {
  secondary: MessageId;
  onSecondary: () => void;
  submit: MessageId;
  submitting: boolean;
}) {
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
