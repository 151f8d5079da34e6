import { Progress } from 'antd';
import type { OnlineResume } from '@/contract/resume.ts';
import type { ResumeModule } from '@/contract/resumeValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { sectionId } from './sections.ts';

/**
 * The score and what is missing, each a link to its module (most valuable first, as the API orders them). A link
 * opens the module's editor there (`onOpen`), not only scrolls to it (issue 26.18).
 */
export function CompletenessCard({ completeness, onOpen }: { completeness: OnlineResume['completeness']; onOpen: (module: ResumeModule) => void }) {
  const t = useT();
  return (
    <section className="resume-completeness" aria-labelledby="resume-completeness-title">
      <h2 id="resume-completeness-title">
        <T id="resume.completeness.title" />
      </h2>
      <Progress
        percent={completeness.score}
        status="normal"
        format={(score) => t('resume.completeness.score', { score: score ?? 0 })}
        aria-label={t('resume.completeness.title')}
      />
      {completeness.missing.length === 0 ? (
        <p>
          <T id="resume.completeness.done" />
        </p>
      ) : (
        <p>
          <T id="resume.completeness.missing" />
          {completeness.missing.map((module) => (
            <a
              key={module}
              href={`#${sectionId(module)}`}
              className="resume-missing-link"
              onClick={(event) => {
                event.preventDefault();
                onOpen(module);
              }}
            >
              {t('resume.completeness.add', { module: t(`resume.module.${module}`) })}
            </a>
          ))}
        </p>
      )}
    </section>
  );
}
