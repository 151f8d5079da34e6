import { Form, Input, Radio, Select, Typography } from 'antd';
import type { PreferenceEntry } from '@/contract/authProfile.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { cityDict, jobCategoryDict, jobTypeDict, salaryBandDict } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { updateSeekerProfile } from '@/services/auth.ts';
import { StepActions, useRequired, useRequiredChoice } from './fields.tsx';
import { reasonsForEntry } from '@/components/MonthField/monthField.ts';

/** 求职期望: what to recommend. Skippable; /recommend then shows popular jobs until one is set. */
export function PreferencesStep({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [form] = Form.useForm<PreferenceEntry>();
  const { submit, submitting, error } = useSubmit(
    (entry: PreferenceEntry, options) => updateSeekerProfile({ preferences: [entry] }, options).catch(reasonsForEntry('preferences.0.')),
    { form, onSuccess: onDone },
  );
  const required = useRequired();
  const choose = useRequiredChoice();
  const options = (dict: { options: readonly { value: string; labelId: MessageId }[] }) => dict.options.map((o) => ({ value: o.value, label: t(o.labelId) }));

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form" initialValues={{ jobType: 'fulltime' }}>
      <Typography.Paragraph type="secondary">
        <T id="profile.preferencesHint" />
      </Typography.Paragraph>
      <FormError error={error} />
      <Form.Item name="title" label={t('profile.prefTitle')} rules={[...required('profile.prefTitleRequired'), { min: 2, max: 20, message: t('profile.prefTitleLength') }]}>
        <Input maxLength={20} placeholder={t('profile.prefTitle.placeholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="jobType" label={t('profile.jobType')}>
        <Radio.Group options={options(jobTypeDict)} />
      </Form.Item>
      <div className="perfect-row">
        <Form.Item name="category" label={t('profile.category')} rules={choose('profile.categoryRequired')}>
          <Select options={options(jobCategoryDict)} />
        </Form.Item>
        <Form.Item name="city" label={t('profile.city')} rules={choose('profile.cityRequired')}>
          <Select showSearch optionFilterProp="label" options={options(cityDict)} />
        </Form.Item>
      </div>
      <Form.Item name="salary" label={t('profile.salary')} rules={choose('profile.salaryRequired')}>
        <Select options={options(salaryBandDict)} />
      </Form.Item>
      <StepActions secondary="profile.skip" onSecondary={onDone} submit="account.perfect.submit" submitting={submitting} />
    </Form>
  );
}
