import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { GovAnnouncementSummary } from '@/contract/gov.ts';
import { educationDict } from '@/dicts/job.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { govExamDict } from '@/dicts/zone.ts';
import { T, useT } from '@/locales/useT.tsx';
import GovStatusTag from './GovStatusTag.tsx';
import { regionLabelIds } from './govQuery.ts';

/** One announcement in the list: what a candidate scans before opening it. */
export default function GovAnnouncementItem({ item, to }: { item: GovAnnouncementSummary; to: string }) {
  const t = useT();
  const { registration } = item;
  return (
    <article className="gov-item" aria-labelledby={`gov-${item.id}`} data-testid="gov-item">
      <div className="gov-item-head">
        <h3 className="gov-item-title" id={`gov-${item.id}`}>
          <Link to={to}>{item.title}</Link>
        </h3>
        <GovStatusTag status={registration.status} />
      </div>
      <div className="gov-item-tags">
        <Tag color="blue">
          <T id={labelIdOf(govExamDict, item.examType, 'shared.unknown')} />
        </Tag>
        <span>
          {regionLabelIds(item.region)
            .map((id) => t(id))
            .join(' · ')}
        </span>
        <span>{item.publisher}</span>
        <span>
          <T id="zone.gov.educationFloor" values={{ level: <T id={labelIdOf(educationDict, item.educationFloor, 'shared.unknown')} /> }} />
        </span>
      </div>
      <div className="gov-item-facts">
        <span>
          <T id="zone.gov.registrationWindow" values={{ start: <BusinessDate value={registration.start} />, end: <BusinessDate value={registration.end} /> }} />
        </span>
        <span>
          <T id="zone.gov.positionsHeadcount" values={{ positions: item.positionCount, headcount: item.headcount }} />
        </span>
        <span className="gov-item-published">
          <T id="zone.gov.publishedAt" values={{ date: <BusinessDate value={item.publishedAt} /> }} />
        </span>
      </div>
    </article>
  );
}
