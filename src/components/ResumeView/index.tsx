import type { ResumeContent } from '@/contract/resume.ts';
import { hasModuleContent } from '@/contract/resumeCompleteness.ts';
import { RESUME_MODULES } from '@/contract/resumeValues.ts';
import { useT } from '@/locales/useT.tsx';
import { ModuleView, type Audience, type Reader } from './moduleViews.tsx';

export type { Audience, Reader } from './moduleViews.tsx';

/**
 * A whole resume as one reader sees it: the modules that have something in them, in the contract's order.
 * The seeker's preview on /onlinecv and /cv render the same document, so "what an employer sees" is exactly that.
 */
export default function ResumeDocument({ content, audience, reader }: { content: ResumeContent; audience: Audience; reader?: Reader }) {
  const t = useT();
  return (
    <>
      {RESUME_MODULES.filter((module) => hasModuleContent(content, module)).map((module) => (
        <section key={module} className="resume-section" aria-label={t(`resume.module.${module}`)}>
          <h2>{t(`resume.module.${module}`)}</h2>
          <ModuleView module={module} content={content} audience={audience} reader={reader} />
        </section>
      ))}
    </>
  );
}
