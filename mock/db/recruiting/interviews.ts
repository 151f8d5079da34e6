import type { InterviewBody, InterviewContact, InterviewDetails, InterviewView } from '../../../src/contract/interview.ts';
import { INTERVIEW_LIMITS } from '../../../src/contract/interview.ts';
import { maskedName } from '../../../src/contract/names.ts';
import { LIVE_INTERVIEW_STATUSES, type InterviewFormat, type InterviewResponse, type InterviewResult, type InterviewStatus } from '../../../src/dicts/job.ts';
import { JOB_ERROR_CODES } from '../../../src/contract/codes.ts';
import { conflict, invalid, rejected } from '../../core/errors.ts';
import type { Db } from '../index.ts';
import { DAY_MS } from './labels.ts';
import { recruiterFacts } from './recruiterAccounts.ts';
import type { ApplicationRecord } from './seekers.ts';

/**
 * Interviews (PRODUCT.md §2 interview machine). The application keeps a copy of the current interview's time
 * and the seeker's answer (what /percenter shows and answers); the record holds everything else. One interviewer
 * cannot be in two interviews within an hour of each other.
 */
export interface InterviewRecord {
  id: string;
  applicationId: string;
  seekerId: string;
  companyId: string;
  jobId: string;
  round: number;
  at: number;
  format: InterviewFormat;
  place: string;
  interviewers: string[];
  /** The note for the candidate (给候选人的备注): in the card, /percenter, the notice, the SMS and the calendar file. */
  notes: string | null;
  /** The recruiter who sent the invitation, the candidate's contact (null in the seed: the post's recruiter). */
  contactId: string | null;
  /** The seeker's 改期 proposals (times, earliest first), until the interview is moved, answered otherwise or cancelled. */
  proposedTimes: number[];
  status: InterviewStatus;
  cancelReason: string | null;
  feedback: { result: InterviewResult; score: number; comment: string | null; at: number } | null;
  createdAt: number;
}

const SLOT_MS = INTERVIEW_LIMITS.minutes * 60_000;

export function interviewsOf(db: Db, applicationId: string): InterviewRecord[] {
  return [...db.interviews.values()].filter((i) => i.applicationId === applicationId).sort((a, b) => a.round - b.round);
}

export const latestInterview = (db: Db, applicationId: string): InterviewRecord | undefined => interviewsOf(db, applicationId).at(-1);

/** Refuses a time within an hour of another live interview of the company that shares an interviewer. */
export function refuseClash(db: Db, companyId: string, at: number, interviewers: string[], except?: string) {
  for (const other of db.interviews.values()) {
    if (other.id === except || other.companyId !== companyId || !LIVE_INTERVIEW_STATUSES.includes(other.status) || Math.abs(other.at - at) >= SLOT_MS) continue;
    const shared = interviewers.find((name) => other.interviewers.includes(name));
    if (shared) throw conflict(`面试官${shared}在这个时间前后一小时内已有面试，请换个时间或面试官`);
  }
}

export function refuseBadTime(at: number, now: number) {
  if (at <= now || at > now + INTERVIEW_LIMITS.daysAhead * DAY_MS) throw conflict(`面试时间须在今后 ${INTERVIEW_LIMITS.daysAhead} 天内`);
}

/** Records an invitation and mirrors it on the application (time, answer pending). */
export function recordInvitation(
  db: Db,
  companyId: string,
  seekerId: string,
  application: ApplicationRecord,
  input: Omit<InterviewBody, 'applicationId'>,
  contactId: string,
  now: number,
): InterviewRecord {
  const at = Date.parse(input.at);
  refuseBadTime(at, now);
  refuseClash(db, companyId, at, input.interviewers);
  const previous = latestInterview(db, application.id);
  const record: InterviewRecord = {
    id: `iv${++db.employerCounters.interview}`,
    applicationId: application.id,
    seekerId,
    companyId,
    jobId: application.jobId,
    round: (previous?.round ?? 0) + 1,
    at,
    format: input.format,
    place: input.place,
    interviewers: input.interviewers,
    notes: input.notes ?? null,
    contactId,
    proposedTimes: [],
    status: 'invited',
    cancelReason: null,
    feedback: null,
    createdAt: now,
  };
  db.interviews.set(record.id, record);
  application.interviewAt = at;
  application.interviewResponse = 'pending';
  return record;
}

/**
 * The seeker's answer to the current invitation, from /percenter or from the chat's card: only while the
 * application is at the interview step and the time is still ahead. Lands on the application and the interview.
 */
export function answerInterview(
  db: Db,
  application: ApplicationRecord,
  answer: { response: Exclude<InterviewResponse, 'pending'>; proposedTimes?: string[] },
  now: number,
) {
  const { response } = answer;
  if (application.status !== 'interviewing' || application.interviewAt === null) throw rejected(JOB_ERROR_CODES.noInterview, '这份投递没有待回复的面试邀请');
  if (application.interviewAt <= now) throw rejected(JOB_ERROR_CODES.noInterview, '面试时间已过，无法再回复');
  const proposed = proposals(answer, application.interviewAt, now);
  application.interviewResponse = response;
  const current = latestInterview(db, application.id);
  if (current && (current.status === 'invited' || current.status === 'accepted' || current.status === 'reschedule')) {
    current.status = response === 'accepted' ? 'accepted' : response === 'declined' ? 'declined' : 'reschedule';
    current.proposedTimes = proposed;
  }
}

/**
 * The times a 改期 answer proposes, checked like a recruiter's time (ahead, within the window) and against the
 * current one: a proposal the recruiter could not pick, or the time already set, is no proposal. Times go only
 * with 改期 (an acceptance with times would be two answers at once).
 */
function proposals(answer: { response: InterviewResponse; proposedTimes?: string[] }, currentAt: number, now: number): number[] {
  if (!answer.proposedTimes) return [];
  const field = 'proposedTimes';
  if (answer.response !== 'reschedule') throw invalid([{ field, message: '只有申请改期时才能提议时间' }]);
  const times = answer.proposedTimes.map((t) => Date.parse(t));
  if (new Set(times).size !== times.length) throw invalid([{ field, message: '提议的时间有重复' }]);
  if (times.includes(currentAt)) throw invalid([{ field, message: '提议的时间与原定时间相同，请选择另一个时间' }]);
  if (times.some((at) => at <= now || at > now + INTERVIEW_LIMITS.daysAhead * DAY_MS))
    throw invalid([{ field, message: `提议的时间须在今后 ${INTERVIEW_LIMITS.daysAhead} 天内` }]);
  return times.sort((a, b) => a - b);
}

/** The candidate's contact: the recruiter who invited (the post's recruiter for seeded interviews). */
export function interviewContact(db: Db, record: InterviewRecord): InterviewContact {
  const user = record.contactId ? db.users.get(record.contactId) : undefined;
  if (user) return { name: user.name, title: String(user.profile.title ?? '') };
  const job = db.recruiting.jobById.get(record.jobId);
  const recruiter = job && db.recruiting.recruiters.get(job.recruiterId);
  return recruiter ? { name: recruiterFacts(db, recruiter).name, title: recruiterFacts(db, recruiter).title } : { name: '', title: '' };
}

/** What the candidate reads of an interview (/percenter, the chat card's fields). */
export function interviewDetails(db: Db, record: InterviewRecord): InterviewDetails {
  return {
    id: record.id,
    round: record.round,
    at: new Date(record.at).toISOString(),
    format: record.format,
    place: record.place,
    contact: interviewContact(db, record),
    notes: record.notes,
    status: record.status,
    proposedTimes: record.proposedTimes.map((t) => new Date(t).toISOString()),
  };
}

export function interviewView(db: Db, record: InterviewRecord): InterviewView {
  const seeker = db.users.get(record.seekerId)!;
  const state = db.seekerStates.get(record.seekerId)!;
  const application = state.applications.find((a) => a.id === record.applicationId)!;
  const job = db.recruiting.jobById.get(record.jobId)!;
  const gender = seeker.seeker.basic?.gender ?? 'male';
  return {
    id: record.id,
    applicationId: record.applicationId,
    round: record.round,
    at: new Date(record.at).toISOString(),
    format: record.format,
    place: record.place,
    interviewers: record.interviewers,
    notes: record.notes,
    contact: interviewContact(db, record),
    proposedTimes: record.proposedTimes.map((t) => new Date(t).toISOString()),
    status: record.status,
    cancelReason: record.cancelReason,
    feedback: record.feedback && { ...record.feedback, at: new Date(record.feedback.at).toISOString() },
    candidate: { name: state.privacy.nameDisplay === 'full' ? seeker.name : maskedName(seeker.name, gender, 'zh-CN'), resumeId: application.resumeId },
    job: { id: job.id, title: job.title },
    applicationStatus: application.status,
  };
}
