import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { ApplicationStatusTag, ApplicationTimeline } from '@/components/ApplicationStatus/index.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { Applicant } from '@/contract/applicants.ts';
import { APPLICATION_STATUS_VALUES, cityDict, educationDict, labelIdOf, rejectReasonDict, type ApplicationStatus } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { moveApplicant, queryApplicants, queryOwnJobs } from '@/services/hiring.ts';
import { InterviewDialog, RejectDialog } from './MoveDialogs.tsx';
import '@/components/RecordList/index.ts';

interface ApplicantsTabProps {
  jobId: string | undefined;
  status: ApplicationStatus | undefined;
  onFilter: (filter: { jobId?: string; status?: ApplicationStatus }) => void;
}

const PAGE_SIZE = 10;

/** The button for each step an employer can take (EMPLOYER_NEXT_STATUSES never leads to the seeker's own states). */
const ACTION_LABELS: Record<ApplicationStatus, MessageId> = {
  delivered: 'hiring.action.viewed',
  viewed: 'hiring.action.viewed',
  shortlisted: 'hiring.action.shortlisted',
  interviewing: 'hiring.action.interviewing',
  offered: 'hiring.action.offered',
  hired: 'hiring.action.hired',
  rejected: 'hiring.action.rejected',
  withdrawn: 'hiring.action.rejected',
  autoClosed: 'hiring.action.rejected',
};

/**
 * 应聘者: the company's applicants, by job and by state, each masked like /cv with what screening needs; the
 * next steps the state machine allows (a refusal asks for its reason, an interview for its time).
 */
export function ApplicantsTab({ jobId, status, onFilter }: ApplicantsTabProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const jobs = useApiRequest(queryOwnJobs);
  const request = useApiRequest(() => queryApplicants({ jobId, status, current: page, pageSize: PAGE_SIZE }), { refreshDeps: [jobId, status, page] });
  const list = request.data?.list ?? [];
  const replace = (moved: Applicant) => request.mutate(request.data && { ...request.data, list: request.data.list.map((a) => (a.id === moved.id ? moved : a)) });
  const filter = (next: { jobId?: string; status?: ApplicationStatus }) => {
    setPage(1);
    onFilter(next);
  };

  return (
    <>
      <Space wrap className="hiring-filters">
        <Select
          aria-label={t('hiring.filter.job')}
          value={jobId ?? ''}
          style={{ width: 260 }}
          options={[{ value: '', label: t('hiring.filter.allJobs') }, ...(jobs.data ?? []).filter((j) => j.applications).map((j) => ({ value: j.id, label: j.title }))]}
          onChange={(value) => filter({ jobId: value || undefined, status })}
        />
        <Select
          aria-label={t('hiring.filter.status')}
          value={status ?? ''}
          style={{ width: 160 }}
          options={[{ value: '', label: t('hiring.filter.allStatuses') }, ...APPLICATION_STATUS_VALUES.map((value) => ({ value, label: t(`dict.applicationStatus.${value}`) }))]}
          onChange={(value) => filter({ jobId, status: (value || undefined) as ApplicationStatus | undefined })}
        />
      </Space>
      <ListState
        loading={request.loading}
        error={request.error}
        empty={!list.length}
        onRetry={request.refresh}
        emptyId="hiring.applicants.empty"
        paging={{ result: request.data, page, onPageChange: setPage }}
      >
        <ul className="record-list">
          {list.map((applicant) => (
            <ApplicantItem key={applicant.id} applicant={applicant} onMoved={replace} />
          ))}
        </ul>
      </ListState>
    </>
  );
}

function ApplicantItem({ applicant, onMoved }: { applicant: Applicant; onMoved: (a: Applicant) => void }) {
  const t = useT();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<'rejected' | 'interviewing' | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { candidate } = applicant;
  const timelineId = `hiring-timeline-${applicant.id}`;

  const moved = (next: Applicant) => {
    onMoved(next);
    message.success(t('hiring.action.done', { name: candidate.name, status: t(`dict.applicationStatus.${next.status}`) }));
  };
  const move = async (status: ApplicationStatus) => {
    if (status === 'rejected' || status === 'interviewing') return setDialog(status);
    setBusy(true);
    try {
      moved(await moveApplicant(applicant.id, { status }));
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };

  const facts = [
    candidate.gender && t(`account.gender.${candidate.gender}`),
    candidate.age !== null && t('resume.age', { age: candidate.age }),
    candidate.years === null ? t('hiring.applicant.fresh') : t('hiring.applicant.years', { years: candidate.years }),
    candidate.education && t(labelIdOf(educationDict, candidate.education, 'shared.unknown')),
    candidate.city && t(labelIdOf(cityDict, candidate.city, 'shared.unknown')),
  ].filter(Boolean);

  return (
    <li className="record-item" data-applicant-id={applicant.id} data-status={applicant.status}>
      <div className="record-item-main">
        <div className="record-item-title">
          <span className="hiring-candidate">{candidate.name}</span>
          <ApplicationStatusTag status={applicant.status} />
        </div>
        <p className="record-item-meta">{facts.join(' · ')}</p>
        <p className="record-item-meta">
          <T id="hiring.applicant.applied" values={{ job: applicant.job.title, date: <BusinessDate value={applicant.appliedAt} /> }} />
        </p>
        {applicant.rejectReason && (
          <p className="record-item-note">
            <T id="center.app.reason" values={{ reason: t(labelIdOf(rejectReasonDict, applicant.rejectReason, 'shared.unknown')) }} />
          </p>
        )}
        {applicant.interviewAt && (
          <p className="record-item-note">
            <T id="center.app.interviewAt" values={{ time: <BusinessDate value={applicant.interviewAt} form="dateTime" /> }} />
            {applicant.interviewResponse && (
              <span className="hiring-response" data-testid="interview-response">
                {' · '}
                <T id="hiring.interview.response" values={{ response: t(`dict.interviewResponse.${applicant.interviewResponse}`) }} />
              </span>
            )}
          </p>
        )}
        {open && <ApplicationTimeline id={timelineId} label={t('hiring.timelineOf', { name: candidate.name })} history={applicant.history} />}
      </div>
      <Space wrap className="record-item-actions" role="group" aria-label={t('hiring.applicant.actionsFor', { name: candidate.name })}>
        <Link to={paths.resume(applicant.resumeId)}>
          <T id="hiring.applicant.openResume" />
        </Link>
        <Button type="link" size="small" aria-expanded={open} aria-controls={timelineId} onClick={() => setOpen((o) => !o)}>
          <T id={open ? 'hiring.hideTimeline' : 'hiring.showTimeline'} />
        </Button>
        {applicant.next.map((status) => (
          <Button key={status} size="small" danger={status === 'rejected'} type={status === 'rejected' ? 'default' : 'primary'} ghost={status !== 'rejected'} loading={busy} onClick={() => void move(status)}>
            <T id={ACTION_LABELS[status]} />
          </Button>
        ))}
      </Space>
      {dialog === 'rejected' && <RejectDialog applicant={applicant} onClose={() => setDialog(null)} onMoved={moved} />}
      {dialog === 'interviewing' && <InterviewDialog applicant={applicant} onClose={() => setDialog(null)} onMoved={moved} />}
    </li>
  );
}
