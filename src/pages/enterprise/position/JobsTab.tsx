import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import { cityDict, labelIdOf } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryOwnJobs } from '@/services/hiring.ts';
import '@/components/RecordList/index.ts';

const STATUS_COLORS = { open: 'green', closed: 'default', expired: 'orange' } as const;

/** 我的职位: every job of the company with its state and what it drew; its applicants one click away. */
export function JobsTab({ onApplicants }: { onApplicants: (jobId: string) => void }) {
  const t = useT();
  const jobs = useApiRequest(queryOwnJobs);
  const list = jobs.data ?? [];
  return (
    <ListState loading={jobs.loading} error={jobs.error} empty={!list.length} onRetry={jobs.refresh} emptyId="hiring.jobs.empty">
      <ul className="record-list">
        {list.map((job) => (
          <li key={job.id} className="record-item" data-job-id={job.id}>
            <div className="record-item-main">
              <div className="record-item-title">
                <Link to={paths.jobDetail(job.id)}>{job.title}</Link>
                <Tag color={STATUS_COLORS[job.status]}>{t(`dict.jobStatus.${job.status}`)}</Tag>
              </div>
              <p className="record-item-meta">
                {t(labelIdOf(cityDict, job.city, 'shared.unknown'))} ·{' '}
                <T id="hiring.jobs.refreshed" values={{ date: <BusinessDate value={job.refreshedAt} />, expires: <BusinessDate value={job.expiresAt} /> }} />
              </p>
            </div>
            <Button size="small" onClick={() => onApplicants(job.id)} disabled={!job.applications}>
              <T id="hiring.jobs.applicants" values={{ count: job.applications }} />
              {job.unread > 0 && <T id="hiring.jobs.unread" values={{ count: job.unread }} />}
            </Button>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
