import { Form, Typography } from 'antd';
import { FormError } from '@/components/FormError/index.tsx';
import { reasonsForEntry } from '@/components/MonthField/monthField.ts';
import { EducationFields } from '@/components/ProfileFields/index.tsx';
import type { EducationLevel } from '@/dicts/job.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T } from '@/locales/useT.tsx';
import { updateSeekerProfile } from '@/services/auth.ts';
import { StepActions } from './fields.tsx';

interface EducationForm {
  school: string;
  degree: EducationLevel;
  major?: string;
  start: string;
  end: string;
}

/** 教育经历: the highest degree. Skippable: someone without one, or in a hurry, adds it to the resume later. */
export function EducationStep({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<EducationForm>();
  const { submit, submitting, error } = useSubmit(
    (v: EducationForm, options) =>
      updateSeekerProfile({ education: [{ school: v.school, degree: v.degree, major: v.major || undefined, start: v.start, end: v.end }] }, options).catch(
        reasonsForEntry('education.0.'),
      ),
    { form, onSuccess: onDone },
  );

  return (
    // `major` starts as '' (not absent) so that a reason the API gives about it finds the field (useSubmit maps
    // reasons onto the fields the form's store knows).
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form" initialValues={{ major: '' }}>
      <Typography.Paragraph type="secondary">
        <T id="profile.educationHint" />
      </Typography.Paragraph>
      <FormError error={error} />
      <EducationFields at={[]} />
      <StepActions secondary="profile.skip" onSecondary={onDone} submit="common.next" submitting={submitting} />
    </Form>
  );
}
