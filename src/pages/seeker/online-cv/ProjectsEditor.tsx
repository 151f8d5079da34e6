import { Form, Input } from 'antd';
import type { ProjectEntry, ResumeContent } from '@/contract/resume.ts';
import { RESUME_TEXT_MAX } from '@/contract/resumeValues.ts';
import { FieldRow } from '@/components/ProfileFields/index.tsx';
import { useRequired } from '@/hooks/useRequiredRules.ts';
import { useT } from '@/locales/useT.tsx';
import { EntriesEditor } from './EntriesEditor.tsx';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor.tsx';
import { SpanFields, spanFromForm, spanToForm } from './SpanFields.tsx';

interface ProjectFormEntry {
  name: string;
  role: string;
  start?: string;
  end?: string;
  current: boolean;
  description: string;
}
interface ProjectsForm {
  entries: ProjectFormEntry[];
}

const DESCRIPTION_MIN = 10;
const blank = (): ProjectFormEntry => ({ name: '', role: '', current: false, description: '' });
const toForm = (p: ProjectEntry): ProjectFormEntry => ({ name: p.name, role: p.role, ...spanToForm(p), description: p.description });
const toEntry = (f: ProjectFormEntry): ProjectEntry => ({ name: f.name, role: f.role, ...spanFromForm(f), description: f.description });

type Props = Pick<ModuleEditorProps<'projects', ProjectsForm>, 'lang' | 'onSaved' | 'onCancel'> & { content: ResumeContent };

/** 项目经历: what was built, the seeker's part in it, and when. */
export function ProjectsEditor({ content, ...props }: Props) {
  const t = useT();
  const required = useRequired();
  const initial: ProjectsForm = { entries: content.projects.length ? content.projects.map(toForm) : [blank()] };
  return (
    <ModuleEditor module="projects" initialValues={initial} toBody={(v) => ({ entries: v.entries.map(toEntry) })} {...props}>
      <EntriesEditor module="projects" blank={blank}>
        {(field) => (
          <>
            <FieldRow>
              <Form.Item name={[field.name, 'name']} label={t('resume.project.name')} rules={required('resume.project.nameRequired')}>
                <Input maxLength={RESUME_TEXT_MAX.projectName} />
              </Form.Item>
              <Form.Item name={[field.name, 'role']} label={t('resume.project.role')} rules={required('resume.project.roleRequired')}>
                <Input maxLength={RESUME_TEXT_MAX.projectRole} />
              </Form.Item>
            </FieldRow>
            <SpanFields
              field={field}
              labels={{
                start: 'resume.project.start',
                startRequired: 'resume.project.startRequired',
                end: 'resume.project.end',
                endRequired: 'resume.project.endRequired',
                current: 'resume.project.current',
              }}
            />
            <Form.Item
              name={[field.name, 'description']}
              label={t('resume.project.description')}
              rules={[...required('resume.project.descriptionRequired'), { min: DESCRIPTION_MIN, message: t('resume.textMin', { min: DESCRIPTION_MIN }) }]}
            >
              <Input.TextArea rows={4} maxLength={RESUME_TEXT_MAX.projectDescription} showCount />
            </Form.Item>
          </>
        )}
      </EntriesEditor>
    </ModuleEditor>
  );
}
