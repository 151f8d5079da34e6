import { Alert, Checkbox, Form, Input } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import { MOBILE_LENGTH, MOBILE_PATTERN, PERSON_NAME_MAX, PERSON_NAME_MIN } from '@/contract/authValues.ts';
import { REFERRAL_LIMITS, type BountyJob, type ReferralView } from '@/contract/referralValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createReferral } from '@/services/referral.ts';

interface Values {
  name: string;
  mobile: string;
  note?: string;
  informed: boolean;
}

/**
 * 推荐他人: the person's name and number, checked as typed (the API checks the same), and before anything is sent
 * what happens next: they get a text and must agree, and a report of a fake referral counts against the referrer.
 */
export default function ReferDialog({
  job,
  ownMobile,
  onDone,
  onClose,
}: {
  job: BountyJob;
  ownMobile: string;
  onDone: (r: ReferralView) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog
      title={t('referral.form.title', { title: job.title })}
      form={form}
      okText={t('referral.form.send')}
      submit={(values, options) =>
        createReferral(
          { kind: 'other', jobId: job.jobId, name: values.name.trim(), mobile: values.mobile.trim(), note: values.note?.trim() || undefined, informed: true },
          options,
        )
      }
      success={(r) => t('referral.form.sent', { name: r.candidate.name })}
      onDone={onDone}
      onClose={onClose}
      intro={
        <Alert
          type="info"
          showIcon
          className="referral-consent-note"
          message={t('referral.form.consentTitle')}
          description={<T id="referral.form.consentNote" />}
        />
      }
    >
      <Form.Item
        name="name"
        label={t('referral.form.name')}
        validateTrigger="onChange"
        rules={[
          { required: true, whitespace: true, message: t('referral.form.nameRequired') },
          {
            validator: (_, v?: string) =>
              !v?.trim() || (v.trim().length >= PERSON_NAME_MIN && v.trim().length <= PERSON_NAME_MAX)
                ? Promise.resolve()
                : Promise.reject(new Error(t('referral.form.nameLength'))),
          },
        ]}
      >
        <Input autoComplete="off" maxLength={PERSON_NAME_MAX + 5} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('referral.form.mobile')}
        validateTrigger="onChange"
        rules={[
          { required: true, message: t('referral.form.mobileRequired') },
          {
            validator: (_, v?: string) => {
              const value = v?.trim() ?? '';
              if (!value) return Promise.resolve();
              if (!MOBILE_PATTERN.test(value)) return Promise.reject(new Error(t('referral.form.mobileInvalid')));
              if (value === ownMobile) return Promise.reject(new Error(t('referral.form.mobileOwn')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={MOBILE_LENGTH} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('referral.form.note')}
        rules={[{ max: REFERRAL_LIMITS.note, message: t('referral.form.noteLength', { max: REFERRAL_LIMITS.note }) }]}
      >
        <Input.TextArea rows={2} showCount maxLength={REFERRAL_LIMITS.note} />
      </Form.Item>
      <Form.Item
        name="informed"
        valuePropName="checked"
        rules={[{ validator: (_, v?: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('referral.form.informedRequired')))) }]}
      >
        <Checkbox>
          <T id="referral.form.informed" />
        </Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
