import { CheckCircleFilled } from '@ant-design/icons';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import GigTag from './GigTag.tsx';
import type { GigCard as Gig } from '@/contract/gig.ts';
import { districtDict, gigCategoryDict, gigEmployerTypeDict, gigSettlementDict, labelIdOf } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { dateSpan, distanceOf, shiftTimes } from '@/utils/gigFormat.ts';
import DeadlineCountdown from './DeadlineCountdown.tsx';
import GigPay from './GigPay.tsx';
import GigPerks from './GigPerks.tsx';
import './gigCard.css';

interface GigCardProps {
  gig: Gig;
  headingLevel?: 2 | 3;
  /** Buttons for the viewer, at the card's end. */
  actions?: ReactNode;
}

/**
 * One gig in a list (/hourlyworker; PRODUCT.md §1 C): what a worker scans before opening it. The pay and its
 * unit with the settlement badge, the dates and daily hours, where and how far, 招N/已录M, who employs (type,
 * 认证, credit), 急招 and the other flags, and a live countdown to the sign-up deadline. Presentational: it
 * calls nothing.
 */
function GigCard({ gig, headingLevel = 3, actions }: GigCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `gig-${gig.id}`;
  const dates = dateSpan(gig.firstDate, gig.lastDate);
  // Work from home is no distance away (the API filters it so); the employer's address would only mislead.
  const distance = gig.distanceKm === null || gig.remote ? null : distanceOf(gig.distanceKm);

  return (
    <article className="gig-card" aria-labelledby={titleId} data-testid="gig-card">
      <div className="gig-card-main">
        <div className="gig-card-head">
          <Heading className="gig-card-title" id={titleId}>
            <Link to={paths.gigDetail(gig.id)}>{gig.title}</Link>
          </Heading>
          <span className="gig-card-pay">
            <GigPay pay={gig.pay} />
          </span>
          <GigTag color="green">
            <T id={labelIdOf(gigSettlementDict, gig.settlement, 'shared.unknown')} />
          </GigTag>
        </div>
        <p className="gig-card-facts">
          <span>
            {dates.length === 1 ? (
              <BusinessDate value={dates[0]} form="monthDay" />
            ) : (
              <T
                id="gig.card.dateSpan"
                values={{ from: <BusinessDate value={dates[0]} form="monthDay" />, to: <BusinessDate value={dates[1]} form="monthDay" /> }}
              />
            )}
            {' · '}
            <T id={gig.overnight ? 'gig.card.timesOvernight' : 'gig.card.times'} values={{ times: shiftTimes(gig.start, gig.end) }} />
            {gig.shiftCount > 1 && (
              <>
                {' · '}
                <T id="gig.card.shifts" values={{ count: gig.shiftCount }} />
              </>
            )}
          </span>
          <span>
            {gig.remote ? (
              <T id="gig.card.remote" />
            ) : (
              <>
                <T id={labelIdOf(districtDict, gig.district, 'shared.unknown')} />
                {gig.businessArea && ` · ${gig.businessArea}`}
              </>
            )}
            {distance && (
              <span className="gig-card-distance">
                <T id={distance.id} values={{ value: distance.value }} />
              </span>
            )}
          </span>
        </p>
        <div className="gig-card-tags">
          {gig.urgent && (
            <GigTag color="red">
              <T id="gig.card.urgent" />
            </GigTag>
          )}
          <GigTag bordered={false}>
            <T id={labelIdOf(gigCategoryDict, gig.category, 'shared.unknown')} />
          </GigTag>
          {gig.escrow === 'full' && (
            <GigTag color="blue">
              <T id="gig.card.escrowFull" />
            </GigTag>
          )}
          <GigPerks gig={gig} />
        </div>
      </div>
      <div className="gig-card-side">
        <span className="gig-card-employer">
          {gig.employer.name}
          {gig.employer.verified && (
            <span className="gig-card-verified">
              <CheckCircleFilled aria-hidden />
              <T id="gig.card.verified" />
            </span>
          )}
        </span>
        <span className="gig-card-meta">
          <T id={labelIdOf(gigEmployerTypeDict, gig.employer.type, 'shared.unknown')} />
          {' · '}
          <T id="gig.card.credit" values={{ score: gig.employer.creditScore }} />
        </span>
        <span className="gig-card-meta">
          <T id="gig.card.places" values={{ headcount: gig.headcount, hired: gig.hired }} />
        </span>
        <span className="gig-card-deadline">
          <T id="gig.card.deadline" values={{ left: <DeadlineCountdown deadline={gig.signUpDeadline} /> }} />
        </span>
        {actions && <div className="gig-card-actions">{actions}</div>}
      </div>
    </article>
  );
}

export default memo(GigCard);
