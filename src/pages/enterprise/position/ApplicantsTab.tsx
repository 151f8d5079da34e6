import { Button, Checkbox, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { ApplicationStatusTag, ApplicationTimeline } from '@/components/ApplicationStatus/index.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import OfferTerms from '@/features/offers/Offer/OfferTerms.tsx';
import type { Applicant } from '@/contract/applicants.ts';
import { APPLICATION_STATUS_VALUES, cityDict, educationDict, labelIdOf, rejectReasonDict, salaryBandDict, type ApplicationStatus } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { moveApplicant, queryApplicants, queryOwnJobs } from '@/services/hiring.ts';
import { markHired } from '@/services/offers.ts';
import { NotesDialog } from './ApplicantNotes.tsx';
import { ACTION_LABELS } from './actionLabels.ts';
import { BulkBar } from './BulkBar.tsx';
import { InterviewDialog, OfferDialog, RejectDialog } from './MoveDialogs.tsx';
import '@/components/RecordList/index.ts';

export interface ApplicantsFilter {
  jobId?: string;
  status?: ApplicationStatus;
  tag?: string;
}

interface ApplicantsTabProps extends ApplicantsFilter {
  onFilter: (filter: ApplicantsFilter) => void;
}

const PAGE_SIZE = 10;

/**
 * 应聘者: the company's applicants, by job and by state, each masked like /cv with what screening needs; the
 * next steps the state machine allows (a refusal asks for its reason, an interview for its time).
 */
export function ApplicantsTab({ jobId, status, tag, onFilter }: ApplicantsTabProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const jobs = useApiRequest(queryOwnJobs);
  // New applicants, withdrawals and colleagues' decisions arrive while the recruiter is away: fresh on return.
  const request = useApiRequest(() => queryApplicants({ jobId, status, tag, current: page, pageSize: PAGE_SIZE }), {
    refreshDeps: [jobId, status, tag, page],
    refreshOnReturn: true,
  });
  const list = request.data?.list ?? [];
  const replace = (moved: Applicant[]) => {
    const byId = new Map(moved.map((a) => [a.id, a]));
    request.mutate(request.data && { ...request.data, list: request.data.list.map((a) => byId.get(a.id) ?? a) });
  };
  const filter = (next: ApplicantsFilter) => {
    setPage(1);
    setSelected([]);
    onFilter(next);
  };
  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const allOnPage = list.length > 0 && list.every((a) => selected.includes(a.id));

  return (
    <>
      <Space wrap className="hiring-filters">
        <Select
          aria-label={t('hiring.filter.job')}
          value={jobId ?? ''}
          style={{ width: 260 }}
          options={[
            { value: '', label: t('hiring.filter.allJobs') },
            ...(jobs.data ?? []).filter((j) => j.applications).map((j) => ({ value: j.id, label: j.title })),
          ]}
          onChange={(value) => filter({ jobId: value || undefined, status, tag })}
        />
        <Select
          aria-label={t('hiring.filter.status')}
          value={status ?? ''}
          style={{ width: 160 }}
          options={[
            { value: '', label: t('hiring.filter.allStatuses') },
            ...APPLICATION_STATUS_VALUES.map((value) => ({ value, label: t(`dict.applicationStatus.${value}`) })),
          ]}
          onChange={(value) => filter({ jobId, status: (value || undefined) as ApplicationStatus | undefined, tag })}
        />
        {tag && (
          <Tag closable color="blue" onClose={() => filter({ jobId, status })} closeIcon={<span aria-label={t('hiring.notes.clearTag', { tag })}>×</span>}>
            <T id="hiring.notes.filteredBy" values={{ tag }} />
          </Tag>
        )}
      </Space>
      <div className="hiring-select-row">
        <Checkbox
          checked={allOnPage}
          indeterminate={!allOnPage && list.some((a) => selected.includes(a.id))}
          disabled={!list.length}
          onChange={(e) => setSelected(e.target.checked ? list.map((a) => a.id) : [])}
        >
          <T id="hiring.bulk.selectPage" />
        </Checkbox>
        {selected.length > 0 && (
          <BulkBar
            selected={selected}
            onClear={() => setSelected([])}
            onMoved={(moved) => {
              replace(moved);
              setSelected([]);
            }}
          />
        )}
      </div>
      <ListState
        loading={request.loading}
        error={request.error}
        empty={!list.length}
        onRetry={request.refresh}
        emptyId="hiring.applicants.empty"
        paging={{
          result: request.data,
          page,
          onPageChange: (next) => {
            setSelected([]);
            setPage(next);
          },
        }}
      >
        <ul className="record-list">
          {list.map((applicant) => (
            <ApplicantItem
              key={applicant.id}
              applicant={applicant}
              selected={selected.includes(applicant.id)}
              onSelect={(on) => toggle(applicant.id, on)}
              onMoved={(moved) => replace([moved])}
              onTag={(next) => filter({ jobId, status, tag: next })}
            />
          ))}
        </ul>
      </ListState>
    </>
  );
}

interface ApplicantItemProps {
  applicant: Applicant;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onMoved: (a: Applicant) => void;
  onTag: (tag: string) => void;
}

function ApplicantItem({ applicant, selected, onSelect, onMoved, onTag }: ApplicantItemProps) {
  const t = useT();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<'rejected' | 'interviewing' | 'offered' | 'notes' | null>(null);
  const [open, setOpen] = useState(false);
  // The step being sent: only its own button spins. A spinner on the others (不合适 beside 有意向) stayed in
  // their names ("loading 不合适") through antd's exit animation long after the answer.
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  const { candidate } = applicant;
  const timelineId = `hiring-timeline-${applicant.id}`;

  const moved = (next: Applicant) => {
    onMoved(next);
    message.success(t('hiring.action.done', { name: candidate.name, status: t(`dict.applicationStatus.${next.status}`) }));
  };
  const move = async (status: ApplicationStatus) => {
    if (status === 'rejected' || status === 'interviewing' || status === 'offered') return setDialog(status);
    setPending(status);
    try {
      // 入职 is the company's half of the hire: the seeker confirms it (docs/API.md, "Offers and the hire").
      if (status === 'hired') {
        onMoved(await markHired(applicant.id));
        message.success(t('offer.hireMarked', { name: candidate.name }));
      } else moved(await moveApplicant(applicant.id, { status }));
    } catch {
      // shown by the request module
    } finally {
      setPending(null);
    }
  };

  const facts = [
    candidate.gender && t(`account.gender.${candidate.gender}`),
    candidate.age !== null && t('resume.age', { age: candidate.age }),
    candidate.years === null ? t('hiring.applicant.fresh') : t('hiring.applicant.years', { years: candidate.years }),
    candidate.education && t(labelIdOf(educationDict, candidate.education, 'shared.unknown')),
    candidate.city && t(labelIdOf(cityDict, candidate.city, 'shared.unknown')),
  ].filter(Boolean);
  // Where they are now, their school and the pay they ask: what a recruiter screens by at a glance (issue 26.11).
  const background = [
    candidate.title &&
      (candidate.company
        ? t('hiring.applicant.now', { title: candidate.title, company: candidate.company })
        : t('hiring.applicant.nowTitle', { title: candidate.title })),
    candidate.school && t('hiring.applicant.school', { school: candidate.school }),
    candidate.salary && t('hiring.applicant.salary', { salary: t(labelIdOf(salaryBandDict, candidate.salary, 'shared.unknown')) }),
  ].filter(Boolean);

  return (
    <li className="record-item" data-applicant-id={applicant.id} data-status={applicant.status}>
      <Checkbox
        className="hiring-select"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('hiring.bulk.select', { name: candidate.name })}
      />
      <div className="record-item-main">
        <div className="record-item-title">
          <span className="hiring-candidate">{candidate.name}</span>
          <ApplicationStatusTag status={applicant.status} />
          {applicant.tags.map((tag) => (
            <Tag key={tag} bordered={false} color="blue" className="hiring-tag">
              <button type="button" className="hiring-tag-filter" onClick={() => onTag(tag)} aria-label={t('hiring.notes.filterBy', { tag })}>
                {tag}
              </button>
            </Tag>
          ))}
        </div>
        <p className="record-item-meta">{facts.join(' · ')}</p>
        {background.length > 0 && (
          <p className="record-item-meta" data-testid="applicant-background">
            {background.join(' · ')}
          </p>
        )}
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
        {applicant.note && (
          <p className="record-item-note hiring-note" data-testid="applicant-note">
            <T id="hiring.notes.shown" values={{ note: applicant.note }} />
          </p>
        )}
        {applicant.offer && <OfferTerms offer={applicant.offer} side="recruiter" />}
        {applicant.status === 'offered' && applicant.offer?.status === 'accepted' && !applicant.offer.hireMarkedAt && !applicant.next.includes('hired') && (
          <p className="record-item-note" data-testid="offer-starts-on">
            <T id="offer.startsOn" values={{ date: <BusinessDate value={applicant.offer.startDate} /> }} />
          </p>
        )}
        {open && <ApplicationTimeline id={timelineId} side="recruiter" label={t('hiring.timelineOf', { name: candidate.name })} history={applicant.history} />}
      </div>
      <Space wrap className="record-item-actions" role="group" aria-label={t('hiring.applicant.actionsFor', { name: candidate.name })}>
        <Link to={paths.resume(applicant.resumeId)}>
          <T id="hiring.applicant.openResume" />
        </Link>
        <Button type="link" size="small" onClick={() => setDialog('notes')}>
          <T id="hiring.notes.open" />
        </Button>
        <Button type="link" size="small" aria-expanded={open} aria-controls={timelineId} onClick={() => setOpen((o) => !o)}>
          <T id={open ? 'hiring.hideTimeline' : 'hiring.showTimeline'} />
        </Button>
        {applicant.next.map((status) => (
          <Button
            key={status}
            size="small"
            danger={status === 'rejected'}
            type={status === 'rejected' ? 'default' : 'primary'}
            ghost={status !== 'rejected'}
            loading={pending === status}
            disabled={pending !== null && pending !== status}
            onClick={() => void move(status)}
          >
            <T id={status === 'offered' && applicant.status === 'offered' ? 'offer.again' : ACTION_LABELS[status]} />
          </Button>
        ))}
      </Space>
      {dialog === 'rejected' && <RejectDialog applicant={applicant} onClose={() => setDialog(null)} onMoved={moved} />}
      {dialog === 'notes' && <NotesDialog applicant={applicant} onClose={() => setDialog(null)} onSaved={onMoved} />}
      {dialog === 'interviewing' && <InterviewDialog applicant={applicant} onClose={() => setDialog(null)} onMoved={moved} />}
      {dialog === 'offered' && <OfferDialog applicationId={applicant.id} candidateName={candidate.name} onClose={() => setDialog(null)} onSent={onMoved} />}
    </li>
  );
}
