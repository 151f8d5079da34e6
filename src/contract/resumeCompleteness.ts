import type { ResumeContent } from './resume.ts';
import { COMPLETENESS_WEIGHTS, RESUME_MODULES, STRENGTHS_MIN_FOR_SCORE, type ResumeModule } from './resumeValues.ts';

/**
 * How complete a resume is, 0–100, and what is missing, most valuable first (the editor links each to its
 * module). Each module counts whole or not at all (weights in resumeValues.ts). A fresh graduate (应届生) is
 * not marked down for having no work experience yet. Pure and zod-free: the mock stores the score with the
 * resume, the editor recomputes it as the seeker types.
 */
export interface Completeness {
  score: number;
  missing: ResumeModule[];
}

/** Whether a module has anything saved at all (a short strengths text is shown, though it does not score). */
export function hasModuleContent(content: ResumeContent, module: ResumeModule): boolean {
  const value = content[module];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

export function isModuleFilled(content: ResumeContent, module: ResumeModule): boolean {
  switch (module) {
    case 'basic':
      // Before its first save the module shows the profile's basics (/perfect) without a city or email: the
      // seeker still has the resume's own part to add.
      return content.basic !== null && content.basic.city !== '';
    case 'strengths':
      return (content.strengths?.text.trim().length ?? 0) >= STRENGTHS_MIN_FOR_SCORE;
    case 'work':
      return content.work.length > 0 || content.basic?.freshGraduate === true;
    default:
      return content[module].length > 0;
  }
}

export function resumeCompleteness(content: ResumeContent): Completeness {
  const missing = RESUME_MODULES.filter((module) => !isModuleFilled(content, module));
  const score = RESUME_MODULES.reduce((sum, module) => sum + (missing.includes(module) ? 0 : COMPLETENESS_WEIGHTS[module]), 0);
  // Most valuable first; equal weights keep the editor's order (sort is stable).
  return { score, missing: [...missing].sort((a, b) => COMPLETENESS_WEIGHTS[b] - COMPLETENESS_WEIGHTS[a]) };
}
