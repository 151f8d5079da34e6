import { Form, Input } from 'antd';
import type { UnionUser } from '@/contract/auth.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { useT } from '@/locales/useT.tsx';
import { perfectProfile } from '@/services/auth.ts';
import { NameField } from '@/components/ProfileFields/index.tsx';
import { StepActions } from './fields.tsx';
import { useRequired } from '@/hooks/useRequiredRules.ts';

interface EnterpriseForm {
  name: string;
  title: string;
  email: string;
  companyName: string;
}

/** The recruiter's basics: name, title, work email and the company they hire for. */
export function EnterpriseStep({ onSaved, onBack }: { onSaved: (user: UnionUser) => void; onBack: () => void }) {
  const t = useT();
  const [form] = Form.useForm<EnterpriseForm>();
  const { submit, submitting, error } = useSubmit((values: EnterpriseForm, options) => perfectProfile({ role: 'enterprise', ...values }, options), {
    form,
    success: 'account.perfect.done',
    onSuccess: onSaved,
  });
  const required = useRequired();

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form">
      <FormError error={error} />
      <NameField />
      <Form.Item name="title" label={t('account.perfect.jobTitle')} rules={required('account.perfect.jobTitleRequired')}>
        <Input maxLength={20} autoComplete="organization-title" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account.perfect.email')}
        rules={[...required('account.perfect.emailRequired'), { type: 'email', message: t('account.perfect.emailFormat') }]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('account.perfect.companyName')}
        rules={[...required('account.perfect.companyRequired'), { min: 4, max: 50, message: t('account.perfect.companyLength') }]}
      >
        <Input maxLength={50} autoComplete="organization" />
      </Form.Item>
      <StepActions secondary="common.previous" onSecondary={onBack} submit="account.perfect.submit" submitting={submitting} />
    </Form>
  );
}
