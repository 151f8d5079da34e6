import { Form, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { UnionUser } from '@/contract/auth.ts';
import { GENDERS, MAX_AGE, MIN_AGE } from '@/contract/authValues.ts';
import type { WorkStatus } from '@/dicts/job.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { workStatusDict } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { useT } from '@/locales/useT.tsx';
import { perfectProfile } from '@/services/auth.ts';
import { MonthPicker, NameField, StepActions, useRequired, useRequiredChoice } from './fields.tsx';
import { monthsFromNow, outsideMonths, toMonth } from '@/components/MonthField/monthField.ts';

interface BasicForm {
  name: string;
  gender: (typeof GENDERS)[number];
  birthMonth: Dayjs;
  freshGraduate: boolean;
  workStart?: Dayjs;
  workStatus: WorkStatus;
}

/** 基本信息: who the seeker is. Saving it makes the account a job seeker. Nothing is filled in for them. */
export function SeekerBasicStep({ onSaved, onBack }: { onSaved: (user: UnionUser) => void; onBack: () => void }) {
  const t = useT();
  const [form] = Form.useForm<BasicForm>();
  const freshGraduate = Form.useWatch('freshGraduate', form);
  const { submit, submitting, error } = useSubmit(
    (values: BasicForm, options) =>
      perfectProfile(
        {
          role: 'seeker',
          name: values.name,
          gender: values.gender,
          birthMonth: toMonth(values.birthMonth)!,
          freshGraduate: values.freshGraduate,
          workStart: values.freshGraduate ? undefined : toMonth(values.workStart),
          workStatus: values.workStatus,
        },
        options,
      ),
    { form, onSuccess: onSaved },
  );
  const required = useRequired();
  const choose = useRequiredChoice();

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} className="perfect-form">
      <FormError error={error} />
      <NameField />
      <Form.Item name="gender" label={t('account.perfect.gender')} rules={choose('account.perfect.genderRequired')}>
        <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`account.gender.${g}`) }))} />
      </Form.Item>
      <Form.Item name="birthMonth" label={t('profile.birthMonth')} rules={required('profile.birthMonthRequired')}>
        <MonthPicker disabledDate={outsideMonths(monthsFromNow(-12 * MAX_AGE), monthsFromNow(-12 * MIN_AGE))} defaultPickerValue={monthsFromNow(-12 * 25)} />
      </Form.Item>
      <Form.Item name="freshGraduate" label={t('profile.experience')} rules={choose('profile.experienceRequired')}>
        <Radio.Group
          options={[
            { value: true, label: t('profile.experience.graduate') },
            { value: false, label: t('profile.experience.working') },
          ]}
        />
      </Form.Item>
      {freshGraduate === false && (
        <Form.Item name="workStart" label={t('profile.workStart')} rules={required('profile.workStartRequired')}>
          <MonthPicker disabledDate={outsideMonths(monthsFromNow(-12 * MAX_AGE), monthsFromNow(0))} />
        </Form.Item>
      )}
      <Form.Item name="workStatus" label={t('account.perfect.workStatus')} rules={choose('account.perfect.workStatusRequired')}>
        <Select options={workStatusDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
      </Form.Item>
      <StepActions secondary="common.previous" onSecondary={onBack} submit="common.next" submitting={submitting} />
    </Form>
  );
}
