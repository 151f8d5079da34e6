import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Descriptions, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { FormattedDate } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ListState/index.tsx';
import NotFoundState from '@/components/NotFoundState/index.tsx';
import RichText from '@/components/RichText/index.tsx';
import type { EligibilityProfile, EligibilityResult } from '@/contract/gov.ts';
import { httpUrl } from '@/contract/links.ts';
import { educationDict } from '@/dicts/job.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { govExamDict } from '@/dicts/zone.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { RequestError } from '@/services/request/errors.ts';
import { getAnnouncement } from '@/services/zone.ts';
import GovEligibilityCheck from './GovEligibilityCheck.tsx';
import GovStatusTag from './GovStatusTag.tsx';
import GovTimeline from './GovTimeline.tsx';
import { listSearch, regionLabelIds } from './govQuery.ts';

// antd's Table is the largest piece of the detail: its own chunk, fetched in parallel with the announcement.
const loadPositionTable = () => import('./GovPositionTable.tsx');
const GovPositionTable = lazy(loadPositionTable);

interface GovDetailViewProps {
  id: string;
  /** The last check's result when it was for this announcement. */
  result: EligibilityResult | null;
  /** The answers of the last check on any announcement, to start the next one from. */
  lastProfile: EligibilityProfile | null;
  onResult: (result: EligibilityResult) => void;
}

/**
 * One announcement on /govwork?id=…: facts, exam timeline, the sanitised notice, the position table and the
 * "can I apply?" check. The way back keeps the list's filters and page.
 */
export default function GovDetailView({ id, result, lastProfile, onResult }: GovDetailViewProps) {
  const [params] = useSearchParams();
  const t = useT();
  const { data, loading, error, refresh } = useApiRequest(() => getAnnouncement(id), { refreshDeps: [id] });
  const back = `/govwork${listSearch(params)}`;
  const verdicts = useMemo(() => (result ? new Map(result.positions.map((p) => [p.code, p])) : undefined), [result]);
  useEffect(() => void loadPositionTable(), []);

  // The announcement names the tab while it is open; the route's own title comes back with the list.
  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    document.title = `${data.title} - ${previous}`;
    return () => {
      document.title = previous;
    };
  }, [data]);

  const backLink = (
    <Link to={back} className="gov-back">
      <ArrowLeftOutlined /> <T id="zone.gov.back" />
    </Link>
  );

  // Until the announcement (and its title as h1) shows, the page keeps a hidden h1 naming the route.
  const routeHeading = (
    <h1 className="visually-hidden">
      <T id="menu.govwork" />
    </h1>
  );

  if (error && !loading) {
    if (error instanceof RequestError && error.status === 404) {
      return (
        <>
          {routeHeading}
          <NotFoundState titleId="zone.gov.notFound" backTo={back} backId="zone.gov.back" />
        </>
      );
    }
    return (
      <>
        {routeHeading}
        {backLink}
        <ErrorState titleId="shared.list.error" onRetry={refresh} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {routeHeading}
        <div role="status" aria-busy="true">
          <span className="visually-hidden">
            <T id="shared.list.loading" />
          </span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </>
    );
  }

  const { registration } = data;
  const originalUrl = httpUrl(data.originalUrl);
  return (
    <article className="gov-detail" aria-labelledby="gov-detail-title">
      {backLink}
      <header className="gov-detail-head">
        <h1 id="gov-detail-title" className="gov-detail-title">
          {data.title}
        </h1>
        <div className="gov-item-tags">
          <Tag color="blue">
            <T id={labelIdOf(govExamDict, data.examType, 'shared.unknown')} />
          </Tag>
          <GovStatusTag status={registration.status} />
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="gov-detail-facts">
          <Descriptions.Item label={t('zone.gov.publisher')}>{data.publisher}</Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.region')}>{regionLabelIds(data.region).map((r) => t(r)).join(' · ')}</Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.publishedOn')}>
            <FormattedDate value={data.publishedAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.registration')}>
            <FormattedDate value={registration.start} /> – <FormattedDate value={registration.end} />
          </Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.scale')}>
            <T id="zone.gov.positionsHeadcount" values={{ positions: data.positionCount, headcount: data.headcount }} />
          </Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.lowestEducation')}>
            <T id="zone.gov.orAbove" values={{ level: <T id={labelIdOf(educationDict, data.educationFloor, 'shared.unknown')} /> }} />
          </Descriptions.Item>
        </Descriptions>
        <p className="gov-detail-official">
          <T id="zone.gov.applyOfficial" />
          {originalUrl && (
            <>
              {' '}
              <a href={originalUrl} target="_blank" rel="noopener noreferrer">
                <T id="zone.gov.original" /> <ExportOutlined aria-hidden />
              </a>
            </>
          )}
        </p>
      </header>

      <section aria-labelledby="gov-timeline-title" className="gov-section">
        <h2 id="gov-timeline-title">
          <T id="zone.gov.timeline" />
        </h2>
        <div data-testid="gov-timeline">
          <GovTimeline stages={data.timeline} />
        </div>
      </section>

      <section aria-labelledby="gov-check-title" className="gov-section">
        <h2 id="gov-check-title">
          <T id="zone.gov.check.title" />
        </h2>
        <GovEligibilityCheck announcementId={data.id} lastProfile={lastProfile} result={result} onResult={onResult} />
      </section>

      <section aria-labelledby="gov-positions-title" className="gov-section">
        <h2 id="gov-positions-title">
          <T id="zone.gov.positions" />
        </h2>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <GovPositionTable positions={data.positions} verdicts={verdicts} />
        </Suspense>
      </section>

      <section aria-labelledby="gov-notice-title" className="gov-section">
        <h2 id="gov-notice-title">
          <T id="zone.gov.notice" />
        </h2>
        <RichText html={data.noticeHtml} className="gov-notice" />
      </section>
    </article>
  );
}
