import type { Role } from '@/contract/auth.ts';

/**
 * Where a signed-in user lands when nothing asked for a page (`?redirect=` absent or the home page): a job
 * seeker on the home page (search and the seeker hero), a recruiter on the employer centre, where their work is.
 * Imported by the sign-in and /perfect pages only, so it stays out of the first load.
 */
export function landingOf(role: Role | null | undefined, redirect: string): string {
  return redirect === '/' && role === 'enterprise' ? '/enterprisecenter' : redirect;
}
