import { Button, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '@/components/FormError/index.tsx';
import type { JobAlert } from '@/contract/alert.ts';
import { ALERT_NAME_MAX } from '@/contract/jobValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createAlert } from '@/services/discovery.ts';

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
  const t = useT();
  // The API's refusals (the alert limit, a bad query value) are shown in the dialog, a bad name on its field.
  const subscribe = useSubmit(({ name }: { name: string }, options) => createAlert({ name: name.trim(), query }, options), {
    form,
    inlineErrors: true,
    fallback: 'job.alert.failed',
    onSuccess: (alert) => setCreated(alert),
  });

  const close = () => {
    setCreated(null);
    subscribe.clearError();
    onClose();
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
            <Button key="submit" type="primary" loading={subscribe.submitting} onClick={() => form.submit()}>
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
        <Form form={form} layout="vertical" initialValues={{ name: defaultName }} onFinish={(v) => void subscribe.submit(v)}>
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
          <FormError error={subscribe.error} />
        </Form>
      )}
    </Modal>
  );
}
