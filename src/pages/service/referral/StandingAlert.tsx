import { Alert } from 'antd';
import type { ReferralStanding } from '@/contract/referralValues.ts';
import { T } from '@/locales/useT.tsx';

/**
 * Where the referrer stands before a freeze: the fake referrals so far and how many are left (a warning from the
 * first one), the freeze itself, or a quiet line with the limit and today's referrals left.
 */
export default function StandingAlert({ standing }: { standing: ReferralStanding }) {
  if (standing.frozen)
    return (
      <Alert
        type="error"
        showIcon
        className="referral-alert"
        data-testid="referral-standing"
        message={<T id="referral.standing.frozen" values={{ limit: standing.limit }} />}
      />
    );
  if (standing.fake > 0)
    return (
      <Alert
        type="warning"
        showIcon
        className="referral-alert"
        data-testid="referral-standing"
        message={<T id="referral.standing.warning" values={{ fake: standing.fake, left: standing.left }} />}
      />
    );
  return (
    <p className="referral-standing-ok" data-testid="referral-standing">
      <T id="referral.standing.ok" values={{ limit: standing.limit, leftToday: standing.leftToday }} />
    </p>
  );
}
