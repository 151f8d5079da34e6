import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { EmployerOverview } from '@/contract/employerOverview.ts';
import { findOption, membershipStatusDict, planDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';

/**
 * The plan on /enterprisecenter: its name, its state and until when, with the way to the plans. The free plan's
 * state is its name again (免费版), so it is said once.
 */
export default function PlanLine({ membership }: { membership: EmployerOverview['membership'] }) {
  const t = useT();
  return (
    <p data-testid="center-plan">
      {t(findOption(planDict, membership.plan)!.labelId)}
      {membership.status !== 'free' && <> · {t(findOption(membershipStatusDict, membership.status)!.labelId)}</>}
      {membership.expiresAt && (
        <>
          {' · '}
          <T id="hiring.center.planUntil" values={{ date: <BusinessDate value={membership.expiresAt} /> }} />
        </>
      )}{' '}
      <Link to="/enterprisevip">{t('hiring.post.quotaMore')}</Link>
    </p>
  );
}
