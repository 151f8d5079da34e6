import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ResumeContent } from '@/contract/resume.ts';
import type { ResumeModule } from '@/contract/resumeValues.ts';
import {
  cityDict,
  educationDict,
  jobCategoryDict,
  jobTypeDict,
  labelIdOf,
  languageLevelDict,
  resumeLanguageDict,
  salaryBandDict,
  workStatusDict,
} from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { surnameOf } from '@/contract/names.ts';
import './resumeView.css';

/**
 * Each module of a resume as its reader sees it (the editor's view mode, its preview, and /cv). Text is rendered as
 * text (React escapes it; line breaks kept by CSS), links only as the http(s) URLs the contract allows.
 */

/** `2021-06` → `2021.06`; null → 至今. */
function Span({ start, end }: { start: string; end: string | null }) {
  const t = useT();
  const dot = (m: string) => m.replace('-', '.');
  return <span className="resume-span">{t('resume.span', { start: dot(start), end: end ? dot(end) : t('resume.present') })}</span>;
}

const yearsSince = (month: string, now = new Date()) => {
  const [y, m] = month.split('-').map(Number);
  return Math.max(0, Math.floor((now.getFullYear() * 12 + now.getMonth() + 1 - (y * 12 + m)) / 12));
};

/** A module's entries as a list; nothing at all for an empty module (its section says it is empty). */
function Entries<E>({ list, render }: { list: E[]; render: (entry: E) => ReactNode }) {
  if (!list.length) return null;
  return (
    <ol className="resume-entries">
      {list.map((entry, index) => (
        // Entries have no ids of their own: the list is replaced as a whole on every save.
        <li key={index}>{render(entry)}</li>
      ))}
    </ol>
  );
}

/**
 * Who reads the resume: the seeker (everything) or an employer (surname only, contact details hidden until
 * the two sides have exchanged them; the API masks them the same way).
 */
export type Audience = 'owner' | 'employer';

/**
 * What the reader is shown of the person: the name masked or whole, the contact details or a note that they
 * come after an exchange. The audience decides by default; /cv passes what the API said for this employer
 * (a seeker may show the full name; an unlocked resume shows contact details).
 */
export interface Reader {
  maskName: boolean;
  hideContact: boolean;
  /** The phone shown is the platform's forwarding number (隐私号): said next to it. */
  virtualPhone?: boolean;
}
export const READERS: Record<Audience, Reader> = { owner: { maskName: false, hideContact: false }, employer: { maskName: true, hideContact: true } };

function BasicView({ basic, reader }: { basic: NonNullable<ResumeContent['basic']>; reader: Reader }) {
  const t = useT();
  const name = reader.maskName ? t(`resume.masked.${basic.gender}`, { surname: surnameOf(basic.name) }) : basic.name;
  const facts = [
    t(`account.gender.${basic.gender}`),
    t('resume.age', { age: yearsSince(basic.birthMonth) }),
    basic.freshGraduate || !basic.workStart ? t('resume.freshGraduate') : t('resume.years', { years: yearsSince(basic.workStart) }),
    // Empty until the resume's own part is saved (the basics come from /perfect before that).
    ...(basic.city ? [t(labelIdOf(cityDict, basic.city, 'shared.unknown'))] : []),
  ];
  return (
    <div className="resume-basic">
      <p className="resume-name">{name}</p>
      <p>{facts.join(' · ')}</p>
      <p>{t(labelIdOf(workStatusDict, basic.workStatus, 'shared.unknown'))}</p>
      {!reader.hideContact ? (
        <p>
          <span data-testid="resume-phone">{basic.phone}</span>
          {reader.virtualPhone && (
            <span className="resume-hint">
              {' '}
              <T id="resume.phone.virtual" />
            </span>
          )}
          {basic.email && (
            <>
              {' '}
              · <span>{basic.email}</span>
            </>
          )}
        </p>
      ) : (
        <p className="resume-hint">
          <T id="resume.preview.contactHidden" />
        </p>
      )}
    </div>
  );
}

/** The module's content, or null when it has none (the section then says it is empty). */
export function ModuleView({
  module,
  content,
  audience = 'owner',
  reader = READERS[audience],
}: {
  module: ResumeModule;
  content: ResumeContent;
  audience?: Audience;
  reader?: Reader;
}) {
  const t = useT();
  switch (module) {
    case 'basic':
      return content.basic ? <BasicView basic={content.basic} reader={reader} /> : null;
    case 'strengths':
      return content.strengths ? <p className="resume-text">{content.strengths.text}</p> : null;
    case 'preferences':
      return (
        <Entries
          list={content.preferences}
          render={(p) => (
            <p>
              <strong>{p.title}</strong> · {t(labelIdOf(jobCategoryDict, p.category, 'shared.unknown'))} · {t(labelIdOf(cityDict, p.city, 'shared.unknown'))} ·{' '}
              {t(labelIdOf(salaryBandDict, p.salary, 'shared.unknown'))} · {t(labelIdOf(jobTypeDict, p.jobType, 'shared.unknown'))}
            </p>
          )}
        />
      );
    case 'work':
      return (
        <Entries
          list={content.work}
          render={(w) => (
            <>
              <p className="resume-entry-head">
                <strong>{w.company}</strong>
                <Span start={w.start} end={w.end} />
              </p>
              <p>{[w.title, w.department].filter(Boolean).join(' · ')}</p>
              <p className="resume-text">{w.duties}</p>
              {w.results && <p className="resume-text">{w.results}</p>}
              {w.skills.length > 0 && (
                <p className="resume-tags">
                  {w.skills.map((skill) => (
                    <Tag key={skill}>{skill}</Tag>
                  ))}
                </p>
              )}
            </>
          )}
        />
      );
    case 'projects':
      return (
        <Entries
          list={content.projects}
          render={(p) => (
            <>
              <p className="resume-entry-head">
                <strong>{p.name}</strong>
                <Span start={p.start} end={p.end} />
              </p>
              <p>{p.role}</p>
              <p className="resume-text">{p.description}</p>
            </>
          )}
        />
      );
    case 'education':
      return (
        <Entries
          list={content.education}
          render={(e) => (
            <p className="resume-entry-head">
              <span>
                <strong>{e.school}</strong> · {t(labelIdOf(educationDict, e.degree, 'shared.unknown'))}
                {e.major ? ` · ${e.major}` : ''} · {t(e.fullTime ? 'resume.fullTime' : 'resume.notFullTime')}
              </span>
              <Span start={e.start} end={e.end} />
            </p>
          )}
        />
      );
    case 'certificates':
      return <Entries list={content.certificates} render={(c) => t('resume.certificate', { name: c.name, date: c.obtained.replace('-', '.') })} />;
    case 'languages':
      return (
        <Entries
          list={content.languages}
          render={(l) => `${t(labelIdOf(resumeLanguageDict, l.language, 'shared.unknown'))} · ${t(labelIdOf(languageLevelDict, l.level, 'shared.unknown'))}`}
        />
      );
    case 'links':
      return (
        <Entries
          list={content.links}
          render={(l) => (
            <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
              {l.title}
            </a>
          )}
        />
      );
    default:
      return <T id="shared.unknown" />;
  }
}
