import type { ResumeModule } from '@/contract/resumeValues.ts';

/** The id of a module's section, which the completeness links point at. */
export const sectionId = (module: ResumeModule) => `resume-${module}`;
