import { Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { EducationLevel } from '@/dicts/job.ts';
import { EDUCATION_LEVELS } from '@/contract/authValues.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { educationDict } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { updateSeekerProfile } from '@/services/auth.ts';
import { MonthPicker, StepActions, useRequired, useRequiredChoice } from './fields.tsx';
import { monthsFromNow, outsideMonths, reasonsForEntry, toMonth } from '@/components/MonthField/monthField.ts';

interface EducationForm {
  school: string;
  degree: EducationLevel;
  major?: string;
  start: Dayjs;
  end: Dayjs;
}

const DEGREE_OPTIONS = educationDict.options.filter((o) => (EDUCATION_LEVELS as readonly string[]).includes(o.value));

/** 教育经历: the highest degree. Skippable: someone without one, or in a hurry, adds it to the resume later. */
export function EducationStep({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [form] = Form.useForm<EducationForm>();
  const { submit, submitting, error } = useSubmit(
    (v: EducationForm, options) =>
      updateSeekerProfile({ education: [{ school: v.school, degree: v.degree, major: v.major || undefined, start: toMonth(v.start)!, end: toMonth(v.end)! }] }, options).catch(
        reasonsForEntry('education.0.'),
      ),
    { form, onSuccess: onDone },
  );
  const required = useRequired();
  const choose = useRequiredChoice();

  return (
    // `major` starts as '' (not absent) so that a reason the API gives about it finds the field (useSubmit maps
    // reasons onto the fields the form's store knows).
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form" initialValues={{ major: '' }}>
      <Typography.Paragraph type="secondary">
        <T id="profile.educationHint" />
      </Typography.Paragraph>
      <FormError error={error} />
      <Form.Item name="school" label={t('profile.school')} rules={required('profile.schoolRequired')}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item name="degree" label={t('account.perfect.education')} rules={choose('account.perfect.educationRequired')}>
        <Select options={DEGREE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
      </Form.Item>
      <Form.Item name="major" label={t('profile.major')}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <div className="perfect-row">
        <Form.Item name="start" label={t('profile.studyStart')} rules={required('profile.studyStartRequired')}>
          <MonthPicker disabledDate={outsideMonths(monthsFromNow(-12 * 60), monthsFromNow(0))} />
        </Form.Item>
        <Form.Item name="end" label={t('profile.studyEnd')} rules={required('profile.studyEndRequired')}>
          <MonthPicker disabledDate={outsideMonths(monthsFromNow(-12 * 60), monthsFromNow(12 * 8))} />
        </Form.Item>
      </div>
      <StepActions secondary="profile.skip" onSecondary={onDone} submit="common.next" submitting={submitting} />
    </Form>
  );
}
