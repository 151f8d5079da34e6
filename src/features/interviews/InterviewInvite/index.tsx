import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { InterviewView } from '@/contract/interview.ts';
import { INTERVIEW_LIMITS } from '@/contract/interviewValues.ts';
import { interviewFormatDict, type InterviewFormat } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createInterview, queryOwnCompany } from '@/services/hiring.ts';

interface InviteValues {
  at: Dayjs;
  format: InterviewFormat;
  place: string;
  interviewers: string[];
  notes?: string;
}

interface InterviewInviteProps {
  applicationId: string;
  /** The round this invitation is for (2 and up: a next round). */
  round?: number;
  onClose: () => void;
  onInvited: (interview: InterviewView) => void;
}

export const inFuture = (value?: Dayjs) => !value || (value.isAfter(dayjs()) && value.isBefore(dayjs().add(INTERVIEW_LIMITS.daysAhead, 'day')));

/**
 * 邀请面试: when, how, where (an address, a meeting link or a number), who interviews, and a note for the
 * candidate. Starts from the company's first address and the recruiter as interviewer. It closes once sent; a
 * refusal (an interviewer already busy, a live interview already set) shows its reason in the dialog.
 */
export default function InterviewInvite({ applicationId, round = 1, onClose, onInvited }: InterviewInviteProps) {
  const t = useT();
  const [form] = Form.useForm<InviteValues>();
  const me = useInitialState().initialState.currentUser?.name ?? '';
  const company = useApiRequest(queryOwnCompany, { cacheKey: 'own-company' });
  const address = company.data?.profile?.addresses[0]?.address ?? '';
  const invite = useSubmit(
    (values: InviteValues, options) =>
      createInterview(
        { applicationId, at: values.at.toISOString(), format: values.format, place: values.place, interviewers: values.interviewers, notes: values.notes },
        options,
      ),
    {
      form,
      inlineErrors: true,
      success: 'hiring.interview.sent',
      // Sent: the dialog closes, so a second 确定 cannot send the invitation again (issue 26.24).
      onSuccess: (interview) => {
        onInvited(interview);
        onClose();
      },
    },
  );
  const format = Form.useWatch('format', form) ?? 'onsite';
  // The address arrives after the dialog opens: filled in unless the user has typed something already.
  useEffect(() => {
    if (address && !form.getFieldValue('place')) form.setFieldValue('place', address);
  }, [address, form]);
  return (
    <Modal
      open
      title={t(round > 1 ? 'hiring.interview.nextTitle' : 'hiring.interview.title', { round })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: invite.submitting }}
      cancelText={t('shared.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void invite.submit(values)} initialValues={{ format: 'onsite', interviewers: me ? [me] : [] }}>
        <Form.Item
          name="at"
          label={t('hiring.interview.time')}
          rules={[
            { required: true, message: t('hiring.interview.required') },
            { validator: (_, value?: Dayjs) => (inFuture(value) ? Promise.resolve() : Promise.reject(new Error(t('hiring.interview.future')))) },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 15 }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(INTERVIEW_LIMITS.daysAhead, 'day'))}
          />
        </Form.Item>
        <Form.Item name="format" label={t('hiring.interview.format')}>
          <Radio.Group options={interviewFormatDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
        </Form.Item>
        <Form.Item
          name="place"
          label={t(format === 'video' ? 'hiring.interview.link' : format === 'phone' ? 'hiring.interview.phoneNote' : 'hiring.interview.address')}
          rules={[{ required: true, whitespace: true, message: t('hiring.interview.placeRequired') }]}
        >
          <Input maxLength={INTERVIEW_LIMITS.place} />
        </Form.Item>
        <Form.Item
          name="interviewers"
          label={t('hiring.interview.interviewers')}
          rules={[{ required: true, type: 'array', min: 1, message: t('hiring.interview.interviewersRequired') }]}
        >
          <Select mode="tags" open={false} suffixIcon={null} maxCount={INTERVIEW_LIMITS.interviewers} tokenSeparators={[',', '，', '、']} />
        </Form.Item>
        <Form.Item name="notes" label={t('hiring.interview.notes')}>
          <Input.TextArea rows={2} maxLength={INTERVIEW_LIMITS.notes} showCount />
        </Form.Item>
      </Form>
      <p className="interview-invite-hint">
        <T id="hiring.interview.hint" />
      </p>
      <FormError error={invite.error} />
    </Modal>
  );
}
