import { StarFilled } from '@ant-design/icons';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { GigDetail } from '@/contract/gig.ts';
import { gigEmployerTypeDict, labelIdOf } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';

/**
 * 雇主信用与评价: the employer's credit score and what it is made of (ratings, settled orders, settlements after
 * their 结算时限 and orders overdue now, each late one named), and the newest reviews by the workers.
 */
export default function EmployerCredit({ gig }: { gig: GigDetail }) {
  const { credit, employer } = gig;
  return (
    <section className="gig-detail-card" aria-labelledby="gig-credit">
      <h2 id="gig-credit">
        <T id="gig.credit.title" />
      </h2>
      <p className="gig-credit-employer">
        {employer.name}
        <span className="gig-detail-muted">
          {' · '}
          <T id={labelIdOf(gigEmployerTypeDict, employer.type, 'shared.unknown')} />
          {' · '}
          <T id={employer.verified ? 'gig.card.verified' : 'gig.detail.unverified'} />
        </span>
      </p>
      <p className="gig-credit-score">
        <T id="gig.credit.score" values={{ score: <strong>{credit.score}</strong> }} />
      </p>
      <dl className="gig-credit-facts">
        <div>
          <dt>
            <T id="gig.credit.rating" />
          </dt>
          <dd>
            {credit.ratingAvg === null ? (
              <T id="gig.credit.noRatings" />
            ) : (
              <T id="gig.credit.ratingValue" values={{ avg: credit.ratingAvg, count: credit.ratingCount }} />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <T id="gig.credit.settled" />
          </dt>
          <dd>{credit.settledOrders}</dd>
        </div>
        <div>
          <dt>
            <T id="gig.credit.late" />
          </dt>
          <dd>{credit.lateSettlements}</dd>
        </div>
        <div>
          <dt>
            <T id="gig.credit.overdue" />
          </dt>
          <dd>{credit.overdueNow}</dd>
        </div>
      </dl>
      {credit.late.length > 0 && (
        <>
          <h3>
            <T id="gig.credit.lateList" />
          </h3>
          <ul className="gig-credit-late">
            {credit.late.map((late) => (
              <li key={`${late.gigTitle}-${late.dueAt}`}>
                <T
                  id={late.settledAt ? 'gig.credit.lateBy' : 'gig.credit.overdueBy'}
                  values={{ title: late.gigTitle, due: <BusinessDate value={late.dueAt} />, days: late.daysLate }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>
        <T id="gig.credit.reviews" />
      </h3>
      {credit.reviews.length ? (
        <ul className="gig-reviews">
          {credit.reviews.map((review) => (
            <li key={`${review.by}-${review.at}`}>
              <span className="gig-review-head">
                <span>{review.by}</span>
                <span className="gig-review-stars">
                  <StarFilled aria-hidden /> <T id="gig.credit.stars" values={{ score: review.score }} />
                </span>
                <BusinessDate value={review.at} />
              </span>
              {review.comment && <span className="gig-review-comment">{review.comment}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="gig-detail-muted">
          <T id="gig.credit.noReviews" />
        </p>
      )}
    </section>
  );
}
