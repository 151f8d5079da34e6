import { Button, Popconfirm, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { ApplicationStatusTag, ApplicationTimeline } from '@/components/ApplicationStatus/index.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import InterviewDetails from '@/components/InterviewDetails/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import OfferTerms from '@/features/offers/Offer/OfferTerms.tsx';
import SeekerOfferActions from '@/features/offers/Offer/SeekerOfferActions.tsx';
import type { Application, InterviewAnswerBody } from '@/contract/seeker.ts';
import { labelIdOf, rejectReasonDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { answerInterview, withdrawApplication } from '@/services/center.ts';
import { queryApplications } from '@/services/job.ts';
import { usePagedList } from './usePagedList.ts';
import '@/components/RecordList/index.ts';

/** Only when the seeker asks for another time. */
const ProposeTimesDialog = lazy(() => import('@/components/InterviewDetails/ProposeTimesDialog.tsx'));

/** An interview the candidate may still attend: its details and the calendar file are worth showing. */
const LIVE = ['invited', 'accepted', 'reschedule', 'checkedIn'];

/** 投递记录: each application with its state, the employer's reason or the interview time, its timeline, and withdrawal before an interview. */
export function ApplicationsTab({ onChanged }: { onChanged: () => void }) {
  const { request, list, listState } = usePagedList(queryApplications, { refreshOnReturn: true });
  return (
    <ListState
      {...listState}
      emptyId="center.app.empty"
      emptyAction={
        <Link to="/jobpost">
          <T id="center.app.findJobs" />
        </Link>
      }
    >
      <ul className="record-list">
        {list.map((application) => (
          <ApplicationItem
            key={application.id}
            application={application}
            onWithdrawn={(updated) => {
              request.mutate(request.data && { ...request.data, list: request.data.list.map((a) => (a.id === updated.id ? updated : a)) });
              onChanged();
            }}
          />
        ))}
      </ul>
    </ListState>
  );
}

function ApplicationItem({ application, onWithdrawn }: { application: Application; onWithdrawn: (a: Application) => void }) {
  const t = useT();
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [proposing, setProposing] = useState(false);
  const { job, interview } = application;
  const timelineId = `timeline-${application.id}`;

  const answer = async (response: InterviewAnswerBody['response']) => {
    if (response === 'reschedule') return setProposing(true);
    setBusy(true);
    try {
      onWithdrawn(await answerInterview(application.id, { response }));
      message.success(t(`center.app.answered.${response}`));
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async () => {
    setBusy(true);
    try {
      onWithdrawn(await withdrawApplication(application.id));
      message.success(t('center.app.withdrawn', { title: job.title }));
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="record-item" data-application-id={application.id} data-application-status={application.status}>
      <div className="record-item-main">
        <div className="record-item-title">
          <Link to={paths.jobDetail(job.id)}>{job.title}</Link>
          <ApplicationStatusTag status={application.status} side="seeker" />
        </div>
        <p className="record-item-meta">
          {job.company.name} · <T id="center.app.appliedAt" values={{ date: <BusinessDate value={application.appliedAt} />, resume: application.resumeName }} />
        </p>
        {application.rejectReason && (
          <p className="record-item-note">
            <T id="center.app.reason" values={{ reason: t(labelIdOf(rejectReasonDict, application.rejectReason, 'shared.unknown')) }} />
          </p>
        )}
        {application.interviewAt && (
          <p className="record-item-note">
            <T id="center.app.interviewAt" values={{ time: <BusinessDate value={application.interviewAt} form="dateTime" /> }} />
            {application.interviewResponse && <Tag className="center-response">{t(`dict.interviewResponse.${application.interviewResponse}`)}</Tag>}
          </p>
        )}
        {application.status === 'interviewing' && interview && LIVE.includes(interview.status) && (
          <InterviewDetails interview={interview} jobTitle={job.title} companyName={job.company.name} calendar={Date.parse(interview.at) > Date.now()} />
        )}
        {application.status === 'interviewing' && application.interviewResponse === 'pending' && (
          <Space className="center-answer" role="group" aria-label={t('center.app.answerFor', { title: job.title })}>
            {(['accepted', 'declined', 'reschedule'] as const).map((response) => (
              <Button key={response} size="small" type={response === 'accepted' ? 'primary' : 'default'} loading={busy} onClick={() => void answer(response)}>
                <T id={`center.app.answer.${response}`} />
              </Button>
            ))}
          </Space>
        )}
        {proposing && interview && (
          <Suspense fallback={null}>
            <ProposeTimesDialog
              currentAt={interview.at}
              send={(proposedTimes, options) => answerInterview(application.id, { response: 'reschedule', proposedTimes }, options).then(onWithdrawn)}
              onClose={() => setProposing(false)}
            />
          </Suspense>
        )}
        {application.offer && <OfferTerms offer={application.offer} side="seeker" label={t('offer.termsOf', { title: job.title })} />}
        <SeekerOfferActions application={application} onChanged={onWithdrawn} />
        {open && <ApplicationTimeline id={timelineId} side="seeker" label={t('center.app.timelineOf', { title: job.title })} history={application.history} />}
      </div>
      <div className="record-item-actions">
        <Button type="link" size="small" aria-expanded={open} aria-controls={timelineId} onClick={() => setOpen((o) => !o)}>
          <T id={open ? 'center.app.hideTimeline' : 'center.app.showTimeline'} />
        </Button>
        {application.withdrawable && (
          <Popconfirm
            title={t('center.app.withdrawConfirm')}
            okText={t('center.app.withdraw')}
            cancelText={t('shared.cancel')}
            onConfirm={() => void withdraw()}
          >
            <Button size="small" danger loading={busy}>
              <T id="center.app.withdraw" />
            </Button>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}
