import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import { useSession } from '@/app/session.ts';
import { useSignOut } from '@/app/signOut.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { SmsCodeButton } from '@/components/SmsCodeButton/index.tsx';
import type { ChangeMobileBody, DeleteAccountBody, SeekerOverview } from '@/contract/center.ts';
import { DELETE_CONFIRMATION, MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE, SMS_CODE_LENGTH } from '@/contract/authValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { sendSmsCode } from '@/services/auth.ts';
import { RecruiterIdentity } from './RecruiterIdentity.tsx';
import { changeMobile, changePassword, deleteAccount, exportMyData } from '@/services/center.ts';

/** 账号设置: the number (changed with a code sent to the new one), the password, export, and deleting the account. */
export function AccountTab({ overview, onChanged }: { overview: SeekerOverview; onChanged: () => void }) {
  return (
    <div className="center-account">
      <RecruiterIdentity />
      <MobileSetting overview={overview} onChanged={onChanged} />
      <PasswordSetting overview={overview} onChanged={onChanged} />
      <ExportSetting />
      <DeleteSetting overview={overview} />
    </div>
  );
}

function Setting({
  titleId,
  children,
}: {
  titleId: 'center.account.mobile' | 'center.account.password' | 'center.account.export' | 'center.account.delete';
  children: React.ReactNode;
}) {
  const id = `setting-${titleId.split('.').at(-1)}`;
  return (
    <section className="center-setting" aria-labelledby={id}>
      <h3 id={id}>
        <T id={titleId} />
      </h3>
      {children}
    </section>
  );
}

/** The SMS code and its send button, as the `code` field of the form around it. */
function CodeField({ onSend, extra }: { onSend: () => Promise<number | null>; extra?: string }) {
  const t = useT();
  return (
    <Form.Item label={t('center.account.code')} extra={extra} required>
      <Space.Compact>
        <Form.Item name="code" noStyle rules={[{ required: true, len: SMS_CODE_LENGTH, message: t('account.validation.codeFormat') }]}>
          <Input inputMode="numeric" maxLength={SMS_CODE_LENGTH} aria-label={t('center.account.code')} autoComplete="one-time-code" />
        </Form.Item>
        <SmsCodeButton onSend={onSend} />
      </Space.Compact>
    </Form.Item>
  );
}

function SaveOrCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        <T id="resume.files.save" />
      </Button>
      <Button onClick={onCancel}>
        <T id="shared.cancel" />
      </Button>
    </Space>
  );
}

/** Sends a code to `mobile`; resolves with the seconds before another may be sent (null: not sent). */
async function sendCodeTo(mobile: string): Promise<number | null> {
  try {
    return (await sendSmsCode(mobile)).cooldown;
  } catch {
    return null; // shown by the request module
  }
}

function MobileSetting({ overview, onChanged }: { overview: SeekerOverview; onChanged: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ChangeMobileBody>();
  const { updateUser } = useSession();
  const submit = useSubmit((values: ChangeMobileBody, options) => changeMobile(values, options), {
    form,
    success: (user) => t('center.account.mobileChanged', { mobile: user.mobile }),
    onSuccess: (user) => {
      updateUser(user);
      setOpen(false);
      onChanged();
    },
  });
  const requestCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return null;
    }
    return sendCodeTo(form.getFieldValue('mobile') as string);
  };
  return (
    <Setting titleId="center.account.mobile">
      <p>
        <T id="center.account.mobileCurrent" values={{ mobile: overview.mobileMasked }} />
      </p>
      {!open ? (
        <Button onClick={() => setOpen(true)}>
          <T id="center.account.changeMobile" />
        </Button>
      ) : (
        <Form form={form} layout="vertical" className="center-setting-form" onFinish={(values) => void submit.submit(values)}>
          <Form.Item
            name="mobile"
            label={t('center.account.newMobile')}
            rules={[{ required: true, pattern: MOBILE_PATTERN, message: t('account.validation.mobileFormat') }]}
          >
            <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
          </Form.Item>
          <CodeField onSend={requestCode} extra={t('center.account.codeHint')} />
          <FormError error={submit.error} />
          <SaveOrCancel saving={submit.submitting} onCancel={() => setOpen(false)} />
        </Form>
      )}
    </Setting>
  );
}

interface PasswordValues {
  oldPassword?: string;
  password: string;
  confirm: string;
}

function PasswordSetting({ overview, onChanged }: { overview: SeekerOverview; onChanged: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PasswordValues>();
  const submit = useSubmit(({ oldPassword, password }: PasswordValues, options) => changePassword({ oldPassword, password }, options), {
    form,
    success: 'center.account.passwordSaved',
    onSuccess: () => {
      setOpen(false);
      form.resetFields();
      onChanged();
    },
  });
  return (
    <Setting titleId="center.account.password">
      <p>
        <T id={overview.hasPassword ? 'center.account.passwordSet' : 'center.account.passwordNone'} />
      </p>
      {!open ? (
        <Button onClick={() => setOpen(true)}>
          <T id={overview.hasPassword ? 'center.account.changePassword' : 'center.account.setPassword'} />
        </Button>
      ) : (
        <Form form={form} layout="vertical" className="center-setting-form" onFinish={(values) => void submit.submit(values)}>
          {overview.hasPassword && (
            <Form.Item
              name="oldPassword"
              label={t('center.account.oldPassword')}
              rules={[{ required: true, message: t('center.account.required', { field: t('center.account.oldPassword') }) }]}
            >
              <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
          )}
          <Form.Item
            name="password"
            label={t('center.account.newPassword')}
            extra={t('center.account.passwordRule')}
            rules={[{ required: true, min: PASSWORD_MIN, max: PASSWORD_MAX, pattern: PASSWORD_RULE, message: t('center.account.passwordRule') }]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('center.account.confirmPassword')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('center.account.passwordMismatch') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('center.account.passwordMismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <FormError error={submit.error} />
          <SaveOrCancel saving={submit.submitting} onCancel={() => setOpen(false)} />
        </Form>
      )}
    </Setting>
  );
}

/** The export arrives as data and is handed to the browser as a file the seeker keeps. */
function ExportSetting() {
  const t = useT();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const data = await exportMyData();
      const file = `jucai-${data.account.id}-${data.exportedAt.slice(0, 10)}.json`;
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      message.success(t('center.account.exported', { file }));
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };
  return (
    <Setting titleId="center.account.export">
      <p>
        <T id="center.account.exportHint" />
      </p>
      <Button onClick={() => void run()} loading={busy}>
        <T id="center.account.exportButton" />
      </Button>
    </Setting>
  );
}

function DeleteSetting({ overview }: { overview: SeekerOverview }) {
  const t = useT();
  const { message } = useFeedback();
  const { currentUser } = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<DeleteAccountBody>();
  const submit = useSubmit((values: DeleteAccountBody, options) => deleteAccount(values, options), {
    form,
    onSuccess: () => {
      setOpen(false);
      // The account is gone: this tab's session goes with it, like signing out.
      message.success(t('center.account.deleted'));
      signOut('/', { replace: true });
    },
  });
  return (
    <Setting titleId="center.account.delete">
      <p>
        <T id="center.account.deleteHint" />
      </p>
      <Button danger onClick={() => setOpen(true)}>
        <T id="center.account.deleteButton" />
      </Button>
      <Modal
        open={open}
        title={<T id="center.account.deleteTitle" />}
        okText={t('center.account.deleteSubmit')}
        okButtonProps={{ danger: true, loading: submit.submitting }}
        cancelText={t('shared.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          <T id="center.account.deleteWarning" values={{ phrase: DELETE_CONFIRMATION, mobile: overview.mobileMasked }} />
        </p>
        <Form form={form} layout="vertical" onFinish={(values) => void submit.submit(values)}>
          <Form.Item
            name="confirm"
            label={t('center.account.deleteConfirm')}
            rules={[
              {
                required: true,
                validator: (_, v) =>
                  v === DELETE_CONFIRMATION
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('center.account.deleteConfirmWrong', { phrase: DELETE_CONFIRMATION }))),
              },
            ]}
          >
            <Input autoComplete="off" placeholder={DELETE_CONFIRMATION} />
          </Form.Item>
          <CodeField onSend={() => sendCodeTo(currentUser?.mobile ?? '')} />
        </Form>
        <FormError error={submit.error} />
      </Modal>
    </Setting>
  );
}
