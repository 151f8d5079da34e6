import { Alert } from 'antd';
import ResumeDocument from '@/components/ResumeView/index.tsx';
import type { ResumeContent } from '@/contract/resume.ts';
import { T, useT } from '@/locales/useT.tsx';

/** The resume as an employer reads it: only the modules with something in them, the name masked. */
export function ResumePreview({ content }: { content: ResumeContent }) {
  const t = useT();
  return (
    <article className="resume-preview" aria-label={t('resume.mode.preview')}>
      <Alert type="info" showIcon className="resume-preview-hint" message={<T id="resume.preview.hint" />} />
      <ResumeDocument content={content} audience="employer" />
    </article>
  );
}
