import { DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { FormError } from '@/components/FormError/index.tsx';
import { INTERVIEW_LIMITS } from '@/contract/interviewValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { RequestOptions } from '@/services/request/index.ts';

interface Props {
  /** The interview's current time: proposing it again is no new time. */
  currentAt: string;
  /** Sends the 改期 answer with the times (ISO, UTC) and takes in its result; the dialog closes once it resolves. */
  send: (proposedTimes: string[], options: RequestOptions) => Promise<unknown>;
  onClose: () => void;
}

const inWindow = (value: Dayjs) => value.isAfter(dayjs()) && value.isBefore(dayjs().add(INTERVIEW_LIMITS.daysAhead, 'day'));

/**
 * 申请改期: the seeker proposes up to three times that suit them; the recruiter reads them on /interview and
 * picking one confirms the interview. Same rules as the API (ahead, within the window, none twice, not the
 * current time); the API's own refusal shows under the fields.
 */
export default function ProposeTimesDialog({ currentAt, send, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ times: Array<Dayjs | undefined> }>();
  const submit = useSubmit((times: string[], options) => send(times, options), {
    form,
    inlineErrors: true,
    success: 'center.app.answered.reschedule',
    onSuccess: onClose,
  });
  const finish = ({ times }: { times: Array<Dayjs | undefined> }) => {
    const chosen = [...new Set(times.filter((d): d is Dayjs => !!d).map((d) => d.second(0).millisecond(0).toISOString()))];
    void submit.submit(chosen);
  };
  const rule = (index: number) => ({
    validator: (_: unknown, value?: Dayjs) => {
      if (!value) return index === 0 ? Promise.reject(new Error(t('center.interview.proposeRequired'))) : Promise.resolve();
      if (!inWindow(value)) return Promise.reject(new Error(t('hiring.interview.future')));
      if (value.second(0).millisecond(0).valueOf() === Date.parse(currentAt)) return Promise.reject(new Error(t('center.interview.proposeSame')));
      return Promise.resolve();
    },
  });
  return (
    <Modal
      open
      title={t('center.interview.proposeTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: submit.submitting }}
      okText={t('center.app.answer.reschedule')}
      cancelText={t('shared.cancel')}
      destroyOnHidden
    >
      <p>
        <T id="center.interview.proposeIntro" values={{ max: INTERVIEW_LIMITS.proposals }} />
      </p>
      <Form form={form} layout="vertical" onFinish={finish} initialValues={{ times: [] }}>
        {Array.from({ length: INTERVIEW_LIMITS.proposals }, (_, i) => (
          <Form.Item key={i} name={['times', i]} label={t('center.interview.proposeTime', { n: i + 1 })} rules={[rule(i)]}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 15 }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(INTERVIEW_LIMITS.daysAhead, 'day'))}
            />
          </Form.Item>
        ))}
      </Form>
      <FormError error={submit.error} />
    </Modal>
  );
}
