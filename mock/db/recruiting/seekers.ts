import type { PreferenceEntry } from '../../../src/contract/authProfile.ts';
import { OPEN_SALARY_CEILING } from '../../../src/contract/authValues.ts';
import type { JobPreference } from '../../../src/contract/recommend.ts';
import type { ResumeContent } from '../../../src/contract/resume.ts';
import type { ResumeLanguageVersion } from '../../../src/contract/resumeValues.ts';
import type { Resume } from '../../../src/contract/seeker.ts';
import type { ApplicationStatus, InterviewResponse, NotInterestedReason, RejectReason } from '../../../src/dicts/job.ts';
import type { PrivacySettings } from '../../../src/contract/privacy.ts';
import type { ReportCategory, ReportTarget, VeteranCertificate } from '../../../src/dicts/zone.ts';
import type { CityCode } from '../../../src/dicts/city.ts';
import { salaryBandDict } from '../../../src/dicts/salary.ts';
import { zh } from './labels.ts';
import type { OfferEvent } from '../../../src/contract/offerValues.ts';
import type { OfferRecord } from './offers.ts';

/** Per-user state of the job-seeking pages. Lives in the Db, so it resets when the mock restarts. */

/** One step of an application's timeline: the state it entered, and when. */
export interface ApplicationStep {
  status: ApplicationStatus;
  at: number;
  /** A step within the state (an offer answered, 入职 marked or disputed: offers.ts). */
  event?: OfferEvent;
}

export interface ApplicationRecord {
  id: string;
  jobId: string;
  resumeId: string;
  appliedAt: number;
  status: ApplicationStatus;
  /** Every state it has been in, oldest first (the first is `delivered` at `appliedAt`). */
  history: ApplicationStep[];
  /** Set with `rejected`: the employer's reason, shown to the seeker. */
  rejectReason: RejectReason | null;
  /** Set with `interviewing`: when the interview is, and the seeker's answer (pending until given). */
  interviewAt: number | null;
  interviewResponse: InterviewResponse | null;
  /** The employer's private note and tags (absent until written); never part of what the seeker reads. */
  employerNote?: string;
  employerTags?: string[];
  /** Offers sent for it, oldest first (absent until the first); the last is the current one (offers.ts). */
  offers?: OfferRecord[];
}

/** A view or download of a seeker's resume by an employer: the "who viewed me" log. */
export interface ResumeEventRecord {
  id: string;
  /** Read on screen, downloaded (printed, saved, the file fetched), or its contact details unlocked. */
  kind: 'view' | 'download' | 'unlock';
  at: number;
  resumeId: string;
  companyId: string;
  /** The company's name when it read: what the log shows should the company record ever be missing. */
  companyName?: string;
  viewerName: string;
  viewerTitle: string;
}

/** An attachment deleted moments ago, kept until its undo window closes. */
export interface DeletedResumeRecord {
  resume: Resume;
  wasDefault: boolean;
  undoUntil: number;
}

/** What the seeker lets employers see and how the platform treats them (/privacySet). */
export interface PrivacyRecord extends Omit<PrivacySettings, 'blocked'> {
  /** Stored by id; the API resolves names and related companies when it answers. */
  blocked: Array<{ companyId: string; includeRelated: boolean; at: number }>;
}

/** New seekers: public resume, masked name, virtual number on, nothing blocked, no quiet hours. */
export const defaultPrivacy = (): PrivacyRecord => ({
  visibility: 'public',
  blocked: [],
  hideAgenciesByDefault: false,
  nameDisplay: 'surname',
  virtualPhone: true,
  showOnline: true,
  personalized: true,
  doNotDisturb: { enabled: false, start: '22:00', end: '08:00' },
});

export interface AlertRecord {
  id: string;
  name: string;
  query: string;
  createdAt: number;
  lastOpenedAt: number;
}

export interface VeteranRecord {
  certificateType: VeteranCertificate;
  certificateNo: string;
  name: string;
  file: string;
  submittedAt: number;
  /** Set by the automatic review. */
  outcome: 'verified' | 'rejected' | null;
  reviewedAt: number | null;
}

/** One language version of the online resume. */
export interface OnlineResumeRecord {
  content: ResumeContent;
  updatedAt: number;
}

export interface SeekerState {
  /** Online versions and attachments, as `GET /me/resumes` lists them (exactly one is the default). */
  resumes: Resume[];
  deletedResumes: DeletedResumeRecord[];
  resumeEvents: ResumeEventRecord[];
  privacy: PrivacyRecord;
  /** Companies that unlocked the resume (the enterprise issue) and so see phone and email. */
  unlockedBy: Set<string>;
  /** Resumes given to a company in a chat (`<companyId>:<resumeId>`): that company may read them like an applied one. */
  sharedResumes: Set<string>;
  /** The online resume's versions; a version never saved is absent. */
  onlineResumes: Partial<Record<ResumeLanguageVersion, OnlineResumeRecord>>;
  preferences: JobPreference[];
  saved: Map<string, number>;
  applications: ApplicationRecord[];
  notInterested: Map<string, { reason: NotInterestedReason; at: number }>;
  follows: Map<string, number>;
  alerts: AlertRecord[];
  veteran: VeteranRecord | null;
}

export interface ConversationRecord {
  id: string;
  seekerId: string;
  recruiterId: string;
  /** The job the conversation started from ('' for one about a gig). */
  jobId: string;
  /** A worker's 咨询 about a gig (mock/routes/gigContact.ts): the gig is its context instead of a job. */
  gigId?: string;
  createdAt: number;
  /** Who opened it: the seeker asking about a job (the default), or a recruiter greeting from the talent pool. */
  startedBy?: 'seeker' | 'recruiter';
}

export interface ReportRecord {
  caseNo: string;
  userId: string;
  targetType: ReportTarget;
  targetId: string;
  targetName: string;
  category: ReportCategory;
  description: string;
  createdAt: number;
}

export interface UploadRecord {
  path: string;
  ownerId: string;
  contentType: string;
  bytes: Buffer;
  /** A file sent in a chat: both sides of that conversation may read it. */
  conversationId?: string;
}

export function emptySeekerState(): SeekerState {
  return {
    resumes: [],
    deletedResumes: [],
    resumeEvents: [],
    privacy: defaultPrivacy(),
    unlockedBy: new Set(),
    sharedResumes: new Set(),
    onlineResumes: {},
    preferences: [],
    saved: new Map(),
    applications: [],
    notInterested: new Map(),
    follows: new Map(),
    alerts: [],
    veteran: null,
  };
}

/** A preference as a form gives it (a pay band) → as /recommend matches it (a monthly range). */
export function toJobPreference(entry: PreferenceEntry, index: number): JobPreference {
  const band = salaryBandDict.options.find((o) => o.value === entry.salary)!;
  return {
    id: `pref-${index + 1}`,
    title: entry.title,
    keywords: [entry.title],
    category: entry.category,
    city: entry.city as JobPreference['city'],
    jobType: entry.jobType,
    salaryMin: band.min,
    salaryMax: band.max ?? OPEN_SALARY_CEILING,
  };
}

/**
 * A saved search's name that says what it filters, as a seeker would write it: 杭州 · 前端 · 10-50K (city,
 * keyword, then the pay the chosen bands span).
 */
export function alertName(query: string): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const city = params.get('city');
  if (city) parts.push(zh(`dict.city.${city as CityCode}`));
  const keyword = params.get('keyword');
  if (keyword) parts.push(keyword);
  const bands = salaryBandDict.options.filter((o) => params.getAll('salary').includes(o.value));
  if (bands.length) {
    const min = Math.min(...bands.map((b) => b.min)) / 1000;
    const max = bands.some((b) => b.max === null) ? null : Math.max(...bands.map((b) => b.max!)) / 1000;
    parts.push(max === null ? `${min}K以上` : `${min}-${max}K`);
  }
  return parts.join(' · ');
}
