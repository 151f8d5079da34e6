import { AuditOutlined, CalendarOutlined, FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { PageSection } from '@/components/PageIntro/index.tsx';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import { planGrant } from '@/contract/membershipValues.ts';
import { findOption, PAID_PLANS, planDict, QUOTA_KIND_VALUES, quotaKindDict } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryPlans } from '@/services/hiring.ts';
import './landing.css';

const FEATURES: Array<{ icon: ReactNode; title: MessageId; body: MessageId }> = [
  { icon: <SafetyCertificateOutlined />, title: 'hiring.landing.feature.certify', body: 'hiring.landing.feature.certifyBody' },
  { icon: <AuditOutlined />, title: 'hiring.landing.feature.post', body: 'hiring.landing.feature.postBody' },
  { icon: <FileSearchOutlined />, title: 'hiring.landing.feature.talent', body: 'hiring.landing.feature.talentBody' },
  { icon: <CalendarOutlined />, title: 'hiring.landing.feature.pipeline', body: 'hiring.landing.feature.pipelineBody' },
];

const STEPS: MessageId[] = ['hiring.landing.step.signUp', 'hiring.landing.step.certify', 'hiring.landing.step.post', 'hiring.landing.step.hire'];

/** The sign-up way in for an employer: sign in (or up) by SMS, then straight to the enterprise step of /perfect. */
const SIGN_UP = `/login?redirect=${encodeURIComponent('/perfect?role=enterprise')}`;

/**
 * /enterprise: what the portal does for an employer, the plans and prices (from the plans API, quarterly
 * shown), how to start, and a call to action that fits who is looking: a visitor signs up as an enterprise, a
 * recruiter goes to the employer centre.
 */
export default function EnterpriseLandingPage() {
  const t = useT();
  const role = useInitialState().initialState.currentUser?.role ?? null;
  const plans = useApiRequest(queryPlans, { cacheKey: 'plans' });
  const cta =
    role === 'enterprise' ? (
      <Link to="/enterprisecenter">
        <Button type="primary" size="large">
          <T id="hiring.landing.cta.center" />
        </Button>
      </Link>
    ) : role === 'seeker' ? (
      <p className="landing-note">
        <T id="hiring.landing.cta.seeker" />
      </p>
    ) : (
      <Link to={SIGN_UP}>
        <Button type="primary" size="large">
          <T id="hiring.landing.cta.signUp" />
        </Button>
      </Link>
    );
  const quarter = (plans.data ?? []).filter((p) => p.term === 'quarter');
  return (
    <PageContainer className="landing-page" title={false}>
      <section className="landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title">
          <T id="hiring.landing.title" />
        </h1>
        <p className="landing-lead">
          <T id="hiring.landing.lead" />
        </p>
        {cta}
      </section>
      <PageSection className="landing-section" id="landing-features" titleId="hiring.landing.features">
        <ul className="landing-features">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <span className="landing-icon" aria-hidden>
                {f.icon}
              </span>
              <h3>{t(f.title)}</h3>
              <p>{t(f.body)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection className="landing-section" id="landing-plans" titleId="hiring.landing.plans">
        <p className="landing-note">
          <T id="hiring.landing.plansNote" />
        </p>
        {/* Reserved height: the prices arrive after the frame is painted. */}
        <div className="landing-plans">
          {plans.data
            ? quarter.map((offer) => (
                <div key={offer.plan} className="landing-plan" data-plan={offer.plan}>
                  <h3>{t(findOption(planDict, offer.plan)!.labelId)}</h3>
                  <p className="landing-price">
                    <T id="hiring.landing.price" values={{ price: offer.price }} />
                  </p>
                  <ul>
                    {QUOTA_KIND_VALUES.map((kind) => (
                      <li key={kind}>
                        {t(findOption(quotaKindDict, kind)!.labelId)} {offer.grants[kind]}
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            : PAID_PLANS.map((plan) => (
                <div key={plan} className="landing-plan">
                  <Skeleton active paragraph={{ rows: 6 }} />
                </div>
              ))}
        </div>
        <p className="landing-note">
          <T id="hiring.landing.free" values={{ jobs: planGrant('free', 'month').jobs, unlock: planGrant('free', 'month').unlock }} />
        </p>
      </PageSection>
      <PageSection className="landing-section" id="landing-steps" titleId="hiring.landing.steps">
        <ol className="landing-steps">
          {STEPS.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ol>
        <p className="landing-note">
          <T id="hiring.landing.fair" />
        </p>
        {cta}
      </PageSection>
    </PageContainer>
  );
}
