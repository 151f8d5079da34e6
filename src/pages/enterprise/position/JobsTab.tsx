import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Flex, Popconfirm, Radio, Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { OwnJob } from '@/contract/applicants.ts';
import { VALID_DAYS_VALUES } from '@/contract/postingValues.ts';
import { cityDict, labelIdOf, positionTabDict, type PositionTab } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useLiveRefresh } from '@/features/chat/live/useLiveRefresh.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { useQuotaAction } from '@/components/QuotaUpsell/index.tsx';
import {
  closePosting,
  deleteJobDraft,
  deletePosting,
  pinPosting,
  queryMembership,
  queryOwnJobs,
  refreshPosting,
  reopenPosting,
  urgentPosting,
} from '@/services/hiring.ts';
import '@/components/RecordList/index.ts';
import { preloadOnIntent } from '@/utils/preloadOnIntent.ts';
import { loadEditorForm } from './JobEditor.tsx';

/** The buttons that open the editor fetch its form's code as the pointer or focus reaches them, before the click. */
const editIntent = preloadOnIntent(loadEditorForm);

/** Days of 置顶 offered at a time. */
const PIN_CHOICES = [1, 3, 7] as const;

const STATUS_COLORS: Record<PositionTab, string> = {
  open: 'green',
  pending: 'processing',
  rejected: 'error',
  closed: 'default',
  expired: 'orange',
  draft: 'default',
};

interface JobsTabProps {
  state: PositionTab;
  onState: (state: PositionTab) => void;
  onApplicants: (jobId: string) => void;
  /** Opens the editor: `new`, a job or draft id, or a copy of a job. */
  onEdit: (edit: { id?: string; copy?: string }) => void;
  /** Bumped by the page after the editor saved, to read the list again. */
  version: number;
}

/**
 * 职位管理: the company's posts by state (PRODUCT.md §2 job machine), each with what it drew and what can be done
 * with it in that state; the reviewer's reason on a refused post.
 */
export function JobsTab({ state, onState, onApplicants, onEdit, version }: JobsTabProps) {
  const t = useT();
  // Reviews, colleagues' edits and applicants change the posts while the recruiter is away: fresh on return.
  const jobs = useApiRequest(queryOwnJobs, { refreshDeps: [version], refreshOnReturn: true });
  // The reviewer's decision arrives on the stream as a notice: the post leaves 待审核 on the open page (issue 26.24).
  useLiveRefresh(
    (event) => event.type === 'notification' && event.notification.category === 'review',
    () =>
      void queryOwnJobs().then(
        (list) => jobs.mutate(list),
        () => undefined,
      ),
  );
  const all = jobs.data ?? [];
  const count = (s: PositionTab) => all.filter((j) => j.status === s).length;
  const list = all.filter((j) => j.status === state);
  // An empty state speaks about the filter, not the account: with posts elsewhere it names where they are.
  const elsewhere = list.length ? undefined : positionTabDict.options.map((o) => o.value).find((s) => s !== state && count(s) > 0);
  const membership = useApiRequest(queryMembership, { refreshDeps: [version], refreshOnReturn: true });
  const quota = useQuotaAction();
  const left = (kind: 'refresh' | 'pin' | 'urgent') => {
    const q = membership.data?.quotas.find((x) => x.kind === kind);
    return q ? q.granted - q.used : null;
  };
  const run = (action: Promise<unknown>) =>
    void action.then(
      () => jobs.refresh(),
      () => jobs.refresh(),
    );
  /** A promotion uses a quota: the counts are read again, and a used-up quota offers the plans. */
  const promote = (action: Parameters<typeof quota.run>[0]) =>
    void quota.run(action).then(() => {
      jobs.refresh();
      membership.refresh();
    });
  const promotions = (job: OwnJob) => (
    <>
      <Button size="small" onClick={() => promote((o) => refreshPosting(job.id, o))}>
        <T id="hiring.post.refresh" />
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: PIN_CHOICES.map((days) => ({ key: String(days), label: t('hiring.post.pinFor', { days }) })),
          onClick: ({ key }) => promote((o) => pinPosting(job.id, Number(key), o)),
        }}
      >
        <Button size="small">
          <T id="hiring.post.pin" /> <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {!job.urgentUntil && (
        <Button size="small" onClick={() => promote((o) => urgentPosting(job.id, o))}>
          <T id="hiring.post.urgent" />
        </Button>
      )}
    </>
  );

  const actions = (job: OwnJob) => {
    const edit = (
      <Button size="small" {...editIntent} onClick={() => onEdit({ id: job.id })}>
        <T id={job.status === 'rejected' ? 'hiring.post.fix' : job.status === 'draft' ? 'hiring.post.continue' : 'hiring.post.edit'} />
      </Button>
    );
    const copy = (
      <Button size="small" {...editIntent} onClick={() => onEdit({ copy: job.id })}>
        <T id="hiring.post.copy" />
      </Button>
    );
    const remove = !job.applications && (
      <Popconfirm
        title={t('hiring.post.deleteConfirm')}
        okText={t('hiring.post.delete')}
        cancelText={t('shared.cancel')}
        onConfirm={() => run(job.status === 'draft' ? deleteJobDraft(job.id) : deletePosting(job.id))}
      >
        <Button size="small" danger>
          <T id="hiring.post.delete" />
        </Button>
      </Popconfirm>
    );
    const reopen = (
      <Dropdown
        trigger={['click']}
        menu={{
          items: VALID_DAYS_VALUES.map((days) => ({ key: String(days), label: t('hiring.post.reopenFor', { days }) })),
          onClick: ({ key }) => run(reopenPosting(job.id, Number(key))),
        }}
      >
        <Button size="small">
          <T id="hiring.post.reopen" /> <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    );
    switch (job.status) {
      case 'open':
        return (
          <>
            {promotions(job)}
            {edit}
            {copy}
            <Popconfirm
              title={t('hiring.post.closeConfirm')}
              okText={t('hiring.post.close')}
              cancelText={t('shared.cancel')}
              onConfirm={() => run(closePosting(job.id))}
            >
              <Button size="small">
                <T id="hiring.post.close" />
              </Button>
            </Popconfirm>
          </>
        );
      case 'pending':
      case 'rejected':
      case 'draft':
        return (
          <>
            {edit}
            {remove}
          </>
        );
      default:
        return (
          <>
            {reopen}
            {copy}
            {remove}
          </>
        );
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} className="hiring-filters">
        <Radio.Group value={state} onChange={(e) => onState(e.target.value as PositionTab)} optionType="button" aria-label={t('hiring.post.states')}>
          {positionTabDict.options.map((o) => (
            <Radio.Button key={o.value} value={o.value}>
              {t(o.labelId)} {jobs.data ? count(o.value) : ''}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Button type="primary" icon={<PlusOutlined />} {...editIntent} onClick={() => onEdit({ id: 'new' })}>
          <T id="hiring.post.new" />
        </Button>
      </Flex>
      {/* Reserved line: the counts arrive after the list frame is painted. */}
      <p className="hiring-quota-line" data-testid="quota-line">
        {membership.data && (
          <>
            <T id="hiring.post.quotaLeft" values={{ refresh: left('refresh') ?? 0, pin: left('pin') ?? 0, urgent: left('urgent') ?? 0 }} />{' '}
            <Link to="/enterprisevip">{t('hiring.post.quotaMore')}</Link>
          </>
        )}
      </p>
      {quota.upsell}
      <ListState
        loading={jobs.loading}
        error={jobs.error}
        empty={!list.length}
        onRetry={jobs.refresh}
        emptyId={all.length ? 'hiring.jobs.emptyInState' : 'hiring.jobs.empty'}
        emptyAction={
          elsewhere && (
            <Button onClick={() => onState(elsewhere)}>
              {t('hiring.jobs.showState', { state: t(labelIdOf(positionTabDict, elsewhere, 'shared.unknown')), count: count(elsewhere) })}
            </Button>
          )
        }
      >
        <ul className="record-list">
          {list.map((job) => (
            <li key={job.id} className="record-item" data-job-id={job.id}>
              <div className="record-item-main">
                <div className="record-item-title">
                  {job.status === 'open' || job.status === 'closed' || job.status === 'expired' ? (
                    <Link to={paths.jobDetail(job.id)}>{job.title}</Link>
                  ) : (
                    <span>{job.title || t('hiring.post.untitled')}</span>
                  )}
                  <Tag color={STATUS_COLORS[job.status]}>{t(labelIdOf(positionTabDict, job.status, 'shared.unknown'))}</Tag>
                  {job.urgentUntil && <Tag color="red">{t('hiring.post.urgentTag')}</Tag>}
                  {job.pinnedUntil && (
                    <Tag color="gold">
                      <T id="hiring.post.pinnedUntil" values={{ date: <BusinessDate value={job.pinnedUntil} /> }} />
                    </Tag>
                  )}
                </div>
                <p className="record-item-meta">
                  {job.city ? t(labelIdOf(cityDict, job.city, 'shared.unknown')) : t('hiring.post.noCity')} ·{' '}
                  {job.expiresAt ? (
                    <T
                      id="hiring.jobs.refreshed"
                      values={{ date: <BusinessDate value={job.refreshedAt} />, expires: <BusinessDate value={job.expiresAt} /> }}
                    />
                  ) : (
                    <T id={job.status === 'draft' ? 'hiring.post.savedAt' : 'hiring.post.sentAt'} values={{ date: <BusinessDate value={job.refreshedAt} /> }} />
                  )}
                  {job.status !== 'draft' && (
                    <>
                      {' · '}
                      <T id="hiring.post.counts" values={{ applications: job.applications, interviews: job.interviews }} />
                    </>
                  )}
                </p>
                {job.status === 'rejected' && job.rejectReason && <Alert type="error" showIcon className="record-item-note" message={job.rejectReason} />}
              </div>
              <div className="record-item-actions">
                {job.status !== 'draft' && (
                  <Button size="small" onClick={() => onApplicants(job.id)} disabled={!job.applications}>
                    <T id="hiring.jobs.applicants" values={{ count: job.applications }} />
                    {job.unread > 0 && <T id="hiring.jobs.unread" values={{ count: job.unread }} />}
                  </Button>
                )}
                {actions(job)}
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </>
  );
}
