import { PageContainer } from '@/components/PageContainer/index.tsx';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { OnlineResume, ResumeContent } from '@/contract/resume.ts';
import { RESUME_LANGUAGES, RESUME_MODULES, type ResumeLanguageVersion, type ResumeModule } from '@/contract/resumeValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getResume } from '@/services/resume.ts';
import { CompletenessCard } from './CompletenessCard.tsx';
import { CopyFromChinese } from './CopyFromChinese.tsx';
import { lastDraftedModule } from './keptDraft.ts';
import { ResumeSection } from './ResumeSection.tsx';
import { sectionId } from './sections.ts';
import { CertificatesEditor, LanguagesEditor, LinksEditor } from './ListEditors.tsx';
import { BasicEditor, EducationEditor, PreferencesEditor } from './ProfileEditors.tsx';
import { ProjectsEditor } from './ProjectsEditor.tsx';
import { ResumePreview } from './ResumePreview.tsx';
import { StrengthsEditor } from './StrengthsEditor.tsx';
import { WorkEditor } from './WorkEditor.tsx';
import './onlinecv.css';

interface EditorProps {
  lang: ResumeLanguageVersion;
  content: ResumeContent;
  onSaved: (resume: OnlineResume) => void;
  onCancel: () => void;
}

/** Each module's editor. */
const EDITORS: Record<ResumeModule, ComponentType<EditorProps>> = {
  basic: BasicEditor,
  preferences: PreferencesEditor,
  strengths: StrengthsEditor,
  education: EducationEditor,
  work: WorkEditor,
  projects: ProjectsEditor,
  certificates: CertificatesEditor,
  languages: LanguagesEditor,
  links: LinksEditor,
};

const isLang = (value: string | null): value is ResumeLanguageVersion => (RESUME_LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * /onlinecv: the online resume, module by module, each edited in place (one at a time) with its draft kept as
 * the seeker types; the completeness score says what is missing and links to it. The Chinese and English
 * versions sit side by side (`?lang=en-US`).
 */
export default function OnlineResumePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('lang');
  const lang: ResumeLanguageVersion = isLang(requested) ? requested : 'zh-CN';
  const { data, loading, error, refresh, mutate } = useApiRequest(() => getResume(lang), { refreshDeps: [lang] });
  const [editing, setEditing] = useState<ResumeModule | null>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const view = detailView({ loading, error, data: data?.lang === lang ? data : undefined });
  const userId = useInitialState().initialState.currentUser?.id;

  // A draft kept on an earlier visit (a reload, a closed tab, a lost session) is not left unseen in storage:
  // once the version has loaded, its module opens with the draft restored, which its editor announces
  // (DraftStatus) with a way to discard it. Once per version and visit, so closing the editor is final.
  const draftChecked = useRef(new Set<string>());
  const loaded = data?.lang === lang;
  useEffect(() => {
    if (!loaded || draftChecked.current.has(lang)) return;
    draftChecked.current.add(lang);
    const module = lastDraftedModule(userId, lang);
    if (!module) return;
    setMode('edit');
    setEditing(module);
    requestAnimationFrame(() => document.getElementById(sectionId(module))?.scrollIntoView({ block: 'start' }));
  }, [loaded, lang, userId]);

  const saved = (resume: OnlineResume) => {
    mutate(resume);
    const module = editing;
    setEditing(null);
    // Back to the section just saved, so keyboard and screen-reader users stay where they were.
    if (module) requestAnimationFrame(() => document.getElementById(sectionId(module))?.focus());
  };
  const editorFor = (module: ResumeModule, resume: OnlineResume) => {
    const Editor = EDITORS[module];
    return <Editor lang={lang} content={resume.content} onSaved={saved} onCancel={() => setEditing(null)} />;
  };

  return (
    <PageContainer
      className="online-cv-page resume-print-page"
      title={
        <h1>
          <T id="resume.title" />
        </h1>
      }
      extra={[
        <Segmented
          key="mode"
          aria-label={t('resume.mode.label')}
          value={mode}
          options={(['edit', 'preview'] as const).map((value) => ({ value, label: t(`resume.mode.${value}`) }))}
          onChange={(value) => {
            setEditing(null);
            setMode(value);
          }}
        />,
        <Button key="print" icon={<PrinterOutlined />} onClick={() => window.print()}>
          <T id="resume.print" />
        </Button>,
        <Segmented
          key="lang"
          aria-label={t('resume.lang.label')}
          value={lang}
          options={RESUME_LANGUAGES.map((value) => ({ value, label: t(`resume.lang.${value}`) }))}
          onChange={(value) => {
            setEditing(null);
            setParams(value === 'zh-CN' ? {} : { lang: value }, { replace: true });
          }}
        />,
      ]}
    >
      <DetailState view={view} notFoundId="resume.loadFailed" back={{ to: '/percenter', labelId: 'menu.percenter' }} onRetry={refresh}>
        {(resume) => (
          <div className="online-cv-layout">
            <div className="online-cv-main">
              {lang === 'en-US' && mode === 'edit' && <CopyFromChinese resume={resume} onCopied={mutate} />}
              {mode === 'preview' ? (
                <ResumePreview content={resume.content} />
              ) : (
                RESUME_MODULES.map((module) => (
                  <ResumeSection
                    key={module}
                    module={module}
                    content={resume.content}
                    onEdit={() => setEditing(module)}
                    editor={editing === module ? editorFor(module, resume) : null}
                  />
                ))
              )}
            </div>
            <aside className="online-cv-aside" aria-label={t('resume.completeness.title')}>
              <CompletenessCard
                completeness={resume.completeness}
                onOpen={(module) => {
                  // The editor opens in its section, which comes into view with the focus on it.
                  setMode('edit');
                  setEditing(module);
                  requestAnimationFrame(() => {
                    const section = document.getElementById(sectionId(module));
                    section?.scrollIntoView({ block: 'start' });
                    section?.focus();
                  });
                }}
              />
              <p className="resume-saved-at">
                {resume.updatedAt ? <T id="resume.updatedAt" values={{ time: <RelativeTime time={resume.updatedAt} /> }} /> : <T id="resume.neverSaved" />}
              </p>
            </aside>
          </div>
        )}
      </DetailState>
    </PageContainer>
  );
}
