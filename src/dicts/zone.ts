import { defineDict, simpleDict } from './types.ts';

/** Option sets of the zones: public recruitment (公考), graduates (校招/实习), veterans, reports. */

export const GOV_EXAM_VALUES = [
  'national',
  'provincial',
  'institution',
  'teacher',
  'medical',
  'soe',
  'selected',
  'sanzhiyifu',
  'military',
  'community',
] as const;
export type GovExamType = (typeof GOV_EXAM_VALUES)[number];
export const govExamDict = simpleDict('govExam', GOV_EXAM_VALUES);

/** Derived from the registration dates: before, during, after. */
export const GOV_REGISTRATION_VALUES = ['upcoming', 'open', 'closed'] as const;
export type GovRegistrationStatus = (typeof GOV_REGISTRATION_VALUES)[number];
export const govRegistrationDict = simpleDict('govRegistration', GOV_REGISTRATION_VALUES);

/** 报名→缴费→准考证→笔试→成绩→复审→面试→体检→考察→公示 */
export const GOV_STAGE_VALUES = [
  'register',
  'payment',
  'admitTicket',
  'writtenExam',
  'scores',
  'recheck',
  'interview',
  'medical',
  'vetting',
  'publicNotice',
] as const;
export type GovStage = (typeof GOV_STAGE_VALUES)[number];
export const govStageDict = simpleDict('govStage', GOV_STAGE_VALUES);

/** A person's political status (政治面貌). */
export const POLITICAL_VALUES = ['party', 'probationary', 'league', 'democratic', 'masses'] as const;
export type PoliticalStatus = (typeof POLITICAL_VALUES)[number];
export const politicalDict = simpleDict('political', POLITICAL_VALUES);

/** What a position requires; `accepts` lists the statuses that qualify. */
export const POLITICAL_REQUIREMENT_VALUES = ['any', 'party', 'partyOrLeague'] as const;
export type PoliticalRequirement = (typeof POLITICAL_REQUIREMENT_VALUES)[number];
export const politicalRequirementDict = defineDict('politicalRequirement', [
  { value: 'any', accepts: POLITICAL_VALUES },
  { value: 'party', accepts: ['party', 'probationary'] },
  { value: 'partyOrLeague', accepts: ['party', 'probationary', 'league'] },
]);

/** 学位 column of a position table. */
export const DEGREE_VALUES = ['any', 'bachelor', 'master', 'doctor'] as const;
export type DegreeRequirement = (typeof DEGREE_VALUES)[number];
export const degreeDict = simpleDict('degree', DEGREE_VALUES);

/** Broad major categories (专业大类) for position tables, campus filters and the eligibility check. */
export const MAJOR_VALUES = [
  'computer',
  'electronics',
  'economics',
  'accounting',
  'law',
  'chinese',
  'foreignLanguage',
  'management',
  'medicine',
  'education',
  'mechanical',
  'civil',
  'design',
  'journalism',
  'math',
  'agriculture',
] as const;
export type MajorCategory = (typeof MAJOR_VALUES)[number];
export const majorDict = simpleDict('major', MAJOR_VALUES);

export const CLASS_YEAR_VALUES = ['2026', '2027'] as const;
export type ClassYear = (typeof CLASS_YEAR_VALUES)[number];
export const classYearDict = simpleDict('classYear', CLASS_YEAR_VALUES);

export const CAMPUS_BATCH_VALUES = ['early', 'main', 'spring', 'supplementary', 'dailyIntern', 'vacationIntern'] as const;
export type CampusBatch = (typeof CAMPUS_BATCH_VALUES)[number];
/** `kind`: which tab of /graduate the batch belongs to. */
export const campusBatchDict = defineDict('campusBatch', [
  { value: 'early', kind: 'campus' },
  { value: 'main', kind: 'campus' },
  { value: 'spring', kind: 'campus' },
  { value: 'supplementary', kind: 'campus' },
  { value: 'dailyIntern', kind: 'internship' },
  { value: 'vacationIntern', kind: 'internship' },
]);

export const CAMPUS_KIND_VALUES = ['campus', 'internship'] as const;
export type CampusKind = (typeof CAMPUS_KIND_VALUES)[number];
export const campusKindDict = simpleDict('campusKind', CAMPUS_KIND_VALUES);

export const INTERN_DAYS_VALUES = ['2', '3', '4', '5'] as const;
export type InternDays = (typeof INTERN_DAYS_VALUES)[number];
export const internDaysDict = simpleDict('internDays', INTERN_DAYS_VALUES);

export const PERMANENT_OFFER_VALUES = ['high', 'possible', 'none'] as const;
export type PermanentOfferChance = (typeof PERMANENT_OFFER_VALUES)[number];
export const permanentOfferDict = simpleDict('permanentOffer', PERMANENT_OFFER_VALUES);

export const VETERAN_STATUS_VALUES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VeteranStatus = (typeof VETERAN_STATUS_VALUES)[number];
export const veteranStatusDict = simpleDict('veteranStatus', VETERAN_STATUS_VALUES);

/** 退役证 (discharge certificate) or 优待证 (preferential-treatment card). */
export const CERTIFICATE_VALUES = ['discharge', 'preferential'] as const;
export type VeteranCertificate = (typeof CERTIFICATE_VALUES)[number];
export const certificateDict = simpleDict('certificate', CERTIFICATE_VALUES);

export const REPORT_CATEGORY_VALUES = ['fakeJob', 'fee', 'trainingLoan', 'discrimination', 'salaryMismatch', 'harassment', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORY_VALUES)[number];
export const reportCategoryDict = simpleDict('reportCategory', REPORT_CATEGORY_VALUES);

export const REPORT_STATUS_VALUES = ['received', 'processing', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUS_VALUES)[number];
export const reportStatusDict = simpleDict('reportStatus', REPORT_STATUS_VALUES);

/** What can be reported: a job, a company, the other party of a chat, or a gig (零工). */
export const REPORT_TARGET_VALUES = ['job', 'company', 'conversation', 'gig'] as const;
export type ReportTarget = (typeof REPORT_TARGET_VALUES)[number];
