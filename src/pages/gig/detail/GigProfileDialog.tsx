import { Checkbox, Form, InputNumber, Radio } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { GigProfileBody } from '@/contract/gig.ts';
import { T, useT } from '@/locales/useT.tsx';
import { saveGigProfile } from '@/services/gigSearch.ts';

/** The birth years the API takes (`gigProfileBody`). */
const BIRTH_YEAR = { min: 1950, max: 2015 } as const;

/**
 * 零工资料: who the worker is (student or working), whether they hold a 健康证, and their birth year: what a
 * gig's requirements are checked against. Asked for here, where a first sign-up needs it, so a new worker is
 * not sent elsewhere to find it.
 */
export default function GigProfileDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<GigProfileBody>();
  return (
    <FormDialog
      title={t('gig.profile.title')}
      form={form}
      submit={(values, options) => saveGigProfile({ ...values, healthCertificate: !!values.healthCertificate }, options)}
      success="gig.profile.saved"
      onDone={onDone}
      onClose={onClose}
      okText={t('gig.profile.save')}
      initialValues={{ healthCertificate: false }}
      intro={
        <p>
          <T id="gig.profile.intro" />
        </p>
      }
    >
      <Form.Item name="identity" label={t('gig.profile.identity')} rules={[{ required: true, message: t('gig.profile.identityRequired') }]}>
        <Radio.Group
          options={[
            { value: 'worker', label: t('dict.gigIdentity.worker') },
            { value: 'student', label: t('dict.gigIdentity.student') },
          ]}
        />
      </Form.Item>
      <Form.Item name="birthYear" label={t('gig.profile.birthYear')} rules={[{ required: true, message: t('gig.profile.birthYearRequired') }]}>
        <InputNumber min={BIRTH_YEAR.min} max={BIRTH_YEAR.max} precision={0} placeholder="1998" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="healthCertificate" valuePropName="checked">
        <Checkbox>
          <T id="gig.profile.healthCertificate" />
        </Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
