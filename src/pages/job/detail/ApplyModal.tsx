import { Alert, Button, Empty, Modal, Radio, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '@/components/FormError/index.tsx';
import { JOB_ERROR_CODES } from '@/contract/codes.ts';
import type { Resume } from '@/contract/seeker.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { applyToJob, queryResumes } from '@/services/job.ts';
import { RequestError } from '@/services/request/errors.ts';
import { confirmDialog, sendPastOwnBlock } from '@/features/blocks/ownBlock.ts';
import BusinessDate from '@/components/BusinessDate.tsx';

interface ApplyModalProps {
  jobId: string;
  jobTitle: string;
  open: boolean;
  onClose: () => void;
  /** The application went through (`sent`), or the API says it already exists. */
  onApplied: (sent: boolean) => void;
  /** The dialog has closed (after its animation): where the focus goes next is the page's to say. */
  afterClose?: () => void;
}

/** 投递: pick one of your resumes (the default one preselected) and send it; refusals show the API's reason. */
export default function ApplyModal({ jobId, jobTitle, open, onClose, onApplied, afterClose }: ApplyModalProps) {
  const resumes = useApiRequest(queryResumes, { ready: open });
  const [resumeId, setResumeId] = useState<string | undefined>();
  const [noChoice, setNoChoice] = useState(false);
  const t = useT();
  // A company the seeker blocked: asked first; a yes lifts the block and sends (issue 26.12), a no shows the reason.
  const askOwnBlock = (reason: string) =>
    confirmDialog({ title: t('hiring.block.warnTitle'), content: reason, okText: t('hiring.block.warnOk'), cancelText: t('hiring.block.cancel') });
  const apply = useSubmit((chosen: string, options) => sendPastOwnBlock((unblock, o) => applyToJob(jobId, chosen, o, unblock), askOwnBlock, options), {
    inlineErrors: true,
    fallback: 'job.apply.failed',
    // No toast: the page says it in a status line that a screen reader announces (JobActionsBar).
    onSuccess: () => {
      onApplied(true);
      onClose();
    },
    // "Already applied" is shown as the API words it, and the page then knows it was.
    onError: (e) => {
      if (e instanceof RequestError && e.errorCode === JOB_ERROR_CODES.alreadyApplied) onApplied(false);
    },
  });

  useEffect(() => {
    const list = resumes.data;
    if (list?.length && !resumeId) setResumeId((list.find((r) => r.isDefault) ?? list[0]).id);
  }, [resumes.data, resumeId]);

  const send = () => {
    setNoChoice(!resumeId);
    if (resumeId) void apply.submit(resumeId);
    else apply.clearError();
  };

  const list = resumes.data ?? [];
  return (
    <Modal
      open={open}
      title={<T id="job.apply.title" values={{ title: jobTitle }} />}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('job.apply.submit')}
      cancelText={t('shared.cancel')}
      onOk={send}
      okButtonProps={{ loading: apply.submitting, disabled: !list.length }}
    >
      {resumes.loading && <Skeleton active paragraph={{ rows: 2 }} />}
      {resumes.error && !resumes.loading && (
        <Alert
          type="error"
          showIcon
          message={<T id="job.apply.resumesFailed" />}
          action={
            <Button size="small" onClick={resumes.refresh}>
              <T id="shared.list.retry" />
            </Button>
          }
        />
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
      <FormError error={noChoice ? t('job.apply.chooseResume') : apply.error} className="job-apply-error" />
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
