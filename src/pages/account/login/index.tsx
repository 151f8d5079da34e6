import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/app/access.ts';
import { useSession } from '@/app/session.ts';
import type { LoginBody } from '@/contract/auth.ts';
import { useFeedback } from '@/app/feedback.tsx';
import { T, useT } from '@/locales/useT.tsx';
import { login, sendSmsCode } from '@/services/auth.ts';
import { applyFieldErrors } from '@/utils/formErrors.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import './login.css';

type Mode = 'sms' | 'password';
interface LoginForm {
  mobile: string;
  code?: string;
  password?: string;
  agree: boolean;
}

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Sign in or sign up. SMS code is the main method (a new number creates an account and continues on
 * /perfect); password for accounts that set one. Returns to `?redirect=` afterwards.
 */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('sms');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<LoginForm>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { currentUser, signIn } = useSession();
  const { message } = useFeedback();
  const t = useT();
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (currentUser) navigate(currentUser.role ? redirect : `/perfect?redirect=${encodeURIComponent(redirect)}`, { replace: true });
  }, [currentUser, navigate, redirect]);

  const requestCode = async (): Promise<number | null> => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return null;
    }
    try {
      const { cooldown } = await sendSmsCode(form.getFieldValue('mobile'));
      message.success(t('account.login.codeSent'));
      return cooldown;
    } catch (e) {
      setError(applyFieldErrors(form, e, t('request.error.network')));
      return null;
    }
  };

  const submit = async (values: LoginForm) => {
    setError(null);
    setSubmitting(true);
    const body: LoginBody =
      mode === 'sms' ? { type: 'sms', mobile: values.mobile, code: values.code ?? '' } : { type: 'password', mobile: values.mobile, password: values.password ?? '' };
    try {
      const result = await login(body);
      signIn(result);
      message.success(t(result.isNew ? 'account.login.welcomeNew' : 'account.login.welcomeBack', { name: result.user.name }));
    } catch (e) {
      setError(applyFieldErrors(form, e, t('request.error.network')));
    } finally {
      setSubmitting(false);
    }
  };

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
            setError(null);
          }}
          items={[
            { key: 'sms', label: t('account.login.tab.sms') },
            { key: 'password', label: t('account.login.tab.password') },
          ]}
        />
        {error && <Alert type="error" showIcon message={error} className="login-error" role="alert" />}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} initialValues={{ agree: false }}>
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
                  <Input prefix={<SafetyOutlined />} maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label={t('account.field.code')} placeholder={t('account.field.code.placeholder')} />
                </Form.Item>
                <SmsCodeButton onSend={requestCode} />
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
            <Checkbox>
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
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            <T id={mode === 'sms' ? 'account.login.submitSms' : 'account.login.submit'} />
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" className="login-hint">
          <T id="account.login.hint" />
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
