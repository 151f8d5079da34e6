import { RESUME_MODULES, type ResumeLanguageVersion, type ResumeModule } from '@/contract/resumeValues.ts';
import { readDraft } from '@/services/drafts.ts';

/** The draft key of a module's editor (ModuleEditor): one per language version and module. */
export const moduleDraftKey = (lang: ResumeLanguageVersion, module: ResumeModule) => `resume.${lang}.${module}`;

/**
 * The module whose draft the user kept last in this language version, or null: the one /onlinecv opens on load,
 * so a draft left on an earlier visit is restored and announced instead of waiting unseen in storage.
 */
export function lastDraftedModule(userId: string | null | undefined, lang: ResumeLanguageVersion): ResumeModule | null {
  if (!userId) return null;
  let last: { module: ResumeModule; at: number } | null = null;
  for (const module of RESUME_MODULES) {
    const draft = readDraft(userId, moduleDraftKey(lang, module));
    if (draft && (!last || draft.savedAt > last.at)) last = { module, at: draft.savedAt };
  }
  return last?.module ?? null;
}
