import { Alert } from 'antd';
import type { ResumeContent } from '@/contract/resume.ts';
import { hasModuleContent } from '@/contract/resumeCompleteness.ts';
import { RESUME_MODULES } from '@/contract/resumeValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { ModuleView } from './moduleViews.tsx';

/** The resume as an employer reads it: only the modules with something in them, the name masked. */
export function ResumePreview({ content }: { content: ResumeContent }) {
  const t = useT();
  return (
    <article className="resume-preview" aria-label={t('resume.mode.preview')}>
      <Alert type="info" showIcon className="resume-preview-hint" message={<T id="resume.preview.hint" />} />
      {RESUME_MODULES.filter((module) => hasModuleContent(content, module)).map((module) => (
        <section key={module} className="resume-section" aria-label={t(`resume.module.${module}`)}>
          <h2>{t(`resume.module.${module}`)}</h2>
          <ModuleView module={module} content={content} audience="employer" />
        </section>
      ))}
    </article>
  );
}
