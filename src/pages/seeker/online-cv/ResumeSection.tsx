import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { ResumeContent } from '@/contract/resume.ts';
import type { ResumeModule } from '@/contract/resumeValues.ts';
import { hasModuleContent, isModuleFilled } from '@/contract/resumeCompleteness.ts';
import { T, useT } from '@/locales/useT.tsx';
import { ModuleView } from '@/components/ResumeView/moduleViews.tsx';
import { sectionId } from './sections.ts';

interface Props {
  module: ResumeModule;
  content: ResumeContent;
  onEdit: () => void;
  /** The editor while the module is being edited (shown in place of the view), otherwise null. */
  editor: ReactNode | null;
}

/** One module: its heading, what is saved (or that nothing is), and the way to edit it in place. */
export function ResumeSection({ module, content, onEdit, editor }: Props) {
  const editing = editor !== null;
  const t = useT();
  const name = t(`resume.module.${module}`);
  const headingId = `${sectionId(module)}-title`;
  const filled = isModuleFilled(content, module);
  return (
    <section id={sectionId(module)} className="resume-section" aria-labelledby={headingId} tabIndex={-1}>
      <header className="resume-section-head">
        <h2 id={headingId}>{name}</h2>
        {!editing && (
          <Button onClick={onEdit} aria-label={t(filled ? 'resume.module.edit' : 'resume.module.add', { module: name })}>
            <T id={filled ? 'resume.module.edit' : 'resume.module.add'} values={{ module: '' }} />
          </Button>
        )}
      </header>
      {editing ? editor : <ModuleView module={module} content={content} />}
      {!editing && !hasModuleContent(content, module) && (
        <p className="resume-empty">
          <T id="resume.module.empty" values={{ module: name }} />
        </p>
      )}
    </section>
  );
}
