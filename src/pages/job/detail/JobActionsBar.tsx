import { CheckOutlined, MessageOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import CopyLinkButton from '@/components/CopyLinkButton.tsx';
import SaveJobButton from '@/features/jobs/JobActions/SaveJobButton.tsx';
import ReportButton from '@/features/report/ReportButton/index.tsx';
import type { JobDetail } from '@/contract/job.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useOwnCompanyId, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { confirmDialog, sendPastOwnBlock } from '@/features/blocks/ownBlock.ts';
import { absoluteUrl, paths } from '@/paths.ts';
import { startChat } from '@/services/job.ts';

const ApplyModal = lazy(() => import('./ApplyModal.tsx'));

/** Why apply is not possible now, if it is not: closed, expired, or reserved for verified veterans. */
export function unavailableReason(job: Pick<JobDetail, 'status' | 'locked'>): MessageId | null {
  if (job.status === 'closed') return 'job.apply.closedReason';
  if (job.status === 'expired') return 'job.apply.expiredReason';
  if (job.locked) return 'job.apply.lockedReason';
  return null;
}

/**
 * What a seeker does with the job: 投递 (resume picker), 立即沟通 / 继续沟通 (opens the conversation), 收藏,
 * 分享, 举报. Visitors are sent to sign in and come back here, where what they clicked resumes (the apply dialog
 * opens, the chat starts); an unavailable job says why instead. Recruiters see why the seeker's actions are
 * not offered to them, and cannot report their own company's job.
 */
export default function JobActionsBar({ job }: { job: JobDetail }) {
  const [applied, setApplied] = useState(!!job.viewer?.applied);
  const [applyOpen, setApplyOpen] = useState(false);
  const [applyLoaded, setApplyLoaded] = useState(false);
  // Sent from this page just now: the status line says so (a live region, there before it fills, so it is heard).
  const [justApplied, setJustApplied] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const gate = useSeekerGate();
  const navigate = useNavigate();
  // The API's refusal (e.g. a closed job) is the request module's notification; success opens the conversation.
  const t = useT();
  // A company the seeker blocked: asked first, and only a yes lifts the block and starts the chat (issue 26.12).
  const askOwnBlock = (reason: string) =>
    confirmDialog({ title: t('hiring.block.warnTitle'), content: reason, okText: t('hiring.block.warnOk'), cancelText: t('hiring.block.cancel') });
  const chat = useSubmit((jobId: string, options) => sendPastOwnBlock((unblock, o) => startChat(jobId, unblock, o), askOwnBlock, options), {
    onSuccess: ({ conversationId }) => navigate(paths.conversation(conversationId)),
  });
  // The same rule as the seeker buttons elsewhere: recruiters are not offered them, and are told why here.
  const isEnterprise = !useOffersSeekerActions();
  const ownJob = useOwnCompanyId() === job.company.id;
  const reason = unavailableReason(job);
  const contacted = !!job.viewer?.contacted;
  // An existing conversation stays reachable even once the job has closed.
  const chatBlocked = !contacted && reason !== null;

  const showApply = () => {
    setApplyLoaded(true);
    setApplyOpen(true);
  };
  const openApply = () => {
    if (gate('apply')) showApply();
  };
  const startChatting = () => {
    if (gate('chat')) void chat.submit(job.id);
  };
  // Back from signing in: do what was clicked, if it still can be done.
  useResumeAction('apply', () => {
    if (!applied && reason === null) showApply();
  });
  useResumeAction('chat', () => {
    if (!chatBlocked) void chat.submit(job.id);
  });

  return (
    <div className="job-detail-actions">
      <div className="job-detail-actions-main">
        {!isEnterprise && (
          <>
            <Button
              type="primary"
              size="large"
              icon={applied ? <CheckOutlined /> : <SendOutlined />}
              disabled={applied || reason !== null}
              aria-describedby={reason ? 'job-apply-reason' : undefined}
              onClick={openApply}
            >
              <T id={applied ? 'job.apply.applied' : 'job.apply.button'} />
            </Button>
            <Button size="large" icon={<MessageOutlined />} disabled={chatBlocked} loading={chat.submitting} onClick={startChatting}>
              <T id={contacted ? 'job.chat.continue' : 'job.chat.start'} />
            </Button>
            <SaveJobButton jobId={job.id} saved={!!job.viewer?.saved} />
          </>
        )}
        <CopyLinkButton url={absoluteUrl(paths.jobDetail(job.id))} />
        {!ownJob && <ReportButton targetType="job" targetId={job.id} />}
      </div>
      {isEnterprise && (
        <p className="job-detail-reason" data-testid="recruiter-note">
          <T id={ownJob ? 'job.recruiter.ownJob' : 'job.recruiter.seekerActions'} />
        </p>
      )}
      {reason && !isEnterprise && (
        <p id="job-apply-reason" className="job-detail-reason">
          <T id={reason} />
        </p>
      )}
      {!isEnterprise && (
        <p ref={status} role="status" tabIndex={-1} className="job-detail-applied" data-testid="apply-status">
          {justApplied && (
            <>
              <CheckOutlined aria-hidden /> <T id="job.apply.done" />{' '}
              <Link to="/percenter">
                <T id="job.apply.track" />
              </Link>
            </>
          )}
        </p>
      )}
      {applyLoaded && (
        <Suspense fallback={null}>
          <ApplyModal
            jobId={job.id}
            jobTitle={job.title}
            open={applyOpen}
            onClose={() => setApplyOpen(false)}
            onApplied={(sent) => {
              setApplied(true);
              setJustApplied(sent);
            }}
            // The dialog gives the focus back to 投递简历, which is disabled once sent: the status line takes it.
            afterClose={() => {
              if (status.current?.textContent) status.current.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
