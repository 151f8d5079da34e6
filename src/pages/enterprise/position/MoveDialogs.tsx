import { Form, Select } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { Applicant, ApplicantStatusBody } from '@/contract/applicants.ts';
import InterviewInvite from '@/features/interviews/InterviewInvite/index.tsx';
import { EMPLOYER_NEXT_STATUSES, REJECT_REASON_VALUES, type ApplicationStatus } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { moveApplicant } from '@/services/hiring.ts';

interface DialogProps {
  applicant: Applicant;
  onClose: () => void;
  onMoved: (applicant: Applicant) => void;
}

/** 不合适 for one applicant: the reason, which the seeker reads. */
export function RejectDialog({ applicant, onClose, onMoved }: DialogProps) {
  const [form] = Form.useForm<{ reason: ApplicantStatusBody['reason'] }>();
  return (
    <FormDialog
      title={<T id="hiring.reject.title" />}
      form={form}
      submit={({ reason }, options) => moveApplicant(applicant.id, { status: 'rejected', reason }, options)}
      onDone={onMoved}
      onClose={onClose}
    >
      <RejectReasonField />
    </FormDialog>
  );
}

/** The reason field of a refusal, shared by the single and the bulk dialog. */
export function RejectReasonField() {
  const t = useT();
  return (
    <Form.Item name="reason" label={t('hiring.reject.reason')} rules={[{ required: true, message: t('hiring.reject.required') }]}>
      <Select options={REJECT_REASON_VALUES.map((value) => ({ value, label: t(`dict.rejectReason.${value}`) }))} />
    </Form.Item>
  );
}

/** 邀请面试 from an applicant: the shared invitation form; the applicant moves to interviewing. */
export function InterviewDialog({ applicant, onClose, onMoved }: DialogProps) {
  return (
    <InterviewInvite
      applicationId={applicant.id}
      onClose={onClose}
      onInvited={(interview) =>
        onMoved({
          ...applicant,
          status: interview.applicationStatus,
          interviewAt: interview.at,
          interviewResponse: 'pending',
          next: EMPLOYER_NEXT_STATUSES[interview.applicationStatus] as ApplicationStatus[],
        })
      }
    />
  );
}

/** 发 offer: the terms dialog, shared with /interview. */
export { default as OfferDialog } from '@/features/offers/Offer/OfferDialog.tsx';
