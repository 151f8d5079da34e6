import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import BusinessDate from '@/components/BusinessDate.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import { inFuture } from '@/features/interviews/InterviewInvite/index.tsx';
import type { FeedbackBody, InterviewView } from '@/contract/interview.ts';
import { INTERVIEW_LIMITS } from '@/contract/interviewValues.ts';
import { ScoreRate } from './ScoreRate.tsx';
import { interviewResultDict } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';
import { cancelInterview, rescheduleInterview, sendFeedback } from '@/services/hiring.ts';
import type { RequestOptions } from '@/services/request/index.ts';

interface DialogProps {
  interview: InterviewView;
  onClose: () => void;
  onDone: (interview: InterviewView) => void;
}

/** A small form in a dialog that sends one request about the interview; the API's refusal shows in it. */
function InterviewDialog<V extends object>({
  onClose,
  onDone,
  titleId,
  send,
  children,
  initialValues,
}: Omit<DialogProps, 'interview'> & {
  titleId: MessageId;
  send: (values: V, options: RequestOptions) => Promise<InterviewView>;
  children: React.ReactNode;
  initialValues?: Partial<V>;
}) {
  const t = useT();
  const [form] = Form.useForm<V>();
  const submit = useSubmit(send, {
    form,
    inlineErrors: true,
    onSuccess: (done) => {
      onDone(done);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t(titleId)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: submit.submitting }}
      cancelText={t('shared.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit.submit(values)}>
        {children}
      </Form>
      <FormError error={submit.error} />
    </Modal>
  );
}

export function FeedbackDialog(props: DialogProps) {
  const t = useT();
  return (
    <InterviewDialog<FeedbackBody>
      {...props}
      titleId="hiring.interview.feedbackTitle"
      send={(values, options) => sendFeedback(props.interview.id, values, options)}
    >
      <Form.Item name="result" label={t('hiring.interview.result')} rules={[{ required: true, message: t('hiring.interview.resultRequired') }]}>
        <Radio.Group options={interviewResultDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
      </Form.Item>
      <Form.Item name="score" label={t('hiring.interview.score')} rules={[{ required: true, message: t('hiring.interview.scoreRequired') }]}>
        <ScoreRate label={t('hiring.interview.score')} starLabel={(score) => t('hiring.interview.scoreStar', { score })} />
      </Form.Item>
      <Form.Item name="comment" label={t('hiring.interview.comment')}>
        <Input.TextArea rows={3} maxLength={INTERVIEW_LIMITS.comment} showCount />
      </Form.Item>
    </InterviewDialog>
  );
}

export function RescheduleDialog(props: DialogProps) {
  const t = useT();
  const { proposedTimes } = props.interview;
  // A time the candidate proposed with 改期 is the likely pick: offered first, and choosing it confirms the interview.
  const first = proposedTimes[0] ?? props.interview.at;
  return (
    <InterviewDialog<{ at: Dayjs }>
      {...props}
      titleId="hiring.interview.rescheduleTitle"
      initialValues={{ at: dayjs(first) }}
      send={(values, options) => rescheduleInterview(props.interview.id, values.at.toISOString(), options)}
    >
      {proposedTimes.length > 0 && <ProposedTimes times={proposedTimes} />}
      <Form.Item
        name="at"
        label={t('hiring.interview.newTime')}
        rules={[
          { required: true, message: t('hiring.interview.required') },
          { validator: (_, value?: Dayjs) => (inFuture(value) ? Promise.resolve() : Promise.reject(new Error(t('hiring.interview.future')))) },
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
    </InterviewDialog>
  );
}

/** The candidate's proposals as choices that set the time field. */
function ProposedTimes({ times }: { times: string[] }) {
  const t = useT();
  const form = Form.useFormInstance<{ at: Dayjs }>();
  const at = Form.useWatch('at', form);
  return (
    <Form.Item label={t('hiring.interview.pickProposed')}>
      <Radio.Group
        value={times.find((time) => at && dayjs(time).isSame(at, 'minute')) ?? null}
        onChange={(e) => form.setFieldValue('at', dayjs(e.target.value as string))}
        options={times.map((time) => ({ value: time, label: <BusinessDate value={time} form="dateTime" /> }))}
      />
    </Form.Item>
  );
}

export function CancelDialog(props: DialogProps) {
  const t = useT();
  return (
    <InterviewDialog<{ reason: string }>
      {...props}
      titleId="hiring.interview.cancelTitle"
      send={(values, options) => cancelInterview(props.interview.id, values.reason, options)}
    >
      <Form.Item
        name="reason"
        label={t('hiring.interview.cancelReason')}
        rules={[{ required: true, whitespace: true, message: t('hiring.interview.cancelRequired') }]}
      >
        <Input maxLength={INTERVIEW_LIMITS.reason} showCount />
      </Form.Item>
    </InterviewDialog>
  );
}
