import { z } from 'zod';
import type { TalentMark } from '../dicts/resume.ts';
import { FORWARD_NOTE_MAX } from './cvActionValues.ts';
import { text } from './params.ts';

/**
 * What an employer can do from a resume (/cv, issue 26.11): 沟通, 邀请面试, 收藏, 不合适, 转发同事. The reading
 * carries the company's relation to the candidate so the page offers the right one of each.
 */

/** The company's relation to the candidate whose resume it reads (`ResumeReading.relation`). */
export interface CvRelation {
  /** The company's talent-pool mark on the candidate. */
  mark: TalentMark | null;
  /** The candidate's latest application to one of the company's jobs that can still be invited to an interview. */
  applicationId: string | null;
  /** A conversation the candidate already has with the company (any recruiter, any of its jobs). */
  conversationId: string | null;
}

/** `POST /resumes/:id/forward`: the colleague (an active account of the same company) and a note for them. */
export const forwardResumeBody = z.object({
  to: z.string({ error: '请选择同事' }).regex(/^u\d{1,7}$/, { error: '请选择同事' }),
  note: text('留言', FORWARD_NOTE_MAX),
});
export type ForwardResumeBody = z.infer<typeof forwardResumeBody>;

/** A colleague a resume can be forwarded to (`GET /enterprise/colleagues`). */
export interface Colleague {
  id: string;
  name: string;
  title: string;
}

export interface ForwardResult {
  to: Colleague;
}
