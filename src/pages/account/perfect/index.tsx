import { Button, Card, Result, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import defaultSettings from '@config/defaultSettings.ts';
import { safeRedirect } from '@/app/access.ts';
import { landingOf } from '@/app/landing.ts';
import { useSession } from '@/app/session.ts';
import { useSignOut } from '@/app/signOut.ts';
import type { Role, UnionUser } from '@/contract/auth.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { EducationStep } from './EducationStep.tsx';
import { EnterpriseStep } from './EnterpriseStep.tsx';
import { PreferencesStep } from './PreferencesStep.tsx';
import { SeekerBasicStep } from './SeekerBasicStep.tsx';
import './perfect.css';

type Step = 'role' | 'basics' | 'education' | 'preferences' | 'done';
const SEEKER_STEPS: Step[] = ['role', 'basics', 'education', 'preferences', 'done'];
const ENTERPRISE_STEPS: Step[] = ['role', 'basics'];
const STEP_TITLES: Record<Step, MessageId> = {
  role: 'account.perfect.step.role',
  basics: 'account.perfect.step.basics',
  education: 'profile.step.education',
  preferences: 'profile.step.preferences',
  done: 'profile.step.done',
};

/**
 * /perfect, outside the root layout: a new account chooses job seeker or enterprise. A job seeker then goes
 * through basic information (which makes the account a seeker) → education → job preferences (both
 * skippable) → done; an enterprise user fills their basics. Then on to `?redirect=` (or the role's home).
 */
export default function PerfectPage() {
  const { currentUser, updateUser } = useSession();
  const [params] = useSearchParams();
  // The employer landing page's sign-up link (`?role=enterprise`) goes straight to the enterprise step.
  const preset: Role | null = params.get('role') === 'enterprise' ? 'enterprise' : null;
  const [role, setRole] = useState<Role | null>(preset);
  const [step, setStep] = useState<Step>(preset ? 'basics' : 'role');
  const navigate = useNavigate();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);

  const destination = (r: Role) => landingOf(r, safeRedirect(params.get('redirect')));

  // A role chosen before this page opened: nothing to complete here. (Checked once: the wizard itself sets
  // the role on its first step and carries on.)
  const [roleAtOpen] = useState(currentUser?.role ?? null);
  useEffect(() => {
    if (roleAtOpen) navigate(destination(roleAtOpen), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roleAtOpen]);

  // Each step starts with its heading in focus, so keyboard and screen-reader users know where they are.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const choose = (r: Role) => {
    setRole(r);
    setStep('basics');
  };
  const backToRoles = () => {
    setRole(null);
    setStep('role');
  };
  const basicsSaved = (user: UnionUser) => {
    updateUser(user);
    if (user.role === 'enterprise') navigate(destination('enterprise'), { replace: true });
    else setStep('education');
  };

  const steps = role === 'enterprise' ? ENTERPRISE_STEPS : SEEKER_STEPS;
  return (
    <div className="perfect-page">
      <header className="perfect-header">
        <Link to="/" className="perfect-brand">
          <img src={defaultSettings.logo} alt="" width={32} height={32} />
          <span>
            <T id="layout.brand" />
          </span>
        </Link>
        {currentUser && <AccountSwitch mobile={currentUser.mobile} />}
      </header>
      <main className="perfect-main">
        <Card className="perfect-card">
          <Typography.Title level={1} className="perfect-title">
            <T id="account.perfect.title" />
          </Typography.Title>
          <Steps current={steps.indexOf(step)} size="small" items={steps.map((s) => ({ title: t(STEP_TITLES[s]) }))} />
          <h2 className="perfect-step-title" tabIndex={-1} ref={heading}>
            <T id={STEP_TITLES[step]} />
          </h2>
          {step === 'role' && <RoleChoice onChoose={choose} />}
          {step === 'basics' && role === 'seeker' && <SeekerBasicStep onSaved={basicsSaved} onBack={backToRoles} />}
          {step === 'basics' && role === 'enterprise' && <EnterpriseStep onSaved={basicsSaved} onBack={backToRoles} />}
          {step === 'education' && <EducationStep onDone={() => setStep('preferences')} />}
          {step === 'preferences' && <PreferencesStep onDone={() => setStep('done')} />}
          {step === 'done' && (
            <Result
              status="success"
              title={t('profile.done.title')}
              subTitle={t('profile.done.description')}
              extra={[
                <Button key="go" type="primary" onClick={() => navigate(destination('seeker'), { replace: true })}>
                  <T id="profile.done.continue" />
                </Button>,
                <Button key="cv" onClick={() => navigate('/onlinecv', { replace: true })}>
                  <T id="profile.done.resume" />
                </Button>,
              ]}
            />
          )}
        </Card>
      </main>
    </div>
  );
}

function RoleChoice({ onChoose }: { onChoose: (role: Role) => void }) {
  const t = useT();
  return (
    <div className="perfect-roles" role="group" aria-label={t('account.perfect.step.role')}>
      {(['seeker', 'enterprise'] as const).map((r) => (
        <button key={r} type="button" className="perfect-role" onClick={() => onChoose(r)} data-testid={`role-${r}`}>
          <strong>
            <T id={r === 'seeker' ? 'account.perfect.role.seeker' : 'account.perfect.role.enterprise'} />
          </strong>
          <span>
            <T id={r === 'seeker' ? 'account.perfect.role.seeker.hint' : 'account.perfect.role.enterprise.hint'} />
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * A number signed in by mistake (someone else's phone, the wrong SIM) must not trap its user in the wizard:
 * /perfect names the number and offers to sign out, or to sign in with another number.
 */
function AccountSwitch({ mobile }: { mobile: string }) {
  const signOut = useSignOut();
  const leave = (to: string) => signOut(to, { replace: true });
  return (
    <div className="perfect-account">
      <span className="perfect-account-number">
        <T id="account.perfect.signedInAs" values={{ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` }} />
      </span>
      <Button type="link" size="small" onClick={() => leave('/login')} data-testid="perfect-change-number">
        <T id="account.perfect.changeNumber" />
      </Button>
      <Button type="link" size="small" onClick={() => leave('/')} data-testid="perfect-sign-out">
        <T id="layout.signOut" />
      </Button>
    </div>
  );
}
