import { Form, Modal, Select } from 'antd';
import { FormError } from '@/components/FormError/index.tsx';
import type { Applicant, ApplicantStatusBody } from '@/contract/applicants.ts';
import InterviewInvite from '@/components/InterviewInvite/index.tsx';
import { EMPLOYER_NEXT_STATUSES, REJECT_REASON_VALUES, type ApplicationStatus } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { moveApplicant } from '@/services/hiring.ts';

interface DialogProps {
  applicant: Applicant;
  onClose: () => void;
  onMoved: (applicant: Applicant) => void;
}

/** A move that needs a word more: why not (the seeker reads it), or when the interview is. */
function MoveDialog<V extends object>({ applicant, onClose, onMoved, titleId, toBody, children }: DialogProps & { titleId: 'hiring.reject.title'; toBody: (values: V) => ApplicantStatusBody; children: React.ReactNode }) {
  const t = useT();
  const [form] = Form.useForm<V>();
  const move = useSubmit((values: V, options) => moveApplicant(applicant.id, toBody(values), options), {
    form,
    onSuccess: (moved) => {
      onMoved(moved);
      onClose();
    },
  });
  return (
    <Modal open title={<T id={titleId} />} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: move.submitting }} cancelText={t('shared.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => void move.submit(values)}>
        {children}
      </Form>
      <FormError error={move.error} />
    </Modal>
  );
}

export function RejectDialog(props: DialogProps) {
  const t = useT();
  return (
    <MoveDialog<{ reason: ApplicantStatusBody['reason'] }> {...props} titleId="hiring.reject.title" toBody={({ reason }) => ({ status: 'rejected', reason })}>
      <Form.Item name="reason" label={t('hiring.reject.reason')} rules={[{ required: true, message: t('hiring.reject.required') }]}>
        <Select options={REJECT_REASON_VALUES.map((value) => ({ value, label: t(`dict.rejectReason.${value}`) }))} />
      </Form.Item>
    </MoveDialog>
  );
}

/** 邀请面试 from an applicant: the shared invitation form; the applicant moves to interviewing. */
export function InterviewDialog({ applicant, onClose, onMoved }: DialogProps) {
  return <InterviewInvite applicationId={applicant.id} onClose={onClose} onInvited={(interview) => onMoved({ ...applicant, status: interview.applicationStatus, interviewAt: interview.at, interviewResponse: 'pending', next: EMPLOYER_NEXT_STATUSES[interview.applicationStatus] as ApplicationStatus[] })} />;
}
