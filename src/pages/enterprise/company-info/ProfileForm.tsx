import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, Select } from 'antd';
import DistrictPicker from '@/components/DistrictPicker/index.tsx';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { CompanyProfileValues, OwnCompany } from '@/contract/companyProfile.ts';
import { COMPANY_ABOUT_MIN, COMPANY_MAX_ADDRESSES, COMPANY_TEXT_MAX } from '@/contract/postingValues.ts';
import { benefitDict, companySizeDict, industryDict, INDUSTRY_SUB_VALUES, restScheduleDict, stageDict, type Dict } from '@/dicts/index.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useRequiredChoice } from '@/hooks/useRequiredRules.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { saveCompanyProfile } from '@/services/hiring.ts';

const WORK_HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** A company new to the platform starts from the usual office week and one address to fill in. */
const NEW_COMPANY: Partial<CompanyProfileValues> = {
  benefits: ['insurance'],
  workHours: '09:00-18:00',
  restSchedule: 'weekends',
  addresses: [{} as CompanyProfileValues['addresses'][number]],
};

/** 企业资料: everything /comdetail shows about the company, kept as a draft while it is edited. */
/** `readOnly`: a sub-account sees the profile in a disabled form, without the save button (the page says why). */
export default function ProfileForm({
  company,
  readOnly = false,
  onSaved,
}: {
  company: OwnCompany;
  readOnly?: boolean;
  onSaved: (company: OwnCompany) => void;
}) {
  const t = useT();
  const requiredChoice = useRequiredChoice();
  const [form] = Form.useForm<CompanyProfileValues>();
  const draft = useFormDraft<CompanyProfileValues>(`company.${company.id || 'new'}`, { form, initialValues: company.profile ?? NEW_COMPANY });
  const save = useSubmit((values: CompanyProfileValues, options) => saveCompanyProfile(values, options), {
    form,
    draft,
    success: 'hiring.company.profile.saved',
    onSuccess: onSaved,
  });
  const options = (dict: Dict) => dict.options.map((o) => ({ value: o.value, label: t(o.labelId) }));
  const industries = industryDict.options
    .filter((o) => (INDUSTRY_SUB_VALUES as readonly string[]).includes(o.value))
    .map((o) => ({ value: o.value, label: t(o.labelId) }));

  return (
    <Card title={<T id="hiring.company.profile.title" />}>
      <Form
        form={form}
        layout="vertical"
        initialValues={readOnly ? (company.profile ?? undefined) : draft.initialValues}
        onValuesChange={draft.onValuesChange}
        onFinish={(v) => void save.submit(v)}
        requiredMark={!readOnly}
        disabled={readOnly}
        className="company-profile-form"
      >
        <p className="company-profile-name">
          <T id="hiring.company.profile.name" values={{ name: company.name }} />
        </p>
        <Form.Item
          name="shortName"
          label={t('hiring.company.profile.shortName')}
          rules={[{ required: true, whitespace: true, message: t('hiring.company.profile.shortNameRequired') }]}
        >
          <Input maxLength={COMPANY_TEXT_MAX.shortName} showCount />
        </Form.Item>
        <div className="company-profile-row">
          <Form.Item name="industry" label={t('hiring.company.profile.industry')} rules={requiredChoice('hiring.company.profile.industryRequired')}>
            <Select options={industries} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="size" label={t('hiring.company.profile.size')} rules={requiredChoice('hiring.company.profile.sizeRequired')}>
            <Select options={options(companySizeDict)} />
          </Form.Item>
          <Form.Item name="stage" label={t('hiring.company.profile.stage')} rules={requiredChoice('hiring.company.profile.stageRequired')}>
            <Select options={options(stageDict)} />
          </Form.Item>
        </div>
        <Form.Item
          name="about"
          label={t('hiring.company.profile.about')}
          rules={[
            { required: true, whitespace: true, message: t('hiring.company.profile.aboutRequired') },
            { min: COMPANY_ABOUT_MIN, message: t('hiring.company.profile.aboutMin', { min: COMPANY_ABOUT_MIN }) },
          ]}
        >
          <Input.TextArea rows={6} maxLength={COMPANY_TEXT_MAX.about} showCount />
        </Form.Item>
        <Form.Item name="benefits" label={t('hiring.company.profile.benefits')}>
          <Checkbox.Group options={options(benefitDict)} />
        </Form.Item>
        <div className="company-profile-row">
          <Form.Item
            name="workHours"
            label={t('hiring.company.profile.workHours')}
            rules={[{ required: true, pattern: WORK_HOURS, message: t('hiring.form.workHoursFormat') }]}
          >
            <Input maxLength={COMPANY_TEXT_MAX.workHours} placeholder="09:00-18:00" />
          </Form.Item>
          <Form.Item name="restSchedule" label={t('hiring.company.profile.restSchedule')} rules={requiredChoice('hiring.company.profile.restRequired')}>
            <Select options={options(restScheduleDict)} />
          </Form.Item>
        </div>
        <Form.List name="addresses">
          {(fields, { add, remove }) => (
            <fieldset className="company-profile-addresses">
              <legend>
                <T id="hiring.company.profile.addresses" />
              </legend>
              {fields.map((field, index) => (
                <div key={field.key} className="company-profile-address">
                  <Form.Item name={[field.name, 'district']} rules={requiredChoice('hiring.form.districtRequired')}>
                    <DistrictPicker aria-label={t('hiring.company.profile.district', { n: index + 1 })} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'address']} rules={[{ required: true, whitespace: true, message: t('hiring.form.addressRequired') }]}>
                    <Input maxLength={COMPANY_TEXT_MAX.address} aria-label={t('hiring.company.profile.address', { n: index + 1 })} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('hiring.company.profile.removeAddress', { n: index + 1 })}
                    />
                  )}
                </div>
              ))}
              {fields.length < COMPANY_MAX_ADDRESSES && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                  <T id="hiring.company.profile.addAddress" />
                </Button>
              )}
            </fieldset>
          )}
        </Form.List>
        {!readOnly && (
          <>
            <DraftStatus draft={draft} />
            <FormError error={save.error} />
            <Button type="primary" htmlType="submit" loading={save.submitting}>
              <T id={company.id ? 'hiring.company.profile.save' : 'hiring.company.profile.create'} />
            </Button>
          </>
        )}
      </Form>
    </Card>
  );
}
