import { Button, Flex, Form, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { OnlineResume, ResumeModuleBody } from '@/contract/resume.ts';
import type { ResumeLanguageVersion, ResumeModule } from '@/contract/resumeValues.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { saveResumeModule } from '@/services/resume.ts';
import { moduleDraftKey } from './keptDraft.ts';

export interface ModuleEditorProps<M extends ResumeModule, V extends object> {
  module: M;
  lang: ResumeLanguageVersion;
  /** The form's values for what is saved now (months as `YYYY-MM` strings, so a draft survives JSON). */
  initialValues: V;
  /** The form's values → the API's body. */
  toBody: (values: V) => ResumeModuleBody<M>;
  onSaved: (resume: OnlineResume) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * One module's form, edited in place. What the seeker types is a draft (useFormDraft, per language and module):
 * it survives a reload, a closed tab, a failed save and a 401 followed by signing in again, and the line under
 * the form says when it was last kept. Saving sends the module; the API's reasons land on the fields they
 * name (`entries.1.end`), and the draft is forgotten only once the save succeeded.
 */
export function ModuleEditor<M extends ResumeModule, V extends object>({
  module,
  lang,
  initialValues,
  toBody,
  onSaved,
  onCancel,
  children,
}: ModuleEditorProps<M, V>) {
  const t = useT();
  const [form] = Form.useForm<V>();
  const draft = useFormDraft<V>(moduleDraftKey(lang, module), { form, initialValues });
  const moduleName = t(`resume.module.${module}`);
  const save = useSubmit((values: V, options) => saveResumeModule(module, toBody(values), lang, options), {
    form,
    draft,
    success: () => t('resume.module.saved', { module: moduleName }),
    onSuccess: (resume) => onSaved(resume),
  });
  // Cancelling throws away what was typed: with changes (the draft saved some) or a restored draft, the seeker
  // confirms it first.
  const unsaved = draft.savedAt !== null || draft.restoredAt !== null;
  const cancel = () => {
    draft.clear();
    onCancel();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={draft.initialValues}
      onValuesChange={draft.onValuesChange}
      onFinish={(v) => void save.submit(v)}
      className="resume-editor"
    >
      {/* A draft restored on load is said above the fields, where the seeker looks first. */}
      <DraftStatus draft={draft} show="restored" />
      {children}
      <DraftStatus draft={draft} show="saved" />
      <FormError error={save.error} />
      <Flex justify="end" gap={8}>
        <Popconfirm
          title={t('resume.discard.confirm')}
          okText={t('resume.discard.ok')}
          cancelText={t('resume.discard.keep')}
          okButtonProps={{ danger: true }}
          disabled={!unsaved}
          onConfirm={cancel}
        >
          <Button onClick={unsaved ? undefined : cancel}>
            <T id="common.cancel" />
          </Button>
        </Popconfirm>
        <Button type="primary" htmlType="submit" loading={save.submitting}>
          <T id="common.save" />
        </Button>
      </Flex>
    </Form>
  );
}
