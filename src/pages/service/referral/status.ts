import type { ReferralStatus } from '@/contract/referralValues.ts';
import type { PlainTagColor } from '@/components/PlainTag/index.tsx';
import type { MessageId } from '@/locales/types.ts';

/** How each state of a referral reads, and its tag's colour. */
export const STATUS: Record<ReferralStatus, { id: MessageId; color?: PlainTagColor }> = {
  awaitingConsent: { id: 'referral.status.awaitingConsent', color: 'orange' },
  inProgress: { id: 'referral.status.inProgress', color: 'blue' },
  completed: { id: 'referral.status.completed', color: 'green' },
  declined: { id: 'referral.status.declined' },
  reportedFake: { id: 'referral.status.reportedFake', color: 'red' },
  expired: { id: 'referral.status.expired' },
  withdrawn: { id: 'referral.status.withdrawn' },
  jobClosed: { id: 'referral.status.jobClosed' },
};
