import type { ResumeModule } from '@/contract/resumeValues.ts';

/** The id of a module's section, which the completeness links point at. */
export const sectionId = (module: ResumeModule) => `resume-${module}`;

/** Modules that can be edited on this page so far; the others are shown as saved. */
export const EDITABLE_MODULES: readonly ResumeModule[] = ['strengths', 'work'];
