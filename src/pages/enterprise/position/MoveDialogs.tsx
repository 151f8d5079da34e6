import { DatePicker, Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { FormError } from '@/components/FormError/index.tsx';
import type { Applicant, ApplicantStatusBody } from '@/contract/applicants.ts';
import { REJECT_REASON_VALUES } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { moveApplicant } from '@/services/hiring.ts';

interface DialogProps {
  applicant: Applicant;
  onClose: () => void;
  onMoved: (applicant: Applicant) => void;
}

/** The API allows an interview within the next 60 days. */
const LAST_DAY = 60;

/** A move that needs a word more: why not (the seeker reads it), or when the interview is. */
function MoveDialog<V extends object>({ applicant, onClose, onMoved, titleId, toBody, children }: DialogProps & { titleId: 'hiring.reject.title' | 'hiring.interview.title'; toBody: (values: V) => ApplicantStatusBody; children: React.ReactNode }) {
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

export function InterviewDialog(props: DialogProps) {
  const t = useT();
  return (
    <MoveDialog<{ interviewAt: Dayjs }> {...props} titleId="hiring.interview.title" toBody={({ interviewAt }) => ({ status: 'interviewing', interviewAt: interviewAt.toISOString() })}>
      <Form.Item
        name="interviewAt"
        label={t('hiring.interview.time')}
        rules={[
          { required: true, message: t('hiring.interview.required') },
          { validator: (_, value?: Dayjs) => (!value || (value.isAfter(dayjs()) && value.isBefore(dayjs().add(LAST_DAY, 'day'))) ? Promise.resolve() : Promise.reject(new Error(t('hiring.interview.future')))) },
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(LAST_DAY, 'day'))} />
      </Form.Item>
    </MoveDialog>
  );
}
