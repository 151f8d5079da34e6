import { activityDict } from './activity.ts';
import { cityDict, districtDict, provinceDict } from './city.ts';
import { companySizeDict, industryDict, jobCategoryDict, stageDict } from './company.ts';
import { activeWithinDict, languageLevelDict, resumeLanguageDict, resumeVisibilityDict, schoolTierDict } from './resume.ts';
import {
  applicationStatusDict,
  benefitDict,
  certificationStatusDict,
  educationDict,
  experienceDict,
  interviewFormatDict,
  interviewNoteDict,
  interviewResponseDict,
  interviewResultDict,
  interviewRoundsDict,
  interviewStatusDict,
  jobSortDict,
  jobStatusDict,
  jobTypeDict,
  notInterestedDict,
  positionTabDict,
  postedWithinDict,
  publisherTypeDict,
  recommendReasonDict,
  rejectReasonDict,
  restScheduleDict,
  workStatusDict,
} from './job.ts';
import {
  gigAttendanceDict,
  gigCancelledByDict,
  gigCategoryDict,
  gigDisputeCategoryDict,
  gigDisputeStatusDict,
  gigDistanceDict,
  gigEmployerTypeDict,
  gigIdentityDict,
  gigOrderStatusDict,
  gigPayBasisDict,
  gigPayTrackDict,
  gigSettlementDict,
  gigShiftKindDict,
  gigSlipLineDict,
  gigSortDict,
  gigStatusDict,
  gigTimeSlotDict,
} from './gig.ts';
import { membershipStatusDict, orderStatusDict, paymentChannelDict, planDict, planTermDict, quotaKindDict } from './membership.ts';
import { dailyPayDict, salaryBandDict, salaryUnitDict } from './salary.ts';
import type { Dict } from './types.ts';
import {
  campusBatchDict,
  campusKindDict,
  certificateDict,
  classYearDict,
  degreeDict,
  govExamDict,
  govRegistrationDict,
  govStageDict,
  internDaysDict,
  majorDict,
  permanentOfferDict,
  politicalDict,
  politicalRequirementDict,
  reportCategoryDict,
  reportStatusDict,
  veteranStatusDict,
} from './zone.ts';

/**
 * The shared vocabulary of the job-seeking pages and the mock API. Plain data and pure functions only (no
 * zod, no React), so client code can import it at runtime.
 */
export * from './activity.ts';
export * from './city.ts';
export * from './company.ts';
export * from './gig.ts';
export * from './job.ts';
export * from './membership.ts';
export * from './resume.ts';
export * from './salary.ts';
export * from './types.ts';
export * from './zone.ts';

/** Every dictionary, for tests and for tools that list the vocabulary. */
export const ALL_DICTS: readonly Dict[] = [
  activeWithinDict,
  activityDict,
  applicationStatusDict,
  benefitDict,
  campusBatchDict,
  campusKindDict,
  certificateDict,
  certificationStatusDict,
  cityDict,
  classYearDict,
  companySizeDict,
  dailyPayDict,
  degreeDict,
  districtDict,
  educationDict,
  experienceDict,
  gigAttendanceDict,
  gigCancelledByDict,
  gigCategoryDict,
  gigDisputeCategoryDict,
  gigDisputeStatusDict,
  gigDistanceDict,
  gigEmployerTypeDict,
  gigIdentityDict,
  gigOrderStatusDict,
  gigPayBasisDict,
  gigPayTrackDict,
  gigSettlementDict,
  gigShiftKindDict,
  gigSlipLineDict,
  gigSortDict,
  gigStatusDict,
  gigTimeSlotDict,
  govExamDict,
  govRegistrationDict,
  govStageDict,
  industryDict,
  internDaysDict,
  interviewFormatDict,
  interviewNoteDict,
  interviewResponseDict,
  interviewResultDict,
  interviewStatusDict,
  interviewRoundsDict,
  jobCategoryDict,
  jobSortDict,
  jobStatusDict,
  jobTypeDict,
  languageLevelDict,
  majorDict,
  membershipStatusDict,
  notInterestedDict,
  orderStatusDict,
  paymentChannelDict,
  planDict,
  planTermDict,
  permanentOfferDict,
  politicalDict,
  politicalRequirementDict,
  positionTabDict,
  postedWithinDict,
  provinceDict,
  publisherTypeDict,
  quotaKindDict,
  recommendReasonDict,
  rejectReasonDict,
  reportCategoryDict,
  reportStatusDict,
  restScheduleDict,
  resumeLanguageDict,
  resumeVisibilityDict,
  salaryBandDict,
  salaryUnitDict,
  schoolTierDict,
  stageDict,
  veteranStatusDict,
  workStatusDict,
];
