import { Form } from 'antd';
import type { UnionUser } from '@/contract/auth.ts';
import type { GENDERS } from '@/contract/authValues.ts';
import type { WorkStatus } from '@/dicts/job.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { SeekerBasicFields } from '@/components/ProfileFields/index.tsx';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { perfectProfile } from '@/services/auth.ts';
import { StepActions } from './fields.tsx';

interface BasicForm {
  name: string;
  gender: (typeof GENDERS)[number];
  birthMonth: string;
  freshGraduate: boolean;
  workStart?: string;
  workStatus: WorkStatus;
}

/** 基本信息: who the seeker is. Saving it makes the account a job seeker. Nothing is filled in for them. */
export function SeekerBasicStep({ onSaved, onBack }: { onSaved: (user: UnionUser) => void; onBack: () => void }) {
  const [form] = Form.useForm<BasicForm>();
  const { submit, submitting, error } = useSubmit(
    (values: BasicForm, options) =>
      perfectProfile(
        {
          role: 'seeker',
          name: values.name,
          gender: values.gender,
          birthMonth: values.birthMonth,
          freshGraduate: values.freshGraduate,
          workStart: values.freshGraduate ? undefined : values.workStart,
          workStatus: values.workStatus,
        },
        options,
      ),
    { form, onSuccess: onSaved },
  );

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form">
      <FormError error={error} />
      <SeekerBasicFields />
      <StepActions secondary="common.previous" onSecondary={onBack} submit="common.next" submitting={submitting} />
    </Form>
  );
}
