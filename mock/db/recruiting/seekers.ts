import type { PreferenceEntry } from '../../../src/contract/authProfile.ts';
import { OPEN_SALARY_CEILING } from '../../../src/contract/authValues.ts';
import type { JobPreference } from '../../../src/contract/recommend.ts';
import type { ResumeContent } from '../../../src/contract/resume.ts';
import type { ResumeLanguageVersion } from '../../../src/contract/resumeValues.ts';
import type { Resume } from '../../../src/contract/seeker.ts';
import type { ApplicationStatus, NotInterestedReason } from '../../../src/dicts/job.ts';
import type { ReportCategory, ReportTarget, VeteranCertificate } from '../../../src/dicts/zone.ts';
import type { CityCode } from '../../../src/dicts/city.ts';
import { salaryBandDict } from '../../../src/dicts/salary.ts';
import { resumeCompleteness } from '../../../src/contract/resumeCompleteness.ts';
import { DAY_MS, zh } from './labels.ts';
import { demoResumeContent } from './resumes.ts';

/** Per-user state of the job-seeking pages. Lives in the Db, so it resets when the mock restarts. */

export interface ApplicationRecord {
  id: string;
  jobId: string;
  resumeId: string;
  appliedAt: number;
  status: ApplicationStatus;
}

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
  resumes: Resume[];
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
  /** The job the conversation started from. */
  jobId: string;
  createdAt: number;
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
}

export function emptySeekerState(): SeekerState {
  return { resumes: [], onlineResumes: {}, preferences: [], saved: new Map(), applications: [], notInterested: new Map(), follows: new Map(), alerts: [], veteran: null };
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

/** The demo seeker u1 (李明): a complete online resume and an attachment, three preferences and one alert with new matches waiting. */
export function demoSeekerState(createdAt: number): SeekerState {
  const state = emptySeekerState();
  const iso = (ago: number) => new Date(createdAt - ago).toISOString();
  const online = demoResumeContent();
  state.onlineResumes = { 'zh-CN': { content: online, updatedAt: createdAt - 3 * DAY_MS } };
  state.resumes = [
    { id: 'cv-u1-online', kind: 'online', name: '李明的在线简历', updatedAt: iso(3 * DAY_MS), isDefault: true, completeness: resumeCompleteness(online).score, fileType: null, size: null },
    { id: 'cv-u1-file', kind: 'attachment', name: '李明-前端开发-8年.pdf', updatedAt: iso(12 * DAY_MS), isDefault: false, completeness: null, fileType: 'pdf', size: 284_613 },
  ];
  state.preferences = [
    { id: 'pref-1', title: '前端开发工程师', keywords: ['前端'], category: 'tech', city: 'hangzhou', jobType: 'fulltime', salaryMin: 15000, salaryMax: 25000 },
    { id: 'pref-2', title: '产品经理', keywords: ['产品经理', '产品助理'], category: 'product', city: 'shanghai', jobType: 'fulltime', salaryMin: 18000, salaryMax: 30000 },
    { id: 'pref-3', title: 'Java开发工程师', keywords: ['Java', '后端'], category: 'tech', city: 'beijing', jobType: 'fulltime', salaryMin: 20000, salaryMax: 35000 },
  ];
  state.alerts = [
    { id: 'alert-1', query: 'keyword=前端&city=hangzhou&salary=10-20k&salary=20-50k', createdAt: createdAt - 20 * DAY_MS, lastOpenedAt: createdAt - 3 * DAY_MS },
  ].map((alert) => ({ ...alert, name: alertName(alert.query) }));
  return state;
}
