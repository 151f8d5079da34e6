import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import defaultSettings from '@config/defaultSettings.ts';
import { safeRedirect } from '@/app/access.ts';
import { useSession } from '@/app/session.ts';
import type { PerfectBody, Role } from '@/contract/auth.ts';
import { EDUCATION_LEVELS, GENDERS, WORK_STATUSES } from '@/contract/authValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { useFeedback } from '@/app/feedback.tsx';
import { T, useT } from '@/locales/useT.tsx';
import { perfectProfile } from '@/services/auth.ts';
import { applyFieldErrors } from '@/utils/formErrors.ts';
import './perfect.css';

const THIS_YEAR = new Date().getFullYear();

/**
 * /perfect, outside the root layout: a new account chooses job seeker or enterprise and fills the basics.
 * Then it continues to `?redirect=` (or the role's home).
 */
export default function PerfectPage() {
  const { currentUser, updateUser } = useSession();
  const [role, setRole] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const t = useT();

  const destination = (r: Role) => {
    const redirect = safeRedirect(params.get('redirect'));
    return redirect !== '/' ? redirect : r === 'enterprise' ? '/enterprisecenter' : '/';
  };

  useEffect(() => {
    // Already chosen: nothing to complete here.
    if (currentUser?.role) navigate(destination(currentUser.role), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentUser?.role]);

  const submit = async (values: Record<string, unknown>) => {
    if (!role) return;
    setError(null);
    setSaving(true);
    try {
      const user = await perfectProfile({ ...values, role } as PerfectBody);
      updateUser(user);
      message.success(t('account.perfect.done'));
    } catch (e) {
      setError(applyFieldErrors(form, e, t('request.error.network')));
    } finally {
      setSaving(false);
    }
  };

  const required = (id: MessageId) => [{ required: true, message: t(id) }];

  return (
    <div className="perfect-page">
      <header className="perfect-header">
        <Link to="/" className="perfect-brand">
          <img src={defaultSettings.logo} alt="" width={32} height={32} />
          <span>
            <T id="layout.brand" />
          </span>
        </Link>
      </header>
      <main className="perfect-main">
        <Card className="perfect-card">
          <Typography.Title level={1} className="perfect-title">
            <T id="account.perfect.title" />
          </Typography.Title>
          <Steps current={role ? 1 : 0} size="small" items={[{ title: t('account.perfect.step.role') }, { title: t('account.perfect.step.basics') }]} />
          {!role ? (
            <div className="perfect-roles" role="group" aria-label={t('account.perfect.step.role')}>
              {(['seeker', 'enterprise'] as const).map((r) => (
                <button key={r} type="button" className="perfect-role" onClick={() => setRole(r)} data-testid={`role-${r}`}>
                  <strong>
                    <T id={r === 'seeker' ? 'account.perfect.role.seeker' : 'account.perfect.role.enterprise'} />
                  </strong>
                  <span>
                    <T id={r === 'seeker' ? 'account.perfect.role.seeker.hint' : 'account.perfect.role.enterprise.hint'} />
                  </span>
                </button>
              ))}
            </div>
          ) : (
            <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} className="perfect-form" initialValues={{ birthYear: 1998 }}>
              {error && <Alert type="error" showIcon message={error} role="alert" className="perfect-error" />}
              <Form.Item name="name" label={t('account.perfect.name')} rules={[...required('account.perfect.nameRequired'), { min: 2, max: 20, message: t('account.perfect.nameLength') }]}>
                <Input maxLength={20} autoComplete="name" />
              </Form.Item>
              {role === 'seeker' ? (
                <>
                  <Form.Item name="gender" label={t('account.perfect.gender')} rules={required('account.perfect.genderRequired')}>
                    <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`account.gender.${g}` as MessageId) }))} />
                  </Form.Item>
                  <Form.Item name="birthYear" label={t('account.perfect.birthYear')} rules={required('account.perfect.birthYearRequired')}>
                    <InputNumber min={1950} max={THIS_YEAR - 14} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name="education" label={t('account.perfect.education')} rules={required('account.perfect.educationRequired')}>
                    <Select options={EDUCATION_LEVELS.map((e) => ({ value: e, label: t(`dict.education.${e}`) }))} />
                  </Form.Item>
                  <Form.Item name="workStatus" label={t('account.perfect.workStatus')} rules={required('account.perfect.workStatusRequired')}>
                    <Select options={WORK_STATUSES.map((s) => ({ value: s, label: t(`dict.workStatus.${s}`) }))} />
                  </Form.Item>
                </>
              ) : (
                <>
                  <Form.Item name="title" label={t('account.perfect.jobTitle')} rules={required('account.perfect.jobTitleRequired')}>
                    <Input maxLength={20} autoComplete="organization-title" />
                  </Form.Item>
                  <Form.Item name="email" label={t('account.perfect.email')} rules={[...required('account.perfect.emailRequired'), { type: 'email', message: t('account.perfect.emailFormat') }]}>
                    <Input autoComplete="email" />
                  </Form.Item>
                  <Form.Item name="companyName" label={t('account.perfect.companyName')} rules={[...required('account.perfect.companyRequired'), { min: 4, max: 50, message: t('account.perfect.companyLength') }]}>
                    <Input maxLength={50} autoComplete="organization" />
                  </Form.Item>
                </>
              )}
              <div className="perfect-actions">
                <Button onClick={() => setRole(null)}>
                  <T id="common.previous" />
                </Button>
                <Button type="primary" htmlType="submit" loading={saving}>
                  <T id="account.perfect.submit" />
                </Button>
              </div>
            </Form>
          )}
        </Card>
      </main>
    </div>
  );
}
