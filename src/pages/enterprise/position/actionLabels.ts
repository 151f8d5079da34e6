import type { ApplicationStatus } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';

/** The button for each step an employer can take (EMPLOYER_NEXT_STATUSES never leads to the seeker's own states). */
export const ACTION_LABELS: Record<ApplicationStatus, MessageId> = {
  delivered: 'hiring.action.viewed',
  viewed: 'hiring.action.viewed',
  shortlisted: 'hiring.action.shortlisted',
  interviewing: 'hiring.action.interviewing',
  offered: 'hiring.action.offered',
  hired: 'hiring.action.hired',
  rejected: 'hiring.action.rejected',
  withdrawn: 'hiring.action.rejected',
  autoClosed: 'hiring.action.rejected',
};
