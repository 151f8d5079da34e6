import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '@/components/JobActions/errorText.ts';
import type { JobAlert } from '@/contract/alert.ts';
import { ALERT_NAME_MAX } from '@/contract/jobValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createAlert } from '@/services/discovery.ts';
import { RequestError } from '@/services/request/errors.ts';

interface SubscribeModalProps {
  open: boolean;
  onClose: () => void;
  /** The current /jobpost query string (what the alert will match). */
  query: string;
  defaultName: string;
}

/**
 * 订阅此搜索: names the current search and saves it as a job alert (POST /me/alerts); new matches then show
 * on /jobrecommend. The API's refusals (10 alerts at most, a bad query value) are shown as it words them.
 * Loaded only when opened.
 */
export default function SubscribeModal({ open, onClose, query, defaultName }: SubscribeModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<JobAlert | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const t = useT();

  const close = () => {
    setCreated(null);
    setError(null);
    onClose();
  };

  const submit = async ({ name }: { name: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      setCreated(await createAlert({ name: name.trim(), query }));
    } catch (e) {
      const nameError = e instanceof RequestError ? e.fields.find((f) => f.field === 'name') : undefined;
      if (nameError) form.setFields([{ name: 'name', errors: [nameError.message] }]);
      else setError(errorText(e, t('job.alert.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={<T id="job.alert.title" />}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            <T id="job.alert.done" />
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              <T id="shared.cancel" />
            </Button>,
            <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
              <T id="job.alert.submit" />
            </Button>,
          ]
        )
      }
    >
      {created ? (
        <Result
          status="success"
          title={<T id="job.alert.created" values={{ name: created.name }} />}
          subTitle={
            <Link to="/jobrecommend">
              <T id="job.alert.viewAll" />
            </Link>
          }
        />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ name: defaultName }} onFinish={(v) => void submit(v)}>
          <p>
            <T id="job.alert.hint" />
          </p>
          <Form.Item
            name="name"
            label={<T id="job.alert.name" />}
            rules={[
              { required: true, whitespace: true, message: t('job.alert.nameRequired') },
              { max: ALERT_NAME_MAX, message: t('job.alert.nameMax', { max: ALERT_NAME_MAX }) },
            ]}
          >
            <Input maxLength={ALERT_NAME_MAX} showCount />
          </Form.Item>
          {error && <Alert type="error" showIcon role="alert" message={error} />}
        </Form>
      )}
    </Modal>
  );
}
