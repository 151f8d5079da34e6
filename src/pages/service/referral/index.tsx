import { Alert, Tabs } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { REFERRAL_LIMITS, REFERRAL_STEP_MS, type BountyJob } from '@/contract/referralValues.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getMyReferrals } from '@/services/referral.ts';
import BountyList from './BountyList.tsx';
import Invites, { InviteFromLink } from './Invites.tsx';
import MyReferrals from './MyReferrals.tsx';
import ReferDialog from './ReferDialog.tsx';
import SelfReferDialog from './SelfReferDialog.tsx';
import StandingAlert from './StandingAlert.tsx';
import './referral.css';

const TABS = ['bounties', 'mine', 'invites'] as const;
type Tab = (typeof TABS)[number];

/**
 * /joinUs (人才推荐): jobs with bounties for everyone; signed in, 推荐他人 (the person must agree by the text they
 * get) or 推荐自己, my referrals with their progress and the (simulated) earnings, the warning before fake
 * referrals freeze referring, and the referrals of the user's own number to answer. `?tab=` keeps the tab,
 * `?consent=` (the link in the text) opens that referral for its person.
 */
export default function ReferralPage() {
  const t = useT();
  const user = useInitialState().initialState.currentUser;
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'bounties';
  const consent = params.get('consent');
  const [dialog, setDialog] = useState<{ kind: 'other' | 'self'; job: BountyJob } | null>(null);

  const mine = useApiRequest(getMyReferrals, { ready: !!user, refreshDeps: [user?.id], refreshOnReturn: true });
  // The simulation moves a referral every few seconds, and the other person answers from their own phone: while
  // a referral waits or moves, the page reads again at the simulation's pace.
  const moving = mine.data?.list.some((r) => r.status === 'awaitingConsent' || r.status === 'inProgress') ?? false;
  const { refresh } = mine;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(refresh, REFERRAL_STEP_MS);
    return () => clearInterval(timer);
  }, [moving, refresh]);

  const signInPath = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const standing = mine.data?.standing;
  const referred = () => {
    refresh();
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', 'mine');
      return next;
    });
  };

  const signInFirst = (id: 'referral.mine.signIn' | 'referral.invite.signIn') => (
    <p className="referral-signin-note">
      <Link to={signInPath}>{t(id)}</Link>
    </p>
  );
  const content: Record<Tab, ReactNode> = {
    bounties: (
      <BountyList
        onReferOther={user ? (job) => setDialog({ kind: 'other', job }) : null}
        onReferSelf={user?.role === 'seeker' ? (job) => setDialog({ kind: 'self', job }) : null}
        signInPath={signInPath}
        frozen={!!standing?.frozen}
      />
    ),
    mine: user ? (
      // The reads every few seconds are quiet: the list is neither dimmed nor replaced by an error while one runs.
      <MyReferrals data={mine.data} loading={mine.loading && !mine.data} error={mine.data ? undefined : mine.error} onRetry={refresh} onChanged={refresh} />
    ) : (
      signInFirst('referral.mine.signIn')
    ),
    invites: user ? <Invites /> : signInFirst('referral.invite.signIn'),
  };

  return (
    <PageContainer title={false} className="referral-page">
      <header className="referral-head">
        <h1>
          <T id="menu.joinUs" />
        </h1>
        <p className="referral-intro">
          <T id="referral.intro" />
        </p>
        <Alert type="info" showIcon data-testid="referral-simulated" message={<T id="referral.simulated" values={{ seconds: REFERRAL_STEP_MS / 1000 }} />} />
        <details className="referral-rules">
          <summary>
            <T id="referral.rules.title" />
          </summary>
          <ul>
            <li>
              <T id="referral.rules.consent" values={{ days: REFERRAL_LIMITS.consentDays }} />
            </li>
            <li>
              <T id="referral.rules.fake" values={{ limit: REFERRAL_LIMITS.fakeStrikes }} />
            </li>
            <li>
              <T id="referral.rules.self" />
            </li>
            <li>
              <T id="referral.rules.own" values={{ perDay: REFERRAL_LIMITS.perDay }} />
            </li>
          </ul>
        </details>
        {standing && <StandingAlert standing={standing} />}
      </header>
      {consent &&
        (user ? (
          <InviteFromLink code={consent} />
        ) : (
          <Alert type="warning" showIcon className="referral-alert" message={<Link to={signInPath}>{t('referral.invite.signIn')}</Link>} />
        ))}
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (key === 'bounties') next.delete('tab');
            else next.set('tab', key);
            return next;
          })
        }
        items={TABS.map((key) => ({ key, label: t(`referral.tab.${key}`), children: key === tab ? content[key] : null }))}
      />
      {dialog?.kind === 'other' && user && <ReferDialog job={dialog.job} ownMobile={user.mobile} onDone={referred} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'self' && <SelfReferDialog job={dialog.job} onDone={referred} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}
