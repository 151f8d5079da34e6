import { Alert, Button, Empty, Modal, Radio, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { errorText } from '@/components/JobActions/errorText.ts';
import { JOB_ERROR_CODES } from '@/contract/codes.ts';
import type { Resume } from '@/contract/seeker.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { applyToJob, queryResumes } from '@/services/job.ts';
import { RequestError } from '@/services/request/errors.ts';
import BusinessDate from '@/components/BusinessDate.tsx';

interface ApplyModalProps {
  jobId: string;
  jobTitle: string;
  open: boolean;
  onClose: () => void;
  /** The application went through, or the API says it already exists. */
  onApplied: () => void;
}

/** 投递: pick one of your resumes (the default one preselected) and send it; refusals show the API's reason. */
export default function ApplyModal({ jobId, jobTitle, open, onClose, onApplied }: ApplyModalProps) {
  const resumes = useApiRequest(queryResumes, { ready: open });
  const [resumeId, setResumeId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { message } = useFeedback();
  const t = useT();

  useEffect(() => {
    const list = resumes.data;
    if (list?.length && !resumeId) setResumeId((list.find((r) => r.isDefault) ?? list[0]).id);
  }, [resumes.data, resumeId]);

  const send = async () => {
    if (!resumeId) {
      setError(t('job.apply.chooseResume'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await applyToJob(jobId, resumeId);
      message.success(t('job.apply.done'));
      onApplied();
      onClose();
    } catch (e) {
      setError(errorText(e, t('job.apply.failed')));
      if (e instanceof RequestError && e.errorCode === JOB_ERROR_CODES.alreadyApplied) onApplied();
    } finally {
      setSending(false);
    }
  };

  const list = resumes.data ?? [];
  return (
    <Modal
      open={open}
      title={<T id="job.apply.title" values={{ title: jobTitle }} />}
      onCancel={onClose}
      okText={t('job.apply.submit')}
      cancelText={t('shared.cancel')}
      onOk={() => void send()}
      okButtonProps={{ loading: sending, disabled: !list.length }}
    >
      {resumes.loading && <Skeleton active paragraph={{ rows: 2 }} />}
      {resumes.error && !resumes.loading && (
        <Alert type="error" showIcon message={<T id="job.apply.resumesFailed" />} action={<Button size="small" onClick={resumes.refresh}><T id="shared.list.retry" /></Button>} />
      )}
      {resumes.data && !list.length && (
        <Empty description={<T id="job.apply.noResume" />}>
          <Space>
            <Link to="/onlinecv">
              <T id="job.apply.createResume" />
            </Link>
            <Link to="/uploadcv">
              <T id="job.apply.uploadResume" />
            </Link>
          </Space>
        </Empty>
      )}
      {list.length > 0 && (
        <fieldset className="job-apply-resumes">
          <legend>
            <T id="job.apply.chooseResume" />
          </legend>
          <Radio.Group value={resumeId} onChange={(e) => setResumeId(e.target.value)}>
            <Space direction="vertical">
              {list.map((r) => (
                <Radio key={r.id} value={r.id}>
                  <ResumeLabel resume={r} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </fieldset>
      )}
      {error && <Alert className="job-apply-error" type="error" showIcon role="alert" message={error} />}
    </Modal>
  );
}

function ResumeLabel({ resume }: { resume: Resume }) {
  return (
    <span>
      {resume.name}{' '}
      <Tag bordered={false}>
        <T id={resume.kind === 'online' ? 'job.apply.online' : 'job.apply.attachment'} />
      </Tag>
      {resume.isDefault && (
        <Tag color="blue">
          <T id="job.apply.default" />
        </Tag>
      )}
      <span className="job-detail-muted">
        <T id="job.apply.updated" values={{ date: <BusinessDate value={resume.updatedAt} /> }} />
      </span>
    </span>
  );
}
