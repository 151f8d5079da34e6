import { Form, Input } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { EmployerGigOrderView } from '@/contract/gig.ts';
import { GIG_TEXT_MAX } from '@/contract/gigValues.ts';
import { useT } from '@/locales/useT.tsx';
import { cancelGigHire } from '@/services/gigManage.ts';

/**
 * Cancelling a hire before the shift starts, with the reason the worker reads: the place goes back to the shift
 * and the worker's reliability is untouched (the dialog says both, so the employer knows what it does).
 */
export default function CancelHireDialog({ order, onDone, onClose }: { order: EmployerGigOrderView; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={t('gig.manage.cancelHireTitle', { name: order.worker.name })}
      form={form}
      submit={(values, options) => cancelGigHire(order.id, values, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.manage.hireCancelled"
      intro={<p>{t('gig.manage.cancelHireIntro')}</p>}
    >
      <Form.Item name="reason" label={t('gig.manage.cancelHireReason')} rules={[{ required: true, min: 2, message: t('gig.manage.reasonRule') }]}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.reason} showCount rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
