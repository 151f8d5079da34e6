import { z } from 'zod';
import type { ApplicationStatus, InterviewResponse, RejectReason } from '../dicts/job.ts';
import { NOT_INTERESTED_VALUES } from '../dicts/job.ts';
import type { JobCard } from './job.ts';
import { interviewAnswerShape, type InterviewDetails } from './interview.ts';
import type { ResumeFileType } from './resumeFileValues.ts';
import type { OfferEvent } from './offerValues.ts';
import type { OfferView } from './offer.ts';
import { pagingShape } from './params.ts';

/** What a seeker does with a job (not interested, apply, chat) and the lists under /me it produces. */

export const notInterestedBody = z.object({ reason: z.enum(NOT_INTERESTED_VALUES, { error: '请选择不感兴趣的原因' }) });
export type NotInterestedBody = z.infer<typeof notInterestedBody>;

export const applyBody = z.object({
  resumeId: z.string({ error: '请选择简历' }).regex(/^[\w-]{1,40}$/, { error: '请选择简历' }),
  /** The seeker confirmed lifting their block of the company to apply (issue 26.12). */
  unblock: z.boolean({ error: 'unblock 只能是 true 或 false' }).optional(),
});
export type ApplyBody = z.infer<typeof applyBody>;

export interface ApplyResult {
  applicationId: string;
  appliedAt: string;
}

export interface ChatResult {
  conversationId: string;
  /** False when an existing conversation was reused. */
  created: boolean;
}

export interface Resume {
  id: string;
  kind: 'online' | 'attachment';
  name: string;
  updatedAt: string;
  isDefault: boolean;
  /** Online resumes: completeness in percent. */
  completeness: number | null;
  /** Attachments: file type, size in bytes, and the media path the file is served from (mediaUrl). */
  fileType: ResumeFileType | null;
  size: number | null;
  file: string | null;
}

/** Where an application stands, as both the seeker (/percenter) and the employer (/position) see it. */
export interface ApplicationProgress {
  status: ApplicationStatus;
  /**
   * Every state it has been in, oldest first: the timeline both sides see (each side in its own words). A step
   * with an `event` happened within the state (an offer answered, 入职 marked or disputed).
   */
  history: Array<{ status: ApplicationStatus; at: string; event?: OfferEvent }>;
  /** With `rejected`: the employer's reason. */
  rejectReason: RejectReason | null;
  /** With `interviewing`: when the interview is, and the seeker's answer to the invitation. */
  interviewAt: string | null;
  interviewResponse: InterviewResponse | null;
  /** The latest offer (from `offered` on), with its answer and the hire's two confirmations; null before. */
  offer: OfferView | null;
}

export interface Application extends ApplicationProgress {
  id: string;
  job: JobCard;
  resumeId: string;
  resumeName: string;
  appliedAt: string;
  /** Whether the seeker may still withdraw it (before an interview is set). */
  withdrawable: boolean;
  /** The current (latest) interview with everything the candidate needs, or null when none was arranged. */
  interview: InterviewDetails | null;
}

export interface SavedJob {
  savedAt: string;
  job: JobCard;
}

export const listQuery = z.object({ ...pagingShape });

/** `POST /me/applications/:id/interview`: the seeker's answer to the invitation. */
export const interviewAnswerBody = z.object(interviewAnswerShape);
export type InterviewAnswerBody = z.infer<typeof interviewAnswerBody>;
export type ListQuery = z.infer<typeof listQuery>;
