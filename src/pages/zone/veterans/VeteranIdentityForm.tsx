import { Button, Form, Input, Radio } from 'antd';
import { FormError } from '@/components/FormError/index.tsx';
import { PERSON_NAME_MAX, PERSON_NAME_MIN } from '@/contract/authValues.ts';
import { CERTIFICATE_NO_INPUT_MAX } from '@/contract/jobValues.ts';
import type { VeteranIdentity } from '@/contract/veteran.ts';
import { certificateDict, type VeteranCertificate } from '@/dicts/zone.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import ImageUpload from '@/features/files/ImageUpload/index.tsx';
import { T, useT } from '@/locales/useT.tsx';
import { applyVeteranIdentity } from '@/services/zone.ts';
import { certificateNoError, normaliseCertificateNo } from './certificate.ts';

interface IdentityForm {
  certificateType: VeteranCertificate;
  certificateNo: string;
  name: string;
  file: string;
}

/** The identity application: certificate type and number (format checked here), name, photo. */
export default function VeteranIdentityForm({ onApplied }: { onApplied: (identity: VeteranIdentity) => void }) {
  const [form] = Form.useForm<IdentityForm>();
  const type = Form.useWatch('certificateType', form);
  const t = useT();
  // Refusals (already verified, under review) are shown above the form in the API's words.
  const apply = useSubmit(
    (values: IdentityForm, options) =>
      applyVeteranIdentity({ ...values, certificateNo: normaliseCertificateNo(values.certificateNo), name: values.name.trim() }, options),
    { form, inlineErrors: true, fallback: 'zone.vet.form.failed', onSuccess: (identity) => onApplied(identity) },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ certificateType: 'discharge' }}
      onFinish={(v) => void apply.submit(v)}
      className="vet-form"
    >
      <FormError error={apply.error} className="vet-form-error" />
      {/* Always set (it starts with the discharge certificate); no `required` rule, which would put aria-required on the radio group's div. */}
      <Form.Item name="certificateType" label={t('zone.vet.form.type')}>
        <Radio.Group
          onChange={() => {
            // The number's format depends on the type: re-check it once it has been typed.
            if (form.getFieldValue('certificateNo')) void form.validateFields(['certificateNo']).catch(() => undefined);
          }}
        >
          {certificateDict.options.map((o) => (
            <Radio key={o.value} value={o.value}>
              <T id={o.labelId} />
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="certificateNo"
        label={t('zone.vet.form.no')}
        extra={<T id={type === 'preferential' ? 'zone.vet.form.noHint.preferential' : 'zone.vet.form.noHint.discharge'} />}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = certificateNoError(form.getFieldValue('certificateType'), value);
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          maxLength={CERTIFICATE_NO_INPUT_MAX}
          autoComplete="off"
          placeholder={t(type === 'preferential' ? 'zone.vet.form.noPlaceholder.preferential' : 'zone.vet.form.noPlaceholder.discharge')}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('zone.vet.form.name')}
        rules={[
          { required: true, whitespace: true, message: t('zone.vet.form.nameRequired') },
          { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX, message: t('zone.vet.form.nameLength', { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX }) },
        ]}
      >
        <Input maxLength={PERSON_NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item name="file" label={t('zone.vet.form.photo')} rules={[{ required: true, message: t('zone.vet.form.photoRequired') }]}>
        <ImageUpload field="file" hintId="zone.vet.upload.hint" previewAltId="zone.vet.upload.preview" />
      </Form.Item>
      <p className="vet-form-privacy">
        <T id="zone.vet.form.privacy" />
      </p>
      <Button type="primary" htmlType="submit" loading={apply.submitting}>
        <T id="zone.vet.form.submit" />
      </Button>
    </Form>
  );
}
