import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { Applicant, ApplicantsBulkBody, ApplicantsBulkResult } from '@/contract/applicants.ts';
import { BULK_APPLICANT_STATUSES } from '@/contract/applicantValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { moveApplicants } from '@/services/hiring.ts';
import { ACTION_LABELS } from './actionLabels.ts';
import { RejectReasonField } from './MoveDialogs.tsx';

type BulkStatus = (typeof BULK_APPLICANT_STATUSES)[number];

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
  const done = (result: ApplicantsBulkResult) => {
    const text = reported(result);
    if (result.skipped.length) message.warning(text);
    else message.success(text);
  };
  const send = useSubmit((body: ApplicantsBulkBody, options) => moveApplicants(body, options), { onSuccess: done });
  const move = (status: BulkStatus) => (status === 'rejected' ? setRejecting(true) : void send.submit({ ids: selected, status }));

  return (
    <div className="hiring-bulk" role="region" aria-label={t('hiring.bulk.label')}>
      <span aria-live="polite">
        <T id="hiring.bulk.selected" values={{ count: selected.length }} />
      </span>
      <Space wrap>
        {BULK_APPLICANT_STATUSES.map((status) => (
          <Button key={status} size="small" danger={status === 'rejected'} loading={send.submitting && !rejecting} onClick={() => move(status)}>
            <T id={ACTION_LABELS[status]} />
          </Button>
        ))}
        <Button size="small" type="link" onClick={onClear}>
          <T id="hiring.bulk.clear" />
        </Button>
      </Space>
      {rejecting && (
        <FormDialog
          title={<T id="hiring.bulk.rejectTitle" values={{ count: selected.length }} />}
          form={form}
          submit={({ reason }, options) => moveApplicants({ ids: selected, status: 'rejected', reason }, options)}
          onDone={done}
          onClose={() => setRejecting(false)}
        >
          <RejectReasonField />
        </FormDialog>
      )}
    </div>
  );
}
