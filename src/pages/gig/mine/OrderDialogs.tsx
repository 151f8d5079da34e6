import { Alert, Form, Input, Modal, Radio } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { GigDisputeView, GigOrderView } from '@/contract/gig.ts';
import { GIG_CANCEL_FREE_HOURS, GIG_CODE_LENGTH, GIG_MAX_EVIDENCE, GIG_TEXT_MAX } from '@/contract/gigValues.ts';
import { gigDisputeCategoryDict, type GigDisputeCategory } from '@/dicts/gig.ts';
import ImageListUpload from '@/features/files/ImageListUpload/index.tsx';
import { useDictOptions } from '@/hooks/useDictOptions.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { cancelGigOrder, objectGigOrder, openGigDispute, punchGigOrder } from '@/services/gigOrders.ts';
import { useFeedback } from '@/app/feedback.tsx';

interface DialogProps {
  order: GigOrderView;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Cancelling: the rule and its N hours are shown before anything is sent, and whether cancelling now counts
 * against the worker's reliability (the order's `actions.cancelCounts`, the API's own verdict).
 */
export function CancelDialog({ order, onDone, onClose }: DialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ reason?: string }>();
  const counts = order.status === 'hired' && order.actions.cancelCounts;
  return (
    <FormDialog
      title={t('gig.mine.cancelTitle')}
      form={form}
      submit={(values, options) => cancelGigOrder(order.id, { reason: values.reason?.trim() || undefined }, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.mine.cancelled"
      okText={t('gig.mine.cancelConfirm')}
      intro={
        <Alert
          type={counts ? 'warning' : 'info'}
          showIcon
          className="gig-dialog-intro"
          message={t('gig.mine.cancelRule', { hours: GIG_CANCEL_FREE_HOURS })}
          description={
            order.status === 'hired'
              ? t(counts ? 'gig.mine.cancelCounts' : 'gig.mine.cancelFree', { hours: GIG_CANCEL_FREE_HOURS })
              : t('gig.mine.cancelApplied')
          }
        />
      }
    >
      <Form.Item name="reason" label={t('gig.mine.cancelReason')}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.reason} showCount rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * Check-in or check-out with the 6-digit code the employer's page shows on site. A wrong code, a window not
 * yet open or too many tries are the API's refusals, said in the dialog.
 */
export function CodeDialog({ order, kind, onDone, onClose }: DialogProps & { kind: 'checkin' | 'checkout' }) {
  const t = useT();
  const [form] = Form.useForm<{ code: string }>();
  const send = useSubmit((values: { code: string }, options) => punchGigOrder(order.id, kind, values.code, options), {
    form,
    inlineErrors: true,
    success: kind === 'checkin' ? 'gig.mine.checkedIn' : 'gig.mine.checkedOut',
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const title = t(kind === 'checkin' ? 'gig.mine.checkIn' : 'gig.mine.checkOut');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={title}
      cancelText={t('shared.cancel')}
      okButtonProps={{ loading: send.submitting }}
      destroyOnHidden
    >
      <p>
        <T id="gig.mine.codeHint" />
      </p>
      <Form form={form} layout="vertical" onFinish={(values) => void send.submit(values)}>
        <Form.Item
          name="code"
          label={t('gig.mine.code')}
          rules={[{ required: true, pattern: new RegExp(`^\\d{${GIG_CODE_LENGTH}}$`), message: t('gig.mine.codeFormat', { n: GIG_CODE_LENGTH }) }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={GIG_CODE_LENGTH} className="gig-code-input" />
        </Form.Item>
      </Form>
      <FormError error={send.error} />
    </Modal>
  );
}

/** An objection to the attendance or hours, once, which the employer answers. */
export function ObjectionDialog({ order, onDone, onClose }: DialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ text: string }>();
  return (
    <FormDialog
      title={t('gig.mine.objectTitle')}
      form={form}
      submit={(values, options) => objectGigOrder(order.id, values, options)}
      onDone={onDone}
      onClose={onClose}
      success="gig.mine.objected"
      intro={<p>{t('gig.mine.objectHint')}</p>}
    >
      <Form.Item name="text" label={t('gig.mine.objectText')} rules={[{ required: true, min: 4, message: t('gig.mine.objectTextRule') }]}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.answer} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

/** A complaint about an order: what it is about and what happened; the platform gives it a case number. */
export function DisputeDialog({ order, onDone, onClose }: DialogProps) {
  const t = useT();
  const options = useDictOptions();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ category: GigDisputeCategory; text: string; evidence?: string[] }>();
  return (
    <FormDialog
      title={t('gig.mine.disputeTitle')}
      form={form}
      submit={(values, requestOptions) => openGigDispute(order.id, values, requestOptions)}
      onDone={(dispute: GigDisputeView) => {
        message.success(t('gig.mine.disputeOpened', { caseNo: dispute.caseNo }));
        onDone();
      }}
      onClose={onClose}
      intro={<p>{t('gig.mine.disputeHint')}</p>}
    >
      <Form.Item name="category" label={t('gig.mine.disputeCategory')} rules={[{ required: true, message: t('gig.mine.disputeCategoryRule') }]}>
        <Radio.Group options={options(gigDisputeCategoryDict)} />
      </Form.Item>
      <Form.Item name="text" label={t('gig.mine.disputeText')} rules={[{ required: true, min: 10, message: t('gig.mine.disputeTextRule', { n: 10 }) }]}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.disputeText} showCount rows={4} />
      </Form.Item>
      <Form.Item name="evidence" label={t('gig.photos.evidenceLabel')} initialValue={[]}>
        <ImageListUpload field="evidence" max={GIG_MAX_EVIDENCE} hintId="gig.photos.evidenceHint" />
      </Form.Item>
    </FormDialog>
  );
}
