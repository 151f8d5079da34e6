import { CheckCircleFilled, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import CopyLinkButton from '@/components/CopyLinkButton.tsx';
import DeadlineCountdown from '@/components/GigCard/DeadlineCountdown.tsx';
import GigPay from '@/components/GigCard/GigPay.tsx';
import GigPerks from '@/components/GigCard/GigPerks.tsx';
import GigTag from '@/components/GigCard/GigTag.tsx';
import type { GigDetail } from '@/contract/gig.ts';
import { cityDict, districtDict, gigCategoryDict, gigEmployerTypeDict, gigSettlementDict, gigStatusDict, gigTimeSlotDict, labelIdOf } from '@/dicts/index.ts';
import { useGatedToggle } from '@/hooks/useGatedToggle.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';
import { absoluteUrl, paths } from '@/paths.ts';
import { saveGig, unsaveGig } from '@/services/gigSearch.ts';
import { dateSpan, shiftTimes } from '@/utils/gigFormat.ts';
import GigContactActions from './GigContactActions.tsx';

/**
 * The gig at a glance: title, pay with its unit and settlement, 急招, dates and daily hours, where, who employs
 * (type, 认证), 招N/已录M and the countdown to the next sign-up deadline; 收藏 and 分享.
 */
export default function GigHeader({ gig }: { gig: GigDetail }) {
  const dates = dateSpan(gig.firstDate, gig.lastDate);
  const offersSeekerActions = useOffersSeekerActions();
  return (
    <header className="gig-detail-card gig-detail-header">
      <div className="gig-detail-head">
        <h1 id="gig-detail-title" className="gig-detail-title">
          {gig.title}
        </h1>
        <span className="gig-detail-pay">
          <GigPay pay={gig.pay} />
        </span>
      </div>
      <div className="gig-detail-tags">
        {gig.status !== 'open' && (
          <GigTag color="orange">
            <T id={labelIdOf(gigStatusDict, gig.status, 'shared.unknown')} />
          </GigTag>
        )}
        {gig.urgent && (
          <GigTag color="red">
            <T id="gig.card.urgent" />
          </GigTag>
        )}
        <GigTag color="green">
          <T id={labelIdOf(gigSettlementDict, gig.settlement, 'shared.unknown')} />
        </GigTag>
        <GigTag bordered={false}>
          <T id={labelIdOf(gigCategoryDict, gig.category, 'shared.unknown')} />
        </GigTag>
        {gig.timeSlots.map((slot) => (
          <GigTag key={slot} bordered={false}>
            <T id={labelIdOf(gigTimeSlotDict, slot, 'shared.unknown')} />
          </GigTag>
        ))}
        <GigPerks gig={gig} />
        {gig.autoHire && (
          <GigTag color="blue">
            <T id="gig.detail.autoHire" />
          </GigTag>
        )}
      </div>
      <dl className="gig-detail-facts">
        <div>
          <dt>
            <T id="gig.detail.dates" />
          </dt>
          <dd>
            {dates.length === 1 ? (
              <BusinessDate value={dates[0]} />
            ) : (
              <T id="gig.card.dateSpan" values={{ from: <BusinessDate value={dates[0]} />, to: <BusinessDate value={dates[1]} /> }} />
            )}
            {' · '}
            <T id="gig.card.shifts" values={{ count: gig.shiftCount }} />
          </dd>
        </div>
        <div>
          <dt>
            <T id="gig.detail.dailyHours" />
          </dt>
          <dd>
            <T id={gig.overnight ? 'gig.card.timesOvernight' : 'gig.card.times'} values={{ times: shiftTimes(gig.start, gig.end) }} />
          </dd>
        </div>
        <div>
          <dt>
            <T id="gig.detail.where" />
          </dt>
          <dd>
            {gig.remote ? (
              <T id="gig.card.remote" />
            ) : (
              <>
                <T id={labelIdOf(cityDict, gig.city, 'shared.unknown')} /> · <T id={labelIdOf(districtDict, gig.district, 'shared.unknown')} />
                {gig.businessArea && ` · ${gig.businessArea}`}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <T id="gig.detail.employer" />
          </dt>
          <dd>
            {gig.employer.name} · <T id={labelIdOf(gigEmployerTypeDict, gig.employer.type, 'shared.unknown')} />
            {gig.employer.verified ? (
              <span className="gig-detail-verified">
                <CheckCircleFilled aria-hidden /> <T id="gig.card.verified" />
              </span>
            ) : (
              <span className="gig-detail-muted">
                {' · '}
                <T id="gig.detail.unverified" />
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <T id="gig.detail.places" />
          </dt>
          <dd>
            <T id="gig.card.places" values={{ headcount: gig.headcount, hired: gig.hired }} />
          </dd>
        </div>
        <div>
          <dt>
            <T id="gig.detail.deadline" />
          </dt>
          <dd className="gig-detail-deadline">
            <DeadlineCountdown deadline={gig.signUpDeadline} />
          </dd>
        </div>
      </dl>
      <div className="gig-detail-actions">
        {offersSeekerActions && <SaveGigButton gigId={gig.id} saved={gig.saved} />}
        <CopyLinkButton url={absoluteUrl(paths.gigDetail(gig.id))} />
        <GigContactActions gig={gig} />
      </div>
    </header>
  );
}

/** 收藏 / 已收藏, gated like the job's: a visitor signs in and finds it saved on return. */
function SaveGigButton({ gigId, saved }: { gigId: string; saved: boolean }) {
  const resume = 'saveGig';
  const { on, buttonProps, turnOnIfOff } = useGatedToggle({
    initial: saved,
    gate: useSeekerGate(),
    resumeAs: resume,
    turnOn: () => saveGig(gigId),
    turnOff: () => unsaveGig(gigId),
    stateOf: (result) => result.saved,
    successId: (now) => (now ? 'gig.detail.savedToast' : 'shared.job.unsaved'),
  });
  useResumeAction(resume, turnOnIfOff);
  return (
    <Button icon={on ? <StarFilled aria-hidden style={{ color: '#ad4e00' }} /> : <StarOutlined aria-hidden />} {...buttonProps}>
      <T id={on ? 'shared.job.saved' : 'shared.job.save'} />
    </Button>
  );
}
