import { Form, Input, Select } from 'antd';
import type { ResumeContent, WorkEntry } from '@/contract/resume.ts';
import { MAX_SKILLS_PER_JOB, RESUME_TEXT_MAX } from '@/contract/resumeValues.ts';
import { FieldRow } from '@/components/ProfileFields/index.tsx';
import { useRequired } from '@/hooks/useRequiredRules.ts';
import { useT } from '@/locales/useT.tsx';
import { EntriesEditor } from './EntriesEditor.tsx';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor.tsx';
import { SpanFields, spanFromForm, spanToForm } from './SpanFields.tsx';

/** A work entry as the form holds it: months as strings, and 至今 as a tick instead of `end: null`. */
interface WorkFormEntry {
  company: string;
  title: string;
  department: string;
  start?: string;
  end?: string;
  current: boolean;
  duties: string;
  results: string;
  skills: string[];
}
interface WorkForm {
  entries: WorkFormEntry[];
}

const DUTIES_MIN = 10;

const toForm = (w: WorkEntry): WorkFormEntry => ({
  company: w.company,
  title: w.title,
  department: w.department ?? '',
  ...spanToForm(w),
  duties: w.duties,
  results: w.results ?? '',
  skills: w.skills,
});

const toEntry = (f: WorkFormEntry): WorkEntry => ({
  company: f.company,
  title: f.title,
  department: f.department || undefined,
  ...spanFromForm(f),
  duties: f.duties,
  results: f.results || undefined,
  skills: f.skills ?? [],
});

const blank = (): WorkFormEntry => ({ company: '', title: '', department: '', current: false, duties: '', results: '', skills: [] });

type Props = Pick<ModuleEditorProps<'work', WorkForm>, 'lang' | 'onSaved' | 'onCancel'> & { content: ResumeContent };

/** 工作经历: up to RESUME_MAX_ENTRIES.work jobs, most recent first as the seeker lists them. */
export function WorkEditor({ content, ...props }: Props) {
  const t = useT();
  const required = useRequired();
  const initial: WorkForm = { entries: content.work.length ? content.work.map(toForm) : [blank()] };

  return (
    <ModuleEditor module="work" initialValues={initial} toBody={(v) => ({ entries: v.entries.map(toEntry) })} {...props}>
      <EntriesEditor module="work" blank={blank}>
        {(field) => (
          <>
            <FieldRow>
              <Form.Item name={[field.name, 'company']} label={t('resume.work.company')} rules={required('resume.work.companyRequired')}>
                <Input maxLength={RESUME_TEXT_MAX.company} autoComplete="organization" />
              </Form.Item>
              <Form.Item name={[field.name, 'title']} label={t('resume.work.title')} rules={required('resume.work.titleRequired')}>
                <Input maxLength={RESUME_TEXT_MAX.title} autoComplete="organization-title" />
              </Form.Item>
            </FieldRow>
            <Form.Item name={[field.name, 'department']} label={t('resume.work.department')}>
              <Input maxLength={RESUME_TEXT_MAX.department} />
            </Form.Item>
            <SpanFields
              field={field}
              labels={{
                start: 'resume.work.start',
                startRequired: 'resume.work.startRequired',
                end: 'resume.work.end',
                endRequired: 'resume.work.endRequired',
                current: 'resume.work.current',
              }}
            />
            <Form.Item
              name={[field.name, 'duties']}
              label={t('resume.work.duties')}
              rules={[...required('resume.work.dutiesRequired'), { min: DUTIES_MIN, message: t('resume.work.dutiesMin', { min: DUTIES_MIN }) }]}
            >
              <Input.TextArea rows={4} maxLength={RESUME_TEXT_MAX.duties} showCount />
            </Form.Item>
            <Form.Item name={[field.name, 'results']} label={t('resume.work.results')}>
              <Input.TextArea rows={2} maxLength={RESUME_TEXT_MAX.results} showCount />
            </Form.Item>
            <Form.Item
              name={[field.name, 'skills']}
              label={t('resume.work.skills')}
              rules={[{ type: 'array', max: MAX_SKILLS_PER_JOB, message: t('resume.work.skillsMax', { max: MAX_SKILLS_PER_JOB }) }]}
            >
              <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} maxTagTextLength={RESUME_TEXT_MAX.skill} />
            </Form.Item>
          </>
        )}
      </EntriesEditor>
    </ModuleEditor>
  );
}
