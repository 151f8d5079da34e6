import { Button, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import { BULK_APPLICANT_STATUSES, type Applicant, type ApplicantsBulkBody, type ApplicantsBulkResult } from '@/contract/applicants.ts';
import { REJECT_REASON_VALUES } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { moveApplicants } from '@/services/hiring.ts';

type BulkStatus = (typeof BULK_APPLICANT_STATUSES)[number];

const BULK_LABELS = { viewed: 'hiring.action.viewed', shortlisted: 'hiring.action.shortlisted', rejected: 'hiring.action.rejected' } as const;

interface BulkBarProps {
  selected: string[];
  onMoved: (moved: Applicant[]) => void;
  onClear: () => void;
}

/**
 * The bar that appears once applicants are ticked: one step for all of them. The mock skips those whose state
 * does not allow the step; the recruiter is told who and why rather than the whole batch failing.
 */
export function BulkBar({ selected, onMoved, onClear }: BulkBarProps) {
  const t = useT();
  const { message } = useFeedback();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: ApplicantsBulkBody['reason'] }>();
  const reported = (result: ApplicantsBulkResult) => {
    onMoved(result.moved);
    if (!result.skipped.length) return t('hiring.bulk.done', { count: result.moved.length });
    const names = result.skipped.map((s) => s.name || s.id).join('、');
    return t('hiring.bulk.partly', { count: result.moved.length, skipped: result.skipped.length, names });
  };
  const send = useSubmit((body: ApplicantsBulkBody, options) => moveApplicants(body, options), {
    form,
    onSuccess: (result) => {
      const text = reported(result);
      if (result.skipped.length) message.warning(text);
      else message.success(text);
      setRejecting(false);
    },
  });
  const move = (status: BulkStatus) => (status === 'rejected' ? setRejecting(true) : void send.submit({ ids: selected, status }));

  return (
    <div className="hiring-bulk" role="region" aria-label={t('hiring.bulk.label')}>
      <span aria-live="polite">
        <T id="hiring.bulk.selected" values={{ count: selected.length }} />
      </span>
      <Space wrap>
        {BULK_APPLICANT_STATUSES.map((status) => (
          <Button key={status} size="small" danger={status === 'rejected'} loading={send.submitting && !rejecting} onClick={() => move(status)}>
            <T id={BULK_LABELS[status]} />
          </Button>
        ))}
        <Button size="small" type="link" onClick={onClear}>
          <T id="hiring.bulk.clear" />
        </Button>
      </Space>
      {rejecting && (
        <Modal
          open
          title={<T id="hiring.bulk.rejectTitle" values={{ count: selected.length }} />}
          onCancel={() => setRejecting(false)}
          onOk={() => form.submit()}
          cancelText={t('shared.cancel')}
          okButtonProps={{ loading: send.submitting }}
          destroyOnHidden
        >
          <Form form={form} layout="vertical" onFinish={({ reason }) => void send.submit({ ids: selected, status: 'rejected', reason })}>
            <Form.Item name="reason" label={t('hiring.reject.reason')} rules={[{ required: true, message: t('hiring.reject.required') }]}>
              <Select options={REJECT_REASON_VALUES.map((value) => ({ value, label: t(`dict.rejectReason.${value}`) }))} />
            </Form.Item>
          </Form>
          <FormError error={send.error} />
        </Modal>
      )}
    </div>
  );
}
