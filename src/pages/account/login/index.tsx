import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Space, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/app/access.ts';
import { landingOf } from '@/app/landing.ts';
import { useSession } from '@/app/session.ts';
import type { LoginBody, LoginResult } from '@/contract/auth.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { login, sendSmsCode } from '@/services/auth.ts';
import type { RequestOptions } from '@/services/request/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import { SmsCodeButton } from '@/components/SmsCodeButton/index.tsx';
import { formatWait } from '@/hooks/useCountdown.ts';
import { useSignInLock, type SignInLock } from './useSignInLock.ts';
import './login.css';

type Mode = 'sms' | 'password';
interface LoginForm {
  mobile: string;
  code?: string;
  password?: string;
  agree: boolean;
}

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const bodyOf = (mode: Mode, values: LoginForm): LoginBody =>
  mode === 'sms'
    ? { type: 'sms', mobile: values.mobile, code: values.code ?? '' }
    : { type: 'password', mobile: values.mobile, password: values.password ?? '' };

/**
 * Sign in or sign up. SMS code is the main method (a new number creates an account and continues on
 * /perfect); password for accounts that set one. Returns to `?redirect=` afterwards. When the API's limits
 * refuse (too many wrong tries, codes asked too often), the page shows why and counts down to the next try.
 */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('sms');
  const [form] = Form.useForm<LoginForm>();
  const mobile = Form.useWatch('mobile', form);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { currentUser, signIn } = useSession();
  const t = useT();
  const redirect = safeRedirect(params.get('redirect'));
  const { lock, noteFailure } = useSignInLock(mobile);

  useEffect(() => {
    // A returning recruiter lands on the employer centre, not the seeker hero of the home page.
    if (currentUser)
      navigate(currentUser.role ? landingOf(currentUser.role, redirect) : `/perfect?redirect=${encodeURIComponent(redirect)}`, { replace: true });
  }, [currentUser, navigate, redirect]);

  const signInWith = useSubmit(
    (values: LoginForm, options: RequestOptions) =>
      login(bodyOf(mode, values), options).catch((error: unknown) => {
        noteFailure(error, values.mobile, 'login');
        throw error;
      }),
    {
      form,
      inlineErrors: true,
      fallback: 'request.error.network',
      success: (result: LoginResult) => t(result.isNew ? 'account.login.welcomeNew' : 'account.login.welcomeBack', { name: result.user.name }),
      onSuccess: signIn,
    },
  );

  // A refused resend says how long to wait: the resend button counts that down instead of the usual minute.
  const resendWait = useRef<number | null>(null);
  const sendCode = useSubmit(
    (phone: string, options: RequestOptions) =>
      sendSmsCode(phone, options).catch((error: unknown) => {
        if (!noteFailure(error, phone, 'send') && error instanceof RequestError && error.status === 429) resendWait.current = error.retryAfter ?? null;
        throw error;
      }),
    { form, inlineErrors: true, fallback: 'request.error.network', success: 'account.login.codeSent' },
  );

  /** Resolves with the seconds before the next send: the cooldown, or the wait the API asked for. */
  const requestCode = async (): Promise<number | null> => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return null;
    }
    signInWith.clearError();
    resendWait.current = null;
    const sent = await sendCode.submit(form.getFieldValue('mobile') as string);
    return sent?.cooldown ?? resendWait.current;
  };

  const submit = (values: LoginForm) => {
    sendCode.clearError();
    void signInWith.submit(values);
  };

  // The refusal that started a lock is said by the lock notice; once the lock ends, it is stale.
  const locked = !!lock;
  const { clearError: clearSignInError } = signInWith;
  const { clearError: clearSendError } = sendCode;
  useEffect(() => {
    if (locked) return;
    clearSignInError();
    clearSendError();
  }, [locked, clearSignInError, clearSendError]);

  const signInLocked = lock?.scope === 'all';
  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={1} className="login-title">
          <T id="account.login.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <T id="account.login.subtitle" />
        </Typography.Paragraph>
        <Tabs
          activeKey={mode}
          onChange={(key) => {
            setMode(key as Mode);
            signInWith.clearError();
            sendCode.clearError();
          }}
          items={[
            { key: 'sms', label: t('account.login.tab.sms') },
            { key: 'password', label: t('account.login.tab.password') },
          ]}
        />
        {lock ? <LockNotice lock={lock} /> : <FormError error={signInWith.error ?? sendCode.error} />}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ agree: false }}>
          <Form.Item
            name="mobile"
            label={t('account.field.mobile')}
            rules={[
              { required: true, message: t('account.validation.mobileRequired') },
              { pattern: MOBILE_PATTERN, message: t('account.validation.mobileFormat') },
            ]}
          >
            <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" autoComplete="tel" placeholder={t('account.field.mobile.placeholder')} />
          </Form.Item>
          {mode === 'sms' ? (
            <Form.Item label={t('account.field.code')} required>
              <Space.Compact block>
                <Form.Item
                  name="code"
                  noStyle
                  rules={[
                    { required: true, message: t('account.validation.codeRequired') },
                    { pattern: /^\d{6}$/, message: t('account.validation.codeFormat') },
                  ]}
                >
                  <Input
                    prefix={<SafetyOutlined />}
                    maxLength={6}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    aria-label={t('account.field.code')}
                    placeholder={t('account.field.code.placeholder')}
                  />
                </Form.Item>
                <SmsCodeButton onSend={requestCode} disabled={!!lock} />
              </Space.Compact>
            </Form.Item>
          ) : (
            <Form.Item name="password" label={t('account.field.password')} rules={[{ required: true, message: t('account.validation.passwordRequired') }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('account.field.password.placeholder')} />
            </Form.Item>
          )}
          <Form.Item
            name="agree"
            valuePropName="checked"
            rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('account.validation.agreeRequired')))) }]}
          >
            <Checkbox className="login-agree">
              <T
                id="account.login.agree"
                values={{
                  user: (
                    <Link to="/accept?tab=user" target="_blank">
                      <T id="account.agreement.user" />
                    </Link>
                  ),
                  privacy: (
                    <Link to="/accept?tab=privacy" target="_blank">
                      <T id="account.agreement.privacy" />
                    </Link>
                  ),
                }}
              />
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={signInWith.submitting} disabled={signInLocked} data-testid="login-submit">
            {signInLocked ? (
              <T id="account.limit.retryIn" values={{ time: formatWait(lock.secondsLeft) }} />
            ) : (
              <T id={mode === 'sms' ? 'account.login.submitSms' : 'account.login.submit'} />
            )}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" className="login-hint">
          <T id="account.login.hint" />
        </Typography.Paragraph>
      </Card>
    </div>
  );
}

/** Why signing in (or sending codes) is refused, and a live countdown to the next try. */
function LockNotice({ lock }: { lock: SignInLock }) {
  const t = useT();
  const reason = lock.reason.startsWith('account.') ? t(lock.reason as MessageId) : lock.reason;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="login-error"
      data-testid="login-lock"
      message={reason}
      // The countdown changes every second: not announced each time, only the lock itself is.
      description={<span aria-live="off">{t('account.limit.countdown', { time: formatWait(lock.secondsLeft) })}</span>}
    />
  );
}
