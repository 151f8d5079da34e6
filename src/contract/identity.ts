import { z } from 'zod';
import { ROLES } from './authValues.ts';

/**
 * One number, both identities. A company's main account may add, as a recruiter, a number that already holds a
 * job seeker's account: that adds nothing until the seeker accepts the invitation (a company cannot make someone
 * its recruiter). Once accepted, the account holds both identities and switches between them; its resume,
 * applications and chats as a seeker stay its own, never shown to the company through the recruiter identity.
 */

/** `POST /auth/identity`: switch the signed-in account to the other identity it holds. */
export const identityBody = z.object({ role: z.enum(ROLES, { error: '请选择身份' }) });
export type IdentityBody = z.infer<typeof identityBody>;

/** `GET /auth/invitations`: a company's invitation to recruit for it, waiting for this seeker's answer. */
export interface RecruiterInvitation {
  companyId: string;
  companyName: string;
  /** The title the company gave the new recruiter (招聘专员, …). */
  title: string;
  invitedAt: string;
}
