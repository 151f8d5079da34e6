import type { SeekerBasic } from '../../../src/contract/authProfile.ts';
import type { ResumeBasic } from '../../../src/contract/resume.ts';
import type { UserRecord } from '../accounts.ts';
import type { SeekerState } from './seekers.ts';

/**
 * One source for a seeker's basics (issue 26.18): name, gender, birth month, 应届生 or 参加工作时间, and the
 * seeking status are the profile's (`user.seeker.basic`: what /perfect saves and /percenter's status changes).
 * The Chinese resume's basic module shows them with the resume's own part, how employers reach the seeker
 * (phone, email, 现居城市); saving that module writes the shared fields back to the profile (routes/resume.ts).
 */

/** The resume's own part of the module; everything else is the profile's. */
const contactOf = ({ phone, email, city }: ResumeBasic) => ({ phone, email, city });

/**
 * The Chinese resume's basic module as the seeker reads it: the profile's fields over what the resume saved.
 * Before the module is first saved the contact part is the account's mobile, and '' for email and city, which
 * is what keeps the module counted as missing (resumeCompleteness.ts) until the seeker adds them.
 */
export function resumeBasicOf(user: UserRecord, stored: ResumeBasic | null): ResumeBasic | null {
  const profile = user.seeker.basic;
  if (!profile) return stored;
  const own = stored ? contactOf(stored) : { phone: user.mobile, email: '', city: '' };
  return { ...own, ...profile };
}

/**
 * After the profile's basics change: the saved Chinese resume says the same, for the readers of stored resumes
 * (talent search, applications, /cv). A new content object: search caches key on it.
 */
export function syncResumeBasic(user: UserRecord, state: SeekerState, basic: SeekerBasic = user.seeker.basic!): void {
  const online = state.onlineResumes['zh-CN'];
  if (!online?.content.basic) return;
  online.content = { ...online.content, basic: { ...contactOf(online.content.basic), ...basic } };
}
