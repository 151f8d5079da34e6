import { simpleDict } from './types.ts';

/** Option sets of the online resume (src/contract/resume.ts). */

/** Languages a seeker lists under 语言能力. */
export const RESUME_LANGUAGE_VALUES = ['english', 'japanese', 'korean', 'german', 'french', 'spanish', 'russian', 'cantonese', 'other'] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGE_VALUES)[number];
export const resumeLanguageDict = simpleDict('resumeLanguage', RESUME_LANGUAGE_VALUES);

/** How well, in the words recruiters use: 一般 / 良好 / 熟练 / 精通 (母语 for a native speaker). */
export const LANGUAGE_LEVEL_VALUES = ['basic', 'good', 'fluent', 'proficient', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVEL_VALUES)[number];
export const languageLevelDict = simpleDict('languageLevel', LANGUAGE_LEVEL_VALUES);

/** Who may read the resume (/privacySet): every employer, only those the seeker applied to, or nobody. */
export const RESUME_VISIBILITY_VALUES = ['public', 'applied', 'hidden'] as const;
export type ResumeVisibility = (typeof RESUME_VISIBILITY_VALUES)[number];
export const resumeVisibilityDict = simpleDict('resumeVisibility', RESUME_VISIBILITY_VALUES);

/** University tier as recruiters filter schools: 985, 211, any other. */
export const SCHOOL_TIER_VALUES = ['985', '211', 'other'] as const;
export type SchoolTier = (typeof SCHOOL_TIER_VALUES)[number];
export const schoolTierDict = simpleDict('schoolTier', SCHOOL_TIER_VALUES);

/** Active within the last N days (the talent pool's activity filter). */
export const ACTIVE_WITHIN_VALUES = ['1', '3', '7', '30'] as const;
export type ActiveWithin = (typeof ACTIVE_WITHIN_VALUES)[number];
export const activeWithinDict = simpleDict('activeWithin', ACTIVE_WITHIN_VALUES);

/** An employer's own mark on a talent-pool candidate: kept for later, or not suitable (out of its searches). */
export const TALENT_MARK_VALUES = ['saved', 'dismissed'] as const;
export type TalentMark = (typeof TALENT_MARK_VALUES)[number];
export const talentMarkDict = simpleDict('talentMark', TALENT_MARK_VALUES);
