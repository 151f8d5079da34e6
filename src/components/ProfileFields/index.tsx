import { Form, Input, Radio, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, type ReactNode } from 'react';
import { MonthPicker, monthItemProps, monthsFromNow, outsideMonths, pastMonths } from '@/components/MonthField/index.tsx';
import { EDUCATION_LEVELS, GENDERS, MAX_AGE, MIN_AGE, PERSON_NAME_MAX, PERSON_NAME_MIN } from '@/contract/authValues.ts';
import { cityDict, educationDict, jobCategoryDict, jobTypeDict, salaryBandDict, workStatusDict } from '@/dicts/index.ts';
import { isStudentWorkStatus } from '@/dicts/job.ts';
import { useDictOptions } from '@/hooks/useDictOptions.ts';
import { useRequired, useRequiredChoice } from '@/hooks/useRequiredRules.ts';
import { useT } from '@/locales/useT.tsx';
import './profileFields.css';

/**
 * The field groups of a seeker's profile, shared by the /perfect wizard and the online resume: who they are,
 * one education entry, one job preference. Months are `YYYY-MM` strings in the form (monthItemProps). `at`
 * places a group's fields: top level (`at={[]}`) or inside a Form.List entry (`at={[field.name]}`).
 */

type At = (string | number)[];
const path = (at: At, key: string): NamePath => [...at, key];

/** Two fields side by side, half the form each. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="profile-row">{children}</div>;
}

/** 姓名 (2-20 characters, the API's rule). */
export function NameField() {
  const t = useT();
  const required = useRequired();
  return (
    <Form.Item
      name="name"
      label={t('account.perfect.name')}
      rules={[...required('account.perfect.nameRequired'), { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX, message: t('account.perfect.nameLength') }]}
    >
      <Input maxLength={PERSON_NAME_MAX} autoComplete="name" />
    </Form.Item>
  );
}

/**
 * 基本信息 of a job seeker: name, gender, birth month, fresh graduate or working since, seeking status. A fresh
 * graduate (应届生) is offered 在校-寻找实习 and 应届毕业生 first, and starts on 应届毕业生; someone who has
 * worked is not offered them (the API refuses them, authProfile.ts checkBasic).
 */
export function SeekerBasicFields() {
  const t = useT();
  const required = useRequired();
  const choose = useRequiredChoice();
  const options = useDictOptions();
  const form = Form.useFormInstance();
  const freshGraduate = Form.useWatch('freshGraduate') as boolean | undefined;
  const statuses = options(workStatusDict);
  const statusOptions = freshGraduate
    ? [...statuses.filter((o) => isStudentWorkStatus(o.value)), ...statuses.filter((o) => !isStudentWorkStatus(o.value))]
    : statuses.filter((o) => !isStudentWorkStatus(o.value));
  useEffect(() => {
    // Read, not watched: only a change of 应届生 / 已工作 moves the status, never the seeker's own choice.
    const status = form.getFieldValue('workStatus') as string | undefined;
    if (freshGraduate === true && !status) form.setFieldValue('workStatus', 'graduate');
    if (freshGraduate === false && isStudentWorkStatus(status)) form.setFieldValue('workStatus', undefined);
  }, [form, freshGraduate]);
  return (
    <>
      <NameField />
      <Form.Item name="gender" label={t('account.perfect.gender')} rules={choose('account.perfect.genderRequired')}>
        <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`account.gender.${g}`) }))} />
      </Form.Item>
      <Form.Item name="birthMonth" label={t('profile.birthMonth')} rules={required('profile.birthMonthRequired')} {...monthItemProps}>
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
        <Form.Item name="workStart" label={t('profile.workStart')} rules={required('profile.workStartRequired')} {...monthItemProps}>
          <MonthPicker disabledDate={outsideMonths(monthsFromNow(-12 * MAX_AGE), monthsFromNow(0))} />
        </Form.Item>
      )}
      <Form.Item name="workStatus" label={t('account.perfect.workStatus')} rules={choose('account.perfect.workStatusRequired')}>
        <Select options={statusOptions} />
      </Form.Item>
    </>
  );
}

const DEGREE_OPTIONS = educationDict.options.filter((o) => (EDUCATION_LEVELS as readonly string[]).includes(o.value));

/** One education entry: school, degree, major, start and end (the end may lie up to 8 years ahead). */
export function EducationFields({ at }: { at: At }) {
  const t = useT();
  const required = useRequired();
  const choose = useRequiredChoice();
  const options = useDictOptions();
  return (
    <>
      <Form.Item name={path(at, 'school')} label={t('profile.school')} rules={required('profile.schoolRequired')}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <FieldRow>
        <Form.Item name={path(at, 'degree')} label={t('account.perfect.education')} rules={choose('account.perfect.educationRequired')}>
          <Select options={options({ options: DEGREE_OPTIONS })} />
        </Form.Item>
        <Form.Item name={path(at, 'major')} label={t('profile.major')}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item name={path(at, 'start')} label={t('profile.studyStart')} rules={required('profile.studyStartRequired')} {...monthItemProps}>
          <MonthPicker disabledDate={pastMonths} />
        </Form.Item>
        <Form.Item name={path(at, 'end')} label={t('profile.studyEnd')} rules={required('profile.studyEndRequired')} {...monthItemProps}>
          <MonthPicker disabledDate={outsideMonths(monthsFromNow(-12 * 60), monthsFromNow(12 * 8))} />
        </Form.Item>
      </FieldRow>
    </>
  );
}

/** One job preference: title, job type, category, city and a pay band. */
export function PreferenceFields({ at }: { at: At }) {
  const t = useT();
  const required = useRequired();
  const choose = useRequiredChoice();
  const options = useDictOptions();
  return (
    <>
      <Form.Item
        name={path(at, 'title')}
        label={t('profile.prefTitle')}
        rules={[...required('profile.prefTitleRequired'), { min: 2, max: 20, message: t('profile.prefTitleLength') }]}
      >
        <Input maxLength={20} placeholder={t('profile.prefTitle.placeholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name={path(at, 'jobType')} label={t('profile.jobType')}>
        <Radio.Group options={options(jobTypeDict)} />
      </Form.Item>
      <FieldRow>
        <Form.Item name={path(at, 'category')} label={t('profile.category')} rules={choose('profile.categoryRequired')}>
          <Select options={options(jobCategoryDict)} />
        </Form.Item>
        <Form.Item name={path(at, 'city')} label={t('profile.city')} rules={choose('profile.cityRequired')}>
          <Select showSearch optionFilterProp="label" options={options(cityDict)} />
        </Form.Item>
      </FieldRow>
      <Form.Item name={path(at, 'salary')} label={t('profile.salary')} rules={choose('profile.salaryRequired')}>
        <Select options={options(salaryBandDict)} />
      </Form.Item>
    </>
  );
}
