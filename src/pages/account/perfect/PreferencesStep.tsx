import { Form, Typography } from 'antd';
import type { PreferenceEntry } from '@/contract/authProfile.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { reasonsForEntry } from '@/components/MonthField/monthField.ts';
import { PreferenceFields } from '@/components/ProfileFields/index.tsx';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T } from '@/locales/useT.tsx';
import { updateSeekerProfile } from '@/services/auth.ts';
import { StepActions } from './fields.tsx';

/** 求职期望: what to recommend. Skippable; /recommend then shows popular jobs until one is set. */
export function PreferencesStep({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<PreferenceEntry>();
  const { submit, submitting, error } = useSubmit(
    (entry: PreferenceEntry, options) => updateSeekerProfile({ preferences: [entry] }, options).catch(reasonsForEntry('preferences.0.')),
    { form, onSuccess: onDone },
  );

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form" initialValues={{ jobType: 'fulltime' }}>
      <Typography.Paragraph type="secondary">
        <T id="profile.preferencesHint" />
      </Typography.Paragraph>
      <FormError error={error} />
      <PreferenceFields at={[]} />
      <StepActions secondary="profile.skip" onSecondary={onDone} submit="account.perfect.submit" submitting={submitting} />
    </Form>
  );
}
