import { defineDict, simpleDict } from './types.ts';

/** Option sets of a job post (PRODUCT.md §0): experience, education, type, schedule, benefits, publisher… */

export const EXPERIENCE_VALUES = ['any', 'student', 'fresh', 'below1', '1-3', '3-5', '5-10', 'above10'] as const;
export type Experience = (typeof EXPERIENCE_VALUES)[number];
export const experienceDict = simpleDict('experience', EXPERIENCE_VALUES);

/** Same codes as the /perfect form (src/contract/auth.ts), in ascending order (see educationRank). */
export const EDUCATION_VALUES = ['any', 'junior', 'secondary', 'highschool', 'college', 'bachelor', 'master', 'doctor'] as const;
export const educationDict = simpleDict('education', EDUCATION_VALUES);
export type Education = (typeof EDUCATION_VALUES)[number];
/** A person's education level: every value but 'any'. */
export type EducationLevel = Exclude<Education, 'any'>;
export const educationRank = (value: Education): number => EDUCATION_VALUES.indexOf(value);

export const JOB_TYPE_VALUES = ['fulltime', 'parttime', 'internship'] as const;
export type JobType = (typeof JOB_TYPE_VALUES)[number];
export const jobTypeDict = simpleDict('jobType', JOB_TYPE_VALUES);

export const REST_SCHEDULE_VALUES = ['weekends', 'single', 'alternate', 'shifts'] as const;
export type RestSchedule = (typeof REST_SCHEDULE_VALUES)[number];
export const restScheduleDict = simpleDict('restSchedule', REST_SCHEDULE_VALUES);

export const BENEFIT_VALUES = [
  'insurance',
  'bonus',
  'meal',
  'housing',
  'paidLeave',
  'transport',
  'checkup',
  'snacks',
  'stock',
  'flexibleHours',
  'training',
  'medicalPlus',
  'teamTrip',
  'festival',
  'board',
] as const;
export type Benefit = (typeof BENEFIT_VALUES)[number];
export const benefitDict = simpleDict('benefit', BENEFIT_VALUES);

/** Who posted the job. Everything but `direct` is an agency (hidden by "hide headhunter/outsourcing/dispatch"). */
export const PUBLISHER_TYPE_VALUES = ['direct', 'headhunter', 'outsourcing', 'dispatch'] as const;
export type PublisherType = (typeof PUBLISHER_TYPE_VALUES)[number];
export const publisherTypeDict = defineDict('publisherType', [
  { value: 'direct', agency: false },
  { value: 'headhunter', agency: true },
  { value: 'outsourcing', agency: true },
  { value: 'dispatch', agency: true },
]);
export const isAgency = (type: PublisherType) => type !== 'direct';

/** A job's state (PRODUCT.md §2): in review after it is submitted or a reviewed field changes, refused with a reason, open, closed by the employer, expired. Only `open` jobs are public. */
export const JOB_STATUS_VALUES = ['open', 'pending', 'rejected', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUS_VALUES)[number];
export const jobStatusDict = simpleDict('jobStatus', JOB_STATUS_VALUES);
/** /position's tabs: the job states plus the drafts, which are not jobs yet. */
export const POSITION_TAB_VALUES = ['open', 'pending', 'rejected', 'closed', 'expired', 'draft'] as const;
export type PositionTab = (typeof POSITION_TAB_VALUES)[number];
export const positionTabDict = simpleDict('positionTab', POSITION_TAB_VALUES);

/** A company's certification (PRODUCT.md §2): re-checked six months after it was verified (RECERTIFY_DAYS). */
export const CERTIFICATION_STATUS_VALUES = ['unverified', 'pending', 'verified', 'rejected', 'recheckDue'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUS_VALUES)[number];
export const certificationStatusDict = simpleDict('certificationStatus', CERTIFICATION_STATUS_VALUES);

/** "Posted or refreshed within N days" (value = days). */
export const POSTED_WITHIN_VALUES = ['1', '3', '7', '30'] as const;
export type PostedWithin = (typeof POSTED_WITHIN_VALUES)[number];
export const postedWithinDict = defineDict('postedWithin', [
  { value: '1', days: 1 },
  { value: '3', days: 3 },
  { value: '7', days: 7 },
  { value: '30', days: 30 },
]);

export const INTERVIEW_FORMAT_VALUES = ['onsite', 'video', 'phone'] as const;
export type InterviewFormat = (typeof INTERVIEW_FORMAT_VALUES)[number];
export const interviewFormatDict = simpleDict('interviewFormat', INTERVIEW_FORMAT_VALUES);

export const INTERVIEW_ROUNDS_VALUES = ['1-2', '3-4', '5-6', 'unsure'] as const;
export type InterviewRounds = (typeof INTERVIEW_ROUNDS_VALUES)[number];
export const interviewRoundsDict = simpleDict('interviewRounds', INTERVIEW_ROUNDS_VALUES);

export const INTERVIEW_NOTE_VALUES = ['weekend', 'writtenTest', 'afterWork', 'takeHome'] as const;
export type InterviewNote = (typeof INTERVIEW_NOTE_VALUES)[number];
export const interviewNoteDict = simpleDict('interviewNote', INTERVIEW_NOTE_VALUES);

export const NOT_INTERESTED_VALUES = ['pay', 'distance', 'company', 'jobContent', 'other'] as const;
export type NotInterestedReason = (typeof NOT_INTERESTED_VALUES)[number];
export const notInterestedDict = simpleDict('notInterested', NOT_INTERESTED_VALUES);

export const SORT_VALUES = ['recommend', 'newest'] as const;
export type JobSort = (typeof SORT_VALUES)[number];
export const jobSortDict = simpleDict('jobSort', SORT_VALUES);

/** Why a recommended job was shown (one or more per card). */
export const RECOMMEND_REASON_VALUES = ['title', 'city', 'salary', 'popular'] as const;
export type RecommendReason = (typeof RECOMMEND_REASON_VALUES)[number];
export const recommendReasonDict = simpleDict('recommendReason', RECOMMEND_REASON_VALUES);

/**
 * An application's state (PRODUCT.md §2): delivered → viewed → shortlisted → interviewing → offered → hired; any
 * open state → rejected (with a reason); withdrawn by the seeker before the interview; autoClosed when the
 * employer leaves it untouched too long.
 */
export const APPLICATION_STATUS_VALUES = [
  'delivered',
  'viewed',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
  'autoClosed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS_VALUES)[number];
export const applicationStatusDict = simpleDict('applicationStatus', APPLICATION_STATUS_VALUES);
/** States an application no longer leaves. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn', 'autoClosed'];
/** A seeker may withdraw until an interview is set. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['delivered', 'viewed', 'shortlisted'];

/** The seeker's answer to an interview invitation (PRODUCT.md §2: INVITED → ACCEPTED / DECLINED / RESCHEDULE_REQ). */
export const INTERVIEW_RESPONSE_VALUES = ['pending', 'accepted', 'declined', 'reschedule'] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSE_VALUES)[number];
export const interviewResponseDict = simpleDict('interviewResponse', INTERVIEW_RESPONSE_VALUES);

/**
 * An interview (PRODUCT.md §2 interview machine): invited → accepted / declined / asked to reschedule (→ invited
 * again at a new time); accepted → checked in or no-show, or cancelled; checked in → done with feedback.
 */
export const INTERVIEW_STATUS_VALUES = ['invited', 'accepted', 'declined', 'reschedule', 'cancelled', 'checkedIn', 'noShow', 'done'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUS_VALUES)[number];
export const interviewStatusDict = simpleDict('interviewStatus', INTERVIEW_STATUS_VALUES);
/** Interviews still on the calendar (they take the interviewers' time). */
export const LIVE_INTERVIEW_STATUSES: readonly InterviewStatus[] = ['invited', 'accepted', 'reschedule', 'checkedIn'];

/** 评价: pass (next round or offer), hold, fail. */
export const INTERVIEW_RESULT_VALUES = ['pass', 'hold', 'fail'] as const;
export type InterviewResult = (typeof INTERVIEW_RESULT_VALUES)[number];
export const interviewResultDict = simpleDict('interviewResult', INTERVIEW_RESULT_VALUES);

/** The reasons an employer gives for 不合适, shown to the seeker (PRODUCT.md §3: reasons are shown). */
export const REJECT_REASON_VALUES = ['experience', 'skills', 'salary', 'education', 'filled', 'location', 'other'] as const;
export type RejectReason = (typeof REJECT_REASON_VALUES)[number];
export const rejectReasonDict = simpleDict('rejectReason', REJECT_REASON_VALUES);

/**
 * Seeker job-hunting status; same codes as the /perfect form. `student` (在校-寻找实习) and `graduate` (应届毕业生)
 * are for a seeker who has not worked yet (应届生, `freshGraduate`), as the big portals offer them to students;
 * the API refuses them for anyone with a 参加工作时间 (authProfile.ts checkBasic, PUT /me/work-status).
 */
export const WORK_STATUS_VALUES = ['leaving', 'month', 'considering', 'notLooking', 'student', 'graduate'] as const;
export type WorkStatus = (typeof WORK_STATUS_VALUES)[number];
/** The statuses of someone still in school or just out of it: only a fresh graduate (应届生) may hold them. */
export const STUDENT_WORK_STATUSES: readonly WorkStatus[] = ['student', 'graduate'];
export const isStudentWorkStatus = (status: string | null | undefined) => (STUDENT_WORK_STATUSES as readonly (string | null | undefined)[]).includes(status);
export const workStatusDict = simpleDict('workStatus', WORK_STATUS_VALUES);

/**
 * Where an employer may move an application from each state (PRODUCT.md §2): forward one step at a time, or
 * to 不合适 from any open state. Withdrawn and auto-closed come from the seeker's side and the clock.
 */
export const EMPLOYER_NEXT_STATUSES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  delivered: ['viewed', 'shortlisted', 'rejected'],
  viewed: ['shortlisted', 'rejected'],
  shortlisted: ['interviewing', 'rejected'],
  interviewing: ['offered', 'rejected'],
  offered: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
  autoClosed: [],
};
