import { Button, Checkbox, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { MonthPicker, monthsFromNow, outsideMonths, toMonth } from '@/components/MonthField/index.tsx';
import type { ResumeContent, WorkEntry } from '@/contract/resume.ts';
import { MAX_SKILLS_PER_JOB, RESUME_MAX_ENTRIES, RESUME_TEXT_MAX } from '@/contract/resumeValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor.tsx';

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
  start: w.start,
  end: w.end ?? undefined,
  current: w.end === null,
  duties: w.duties,
  results: w.results ?? '',
  skills: w.skills,
});

const toEntry = (f: WorkFormEntry): WorkEntry => ({
  company: f.company,
  title: f.title,
  department: f.department || undefined,
  start: f.start!,
  end: f.current ? null : f.end!,
  duties: f.duties,
  results: f.results || undefined,
  skills: f.skills ?? [],
});

const blank = (): WorkFormEntry => ({ company: '', title: '', department: '', current: false, duties: '', results: '', skills: [] });

/** The month picker shows a dayjs; the form (and so the draft) keeps `YYYY-MM`. */
const monthItem = { getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }), normalize: (value: dayjs.Dayjs | null) => toMonth(value) };

type Props = Pick<ModuleEditorProps<'work', WorkForm>, 'lang' | 'onSaved' | 'onCancel'> & { content: ResumeContent };

/** 工作经历: up to RESUME_MAX_ENTRIES.work jobs, most recent first as the seeker lists them. */
export function WorkEditor({ content, ...props }: Props) {
  const t = useT();
  const required = (id: Parameters<typeof t>[0]) => [{ required: true, whitespace: true, message: t(id) }];
  const initial: WorkForm = { entries: content.work.length ? content.work.map(toForm) : [blank()] };
  const lastMonth = outsideMonths(monthsFromNow(-12 * 60), monthsFromNow(0));

  return (
    <ModuleEditor module="work" initialValues={initial} toBody={(v) => ({ entries: v.entries.map(toEntry) })} {...props}>
      <Form.List name="entries">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <fieldset key={field.key} className="resume-entry-form">
                <legend>{t('resume.work.entry', { n: index + 1 })}</legend>
                <div className="resume-row">
                  <Form.Item name={[field.name, 'company']} label={t('resume.work.company')} rules={required('resume.work.companyRequired')}>
                    <Input maxLength={RESUME_TEXT_MAX.company} autoComplete="organization" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} label={t('resume.work.title')} rules={required('resume.work.titleRequired')}>
                    <Input maxLength={RESUME_TEXT_MAX.title} autoComplete="organization-title" />
                  </Form.Item>
                </div>
                <Form.Item name={[field.name, 'department']} label={t('resume.work.department')}>
                  <Input maxLength={RESUME_TEXT_MAX.department} />
                </Form.Item>
                <div className="resume-row">
                  <Form.Item name={[field.name, 'start']} label={t('resume.work.start')} rules={[{ required: true, message: t('resume.work.startRequired') }]} {...monthItem}>
                    <MonthPicker disabledDate={lastMonth} />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[['entries', field.name, 'current']]}>
                    {({ getFieldValue }) => {
                      const current = getFieldValue(['entries', field.name, 'current']) as boolean;
                      return (
                        <Form.Item
                          name={[field.name, 'end']}
                          label={t('resume.work.end')}
                          rules={current ? [] : [{ required: true, message: t('resume.work.endRequired') }]}
                          {...monthItem}
                        >
                          <MonthPicker disabled={current} disabledDate={lastMonth} />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                </div>
                <Form.Item name={[field.name, 'current']} valuePropName="checked">
                  <Checkbox>
                    <T id="resume.work.current" />
                  </Checkbox>
                </Form.Item>
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
                {fields.length > 1 && (
                  <Button danger type="link" onClick={() => remove(field.name)}>
                    <T id="resume.work.remove" />
                  </Button>
                )}
              </fieldset>
            ))}
            {fields.length < RESUME_MAX_ENTRIES.work ? (
              <Button type="dashed" block onClick={() => add(blank())}>
                <T id="resume.work.add" />
              </Button>
            ) : (
              <p className="resume-hint">
                <T id="resume.work.max" values={{ max: RESUME_MAX_ENTRIES.work }} />
              </p>
            )}
          </>
        )}
      </Form.List>
    </ModuleEditor>
  );
}
