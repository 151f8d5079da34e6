import { Progress, Select } from 'antd';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import type { SeekerOverview, WorkStatus } from '@/contract/center.ts';
import { WORK_STATUSES } from '@/contract/authValues.ts';
import { isStudentWorkStatus } from '@/dicts/job.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { setWorkStatus } from '@/services/center.ts';
import type { CenterTab } from './tabs.ts';

interface OverviewCardProps {
  overview: SeekerOverview;
  onChanged: (overview: SeekerOverview) => void;
  onOpenTab: (tab: CenterTab) => void;
}

const COUNTERS: Array<{ key: keyof SeekerOverview['counts']; tab: CenterTab | null; to?: string }> = [
  { key: 'conversations', tab: null, to: '/communicate' },
  { key: 'applications', tab: 'applications' },
  { key: 'interviews', tab: 'applications' },
  { key: 'saved', tab: 'saved' },
  { key: 'viewedBy', tab: 'views' },
];

/** The top of /percenter: who, how complete the resume is, the seeking status, and the counters (each opens its list). */
export function OverviewCard({ overview, onChanged, onOpenTab }: OverviewCardProps) {
  const t = useT();
  const { message } = useFeedback();
  const status = useSubmit((workStatus: WorkStatus) => setWorkStatus(workStatus), {
    onSuccess: (next, workStatus) => {
      onChanged(next);
      message.success(t('center.status.saved', { status: t(`dict.workStatus.${workStatus}`) }));
    },
  });

  return (
    <section className="center-overview" aria-label={t('menu.percenter')}>
      <div className="center-overview-head">
        <div className="center-overview-who">
          <h2>{overview.name}</h2>
          <label className="center-status">
            <span>
              <T id="center.status.label" />
            </span>
            <Select
              value={overview.workStatus ?? undefined}
              options={WORK_STATUSES.filter((value) => overview.freshGraduate || !isStudentWorkStatus(value)).map((value) => ({
                value,
                label: t(`dict.workStatus.${value}`),
              }))}
              onChange={(value) => void status.submit(value)}
              loading={status.submitting}
              style={{ width: 180 }}
              aria-label={t('center.status.label')}
            />
          </label>
        </div>
        <div className="center-completeness">
          <span id="center-completeness-label">
            <T id="center.completeness" />
          </span>
          <Progress percent={overview.completeness} size="small" aria-labelledby="center-completeness-label" />
          <Link to="/onlinecv">
            <T id="center.completeness.improve" />
          </Link>
        </div>
      </div>
      <ul className="center-counters" aria-label={t('center.counts.label')}>
        {COUNTERS.map(({ key, tab, to }) => {
          const body = (
            <>
              <strong>{overview.counts[key]}</strong>
              <span>
                <T id={`center.count.${key}`} />
              </span>
            </>
          );
          return (
            <li key={key} title={key === 'viewedBy' ? t('center.count.viewedByHint') : undefined}>
              {tab ? (
                <button type="button" className="center-counter" onClick={() => onOpenTab(tab)} data-counter={key}>
                  {body}
                </button>
              ) : (
                <Link className="center-counter" to={to!} data-counter={key}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
