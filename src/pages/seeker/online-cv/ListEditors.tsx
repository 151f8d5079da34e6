import { Form, Input, Select } from 'antd';
import { MonthPicker, monthItemProps, pastMonths } from '@/components/MonthField/index.tsx';
import { FieldRow } from '@/components/ProfileFields/index.tsx';
import type { CertificateEntry, LanguageEntry, LinkEntry, ResumeContent } from '@/contract/resume.ts';
import { HTTP_URL_PATTERN, RESUME_TEXT_MAX } from '@/contract/resumeValues.ts';
import { languageLevelDict, resumeLanguageDict } from '@/dicts/index.ts';
import { useDictOptions } from '@/hooks/useDictOptions.ts';
import { useRequired, useRequiredChoice } from '@/hooks/useRequiredRules.ts';
import { useT } from '@/locales/useT.tsx';
import { EntriesEditor } from './EntriesEditor.tsx';
import { ModuleEditor, type ModuleEditorProps } from './ModuleEditor.tsx';

/** The short list modules: certificates, languages and portfolio links, each a row of two fields. */

type Props<M extends 'certificates' | 'languages' | 'links', F extends object> = Pick<ModuleEditorProps<M, F>, 'lang' | 'onSaved' | 'onCancel'> & {
  content: ResumeContent;
};

type CertificateForm = { entries: Array<Partial<CertificateEntry>> };

export function CertificatesEditor({ content, ...props }: Props<'certificates', CertificateForm>) {
  const t = useT();
  const required = useRequired();
  const blank = () => ({ name: '' });
  return (
    <ModuleEditor
      module="certificates"
      initialValues={{ entries: content.certificates.length ? content.certificates : [blank()] }}
      toBody={(v) => ({ entries: v.entries as CertificateEntry[] })}
      {...props}
    >
      <EntriesEditor module="certificates" blank={blank}>
        {(field) => (
          <FieldRow>
            <Form.Item name={[field.name, 'name']} label={t('resume.certificate.name')} rules={required('resume.certificate.nameRequired')}>
              <Input maxLength={RESUME_TEXT_MAX.certificate} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'obtained']}
              label={t('resume.certificate.obtained')}
              rules={required('resume.certificate.obtainedRequired')}
              {...monthItemProps}
            >
              <MonthPicker disabledDate={pastMonths} />
            </Form.Item>
          </FieldRow>
        )}
      </EntriesEditor>
    </ModuleEditor>
  );
}

type LanguageForm = { entries: Array<Partial<LanguageEntry>> };

export function LanguagesEditor({ content, ...props }: Props<'languages', LanguageForm>) {
  const t = useT();
  const choose = useRequiredChoice();
  const blank = () => ({});
  const options = useDictOptions();
  return (
    <ModuleEditor
      module="languages"
      initialValues={{ entries: content.languages.length ? content.languages : [blank()] }}
      toBody={(v) => ({ entries: v.entries as LanguageEntry[] })}
      {...props}
    >
      <EntriesEditor module="languages" blank={blank}>
        {(field) => (
          <FieldRow>
            <Form.Item name={[field.name, 'language']} label={t('resume.language.language')} rules={choose('resume.language.languageRequired')}>
              <Select options={options(resumeLanguageDict)} />
            </Form.Item>
            <Form.Item name={[field.name, 'level']} label={t('resume.language.level')} rules={choose('resume.language.levelRequired')}>
              <Select options={options(languageLevelDict)} />
            </Form.Item>
          </FieldRow>
        )}
      </EntriesEditor>
    </ModuleEditor>
  );
}

type LinkForm = { entries: Array<Partial<LinkEntry>> };

export function LinksEditor({ content, ...props }: Props<'links', LinkForm>) {
  const t = useT();
  const required = useRequired();
  const blank = () => ({ title: '', url: '' });
  return (
    <ModuleEditor
      module="links"
      initialValues={{ entries: content.links.length ? content.links : [blank()] }}
      toBody={(v) => ({ entries: v.entries as LinkEntry[] })}
      {...props}
    >
      <EntriesEditor module="links" blank={blank}>
        {(field) => (
          <FieldRow>
            <Form.Item name={[field.name, 'title']} label={t('resume.link.title')} rules={required('resume.link.titleRequired')}>
              <Input maxLength={RESUME_TEXT_MAX.linkTitle} placeholder={t('resume.link.titlePlaceholder')} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'url']}
              label={t('resume.link.url')}
              rules={[...required('resume.link.urlRequired'), { pattern: HTTP_URL_PATTERN, message: t('resume.link.urlInvalid') }]}
            >
              <Input type="url" maxLength={RESUME_TEXT_MAX.url} inputMode="url" autoComplete="url" />
            </Form.Item>
          </FieldRow>
        )}
      </EntriesEditor>
    </ModuleEditor>
  );
}
