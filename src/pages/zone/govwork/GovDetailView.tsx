import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Descriptions, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import RichText from '@/components/RichText/index.tsx';
import type { EligibilityProfile, EligibilityResult, GovAnnouncement } from '@/contract/gov.ts';
import { httpUrl } from '@/contract/links.ts';
import { educationDict } from '@/dicts/job.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { govExamDict } from '@/dicts/zone.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { getAnnouncement } from '@/services/zone.ts';
import GovEligibilityCheck from './GovEligibilityCheck.tsx';
import GovStatusTag from './GovStatusTag.tsx';
import GovTimeline from './GovTimeline.tsx';
import { regionLabelIds } from './govQuery.ts';

// antd's Table is the largest piece of the detail: its own chunk, fetched in parallel with the announcement.
const loadPositionTable = () => import('./GovPositionTable.tsx');
const GovPositionTable = lazy(loadPositionTable);

/** Announcement ids as the API issues them; anything else is a broken link, answered without a request. */
const ID_PATTERN = /^[\w-]{1,40}$/;

/** The announcement's shape while it loads: its facts, then the timeline and the notice. */
const skeleton = (
  <>
    <div className="gov-detail-head">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
    </div>
    <div className="gov-section">
      <Skeleton active paragraph={{ rows: 2 }} />
    </div>
    <div className="gov-section">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  </>
);

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
  const valid = ID_PATTERN.test(id);
  const { data, loading, error, refresh } = useApiRequest(() => getAnnouncement(id), { ready: valid, refreshDeps: [id] });
  const back = paths.govList(params);
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

  // Until the announcement (and its title as h1) shows, the page keeps a hidden h1 naming the route.
  const routeHeading = (
    <h1 className="visually-hidden">
      <T id="menu.govwork" />
    </h1>
  );

  return (
    <DetailState
      view={detailView({ invalid: !valid, loading, error, data })}
      skeleton={skeleton}
      notFoundId="zone.gov.notFound"
      back={{ to: back, labelId: 'zone.gov.back' }}
      onRetry={refresh}
      heading={routeHeading}
    >
      {(announcement) => <Announcement data={announcement} back={back} lastProfile={lastProfile} result={result} onResult={onResult} />}
    </DetailState>
  );
}

interface AnnouncementProps extends Omit<GovDetailViewProps, 'id'> {
  data: GovAnnouncement;
  back: string;
}

function Announcement({ data, back, lastProfile, result, onResult }: AnnouncementProps) {
  const t = useT();
  const verdicts = useMemo(() => (result ? new Map(result.positions.map((p) => [p.code, p])) : undefined), [result]);
  const { registration } = data;
  const originalUrl = httpUrl(data.originalUrl);
  return (
    <article className="gov-detail" aria-labelledby="gov-detail-title">
      <Link to={back} className="gov-back">
        <ArrowLeftOutlined /> <T id="zone.gov.back" />
      </Link>
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
          <Descriptions.Item label={t('zone.gov.region')}>
            {regionLabelIds(data.region)
              .map((r) => t(r))
              .join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.publishedOn')}>
            <BusinessDate value={data.publishedAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('zone.gov.registration')}>
            <span>
              <BusinessDate value={registration.start} /> – <BusinessDate value={registration.end} />
            </span>
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
