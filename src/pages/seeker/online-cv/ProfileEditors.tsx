import { Checkbox, Form, Input, Select, Skeleton } from 'antd';
import { useInitialState } from '@/app/initialState.tsx';
import { EducationFields, FieldRow, PreferenceFields, SeekerBasicFields } from '@/components/ProfileFields/index.tsx';
import type { PreferenceEntry } from '@/contract/authProfile.ts';
import { MOBILE_PATTERN } from '@/contract/authValues.ts';
import type { ResumeBasic, ResumeContent, ResumeEducationEntry } from '@/contract/resume.ts';
import { RESUME_TEXT_MAX } from '@/contract/resumeValues.ts';
import { cityDict } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useDictOptions } from '@/hooks/useDictOptions.ts';
import { useRequired, useRequiredChoice } from '@/hooks/useRequiredRules.ts';
import { getSeekerProfile } from '@/services/auth.ts';
import { T, useT } from '@/locales/useT.tsx';
import { EntriesEditor } from './EntriesEditor.tsx';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor.tsx';

/**
 * The modules /perfect started: basics, education and preferences, with the wizard's own field groups
 * (components/ProfileFields). Saving the Chinese version updates the profile the wizard filled in.
 */

type Props<M extends 'basic' | 'education' | 'preferences', F extends object> = Pick<ModuleEditorProps<M, F>, 'lang' | 'onSaved' | 'onCancel'> & {
  content: ResumeContent;
};

/**
 * 基本信息: the wizard's fields plus how employers reach the seeker. A first edit starts from what /perfect
 * stored and the account's mobile number, so nothing is asked twice.
 */
export function BasicEditor({ content, ...props }: Props<'basic', Partial<ResumeBasic>>) {
  const user = useInitialState().initialState.currentUser;
  const profile = useApiRequest(() => getSeekerProfile(), { ready: !content.basic });
  // Before the first save the API shows /perfect's basics with an empty email and city: empty fields, not ''.
  if (content.basic)
    return <BasicForm initial={{ ...content.basic, email: content.basic.email || undefined, city: content.basic.city || undefined }} {...props} />;
  // The form takes its initial values when it mounts: wait for the profile (a failure starts from the account).
  if (profile.loading || (!profile.data && !profile.error)) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <BasicForm initial={{ ...profile.data?.basic, name: profile.data?.basic?.name ?? user?.name, phone: user?.mobile }} {...props} />;
}

function BasicForm({ initial, ...props }: Omit<Props<'basic', Partial<ResumeBasic>>, 'content'> & { initial: Partial<ResumeBasic> }) {
  const t = useT();
  const options = useDictOptions();
  const required = useRequired();
  const choose = useRequiredChoice();
  return (
    <ModuleEditor
      module="basic"
      initialValues={initial}
      toBody={(v) => ({ ...(v as ResumeBasic), workStart: v.freshGraduate ? undefined : v.workStart })}
      {...props}
    >
      <SeekerBasicFields />
      <FieldRow>
        <Form.Item
          name="phone"
          label={t('resume.basic.phone')}
          rules={[...required('resume.basic.phoneRequired'), { pattern: MOBILE_PATTERN, message: t('resume.basic.phoneInvalid') }]}
        >
          <Input inputMode="tel" autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('resume.basic.email')}
          rules={[...required('resume.basic.emailRequired'), { type: 'email', message: t('resume.basic.emailInvalid') }]}
        >
          <Input type="email" autoComplete="email" maxLength={RESUME_TEXT_MAX.email} />
        </Form.Item>
      </FieldRow>
      <Form.Item name="city" label={t('resume.basic.city')} rules={choose('resume.basic.cityRequired')}>
        <Select showSearch optionFilterProp="label" options={options(cityDict)} />
      </Form.Item>
    </ModuleEditor>
  );
}

type EducationForm = { entries: Array<Partial<ResumeEducationEntry>> };

export function EducationEditor({ content, ...props }: Props<'education', EducationForm>) {
  // `major` starts as '' (not absent) so that a reason the API gives about it finds the field.
  const blank = (): Partial<ResumeEducationEntry> => ({ school: '', major: '', fullTime: true });
  return (
    <ModuleEditor
      module="education"
      initialValues={{ entries: content.education.length ? content.education.map((e) => ({ ...e, major: e.major ?? '' })) : [blank()] }}
      toBody={(v) => ({ entries: v.entries.map((e) => ({ ...(e as ResumeEducationEntry), major: e.major || undefined, fullTime: e.fullTime ?? false })) })}
      {...props}
    >
      <EntriesEditor module="education" blank={blank}>
        {(field) => (
          <>
            <EducationFields at={[field.name]} />
            <Form.Item name={[field.name, 'fullTime']} valuePropName="checked">
              <Checkbox>
                <T id="resume.education.fullTime" />
              </Checkbox>
            </Form.Item>
          </>
        )}
      </EntriesEditor>
    </ModuleEditor>
  );
}

type PreferencesForm = { entries: Array<Partial<PreferenceEntry>> };

export function PreferencesEditor({ content, ...props }: Props<'preferences', PreferencesForm>) {
  const blank = (): Partial<PreferenceEntry> => ({ title: '', jobType: 'fulltime' });
  return (
    <ModuleEditor
      module="preferences"
      initialValues={{ entries: content.preferences.length ? content.preferences : [blank()] }}
      toBody={(v) => ({ entries: v.entries as PreferenceEntry[] })}
      {...props}
    >
      <EntriesEditor module="preferences" blank={blank} min={1}>
        {(field) => <PreferenceFields at={[field.name]} />}
      </EntriesEditor>
    </ModuleEditor>
  );
}
