import { Alert, Form, Select } from 'antd';
import { Link } from 'react-router-dom';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { BountyJob, ReferralView } from '@/contract/referralValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryResumes } from '@/services/job.ts';
import { createReferral } from '@/services/referral.ts';

/** 推荐自己: one of the seeker's own resumes goes with it; it counts at once (no consent to wait for). */
export default function SelfReferDialog({ job, onDone, onClose }: { job: BountyJob; onDone: (r: ReferralView) => void; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ resumeId: string }>();
  const resumes = useApiRequest(queryResumes);
  const list = resumes.data ?? [];
  const preferred = list.find((r) => r.isDefault) ?? list[0];
  const none = !resumes.loading && !resumes.error && !list.length;
  return (
    <FormDialog
      title={t('referral.self.title', { title: job.title })}
      form={form}
      okText={t('referral.self.send')}
      okDisabled={!list.length}
      submit={(values, options) => createReferral({ kind: 'self', jobId: job.jobId, resumeId: values.resumeId }, options)}
      success="referral.self.sent"
      onDone={onDone}
      onClose={onClose}
      intro={<Alert type="info" showIcon className="referral-consent-note" message={<T id="referral.self.note" />} />}
    >
      {none ? (
        <p>
          <T id="referral.self.noResume" /> <Link to="/onlinecv">{t('referral.self.createResume')}</Link>
        </p>
      ) : (
        <Form.Item
          name="resumeId"
          label={t('referral.self.resume')}
          initialValue={preferred?.id}
          key={preferred?.id ?? 'loading'}
          rules={[{ required: true, message: t('referral.self.resumeRequired') }]}
        >
          <Select loading={resumes.loading} options={list.map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
