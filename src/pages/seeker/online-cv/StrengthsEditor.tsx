import { Form, Input } from 'antd';
import type { ResumeContent } from '@/contract/resume.ts';
import { RESUME_TEXT_MAX } from '@/contract/resumeValues.ts';
import { useT } from '@/locales/useT.tsx';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor.tsx';

type Props = Pick<ModuleEditorProps<'strengths', { text: string }>, 'lang' | 'onSaved' | 'onCancel'> & { content: ResumeContent };

/** 个人优势: one text, at most RESUME_TEXT_MAX.strengths characters, counted as the seeker types. */
export function StrengthsEditor({ content, ...props }: Props) {
  const t = useT();
  return (
    <ModuleEditor module="strengths" initialValues={{ text: content.strengths?.text ?? '' }} toBody={(v) => ({ text: v.text })} {...props}>
      <Form.Item name="text" label={t('resume.strengths.label')} rules={[{ required: true, whitespace: true, message: t('resume.strengths.required') }]}>
        <Input.TextArea rows={6} maxLength={RESUME_TEXT_MAX.strengths} showCount placeholder={t('resume.strengths.placeholder')} />
      </Form.Item>
    </ModuleEditor>
  );
}
