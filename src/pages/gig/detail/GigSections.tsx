import type { ReactNode } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { GigDetail } from '@/contract/gig.ts';
import { cityDict, districtDict, gigIdentityDict, gigPayBasisDict, gigSettlementDict, labelIdOf } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { hoursOf, yuan } from '@/utils/gigFormat.ts';
import { mediaUrl, videoSnapshot } from '@/utils/media.ts';
import GigPay from '@/components/GigCard/GigPay.tsx';

function Card({ id, titleId, children }: { id: string; titleId: MessageId; children: ReactNode }) {
  return (
    <section className="gig-detail-card" aria-labelledby={id}>
      <h2 id={id}>
        <T id={titleId} />
      </h2>
      {children}
    </section>
  );
}

function Fact({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <div>
      <dt>
        <T id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * 薪资与结算: the unit pay and its basis, paid hours and pay a shift, all shifts together, the settlement method
 * and its 结算时限 (payout deadline), and 预付/保证金: how much of the wages the employer has put into the
 * platform's escrow, said plainly as the simulation it is.
 */
export function PayAndSettlement({ gig }: { gig: GigDetail }) {
  const t = useT();
  const { escrowDetail: escrow } = gig;
  const last = gig.shifts.at(-1);
  return (
    <Card id="gig-pay" titleId="gig.detail.pay">
      <dl className="gig-detail-facts">
        <Fact labelId="gig.detail.unitPay">
          <GigPay pay={gig.pay} /> · <T id={labelIdOf(gigPayBasisDict, gig.pay.basis, 'shared.unknown')} />
          {gig.pay.basis === 'piece' && gig.pay.piecesPerShift !== null && (
            <span className="gig-detail-muted">
              {' '}
              <T id="gig.detail.piecesPerShift" values={{ count: gig.pay.piecesPerShift }} />
            </span>
          )}
        </Fact>
        <Fact labelId="gig.detail.hoursPerDay">
          <T id="gig.detail.hours" values={{ hours: hoursOf(gig.paidMinutesPerShift) }} />
        </Fact>
        <Fact labelId="gig.detail.payPerDay">
          <T id="gig.detail.yuan" values={{ amount: yuan(gig.payPerShiftFen) }} />
          <span className="gig-detail-muted">
            {' '}
            <T id="gig.detail.hourly" values={{ amount: yuan(gig.hourlyEquivalentFen) }} />
          </span>
        </Fact>
        <Fact labelId="gig.detail.payTotal">
          <T id="gig.detail.payTotalValue" values={{ amount: yuan(gig.totalPayFen), count: gig.shifts.length }} />
        </Fact>
        <Fact labelId="gig.detail.settlement">
          <T id={labelIdOf(gigSettlementDict, gig.settlement, 'shared.unknown')} />
        </Fact>
        <Fact labelId="gig.detail.settleBy">
          <T id={gig.settlement === 'completion' ? 'gig.detail.settleByLast' : 'gig.detail.settleByShift'} values={{ days: gig.settleDays }} />
          {gig.settlement === 'completion' && last && (
            <span className="gig-detail-muted">
              {' '}
              (<BusinessDate value={last.settleBy} />)
            </span>
          )}
        </Fact>
      </dl>
      <div className={`gig-escrow gig-escrow-${escrow.cover}`} role="note" aria-label={t('gig.escrow.title')}>
        <strong>
          <T id={`gig.escrow.${escrow.cover}`} />
        </strong>
        <p>
          <T id="gig.escrow.amounts" values={{ held: yuan(escrow.heldFen), needed: yuan(escrow.neededFen) }} />
        </p>
        <p className="gig-detail-muted">
          <T id="gig.escrow.simulated" />
        </p>
      </div>
    </Card>
  );
}

/** 要求: who may sign up, the age range the law allows, 健康证, and the employer's notes. */
export function Requirements({ gig }: { gig: GigDetail }) {
  const { requirements: req } = gig;
  return (
    <Card id="gig-requirements" titleId="gig.detail.requirements">
      <dl className="gig-detail-facts">
        <Fact labelId="gig.detail.identity">
          <T id={labelIdOf(gigIdentityDict, req.identity, 'shared.unknown')} />
        </Fact>
        <Fact labelId="gig.detail.age">
          {req.maxAge === null ? (
            <T id="gig.detail.ageFrom" values={{ min: req.minAge }} />
          ) : (
            <T id="gig.detail.ageRange" values={{ min: req.minAge, max: req.maxAge }} />
          )}
        </Fact>
        <Fact labelId="gig.detail.healthCertificate">
          <T id={req.healthCertificate ? 'gig.detail.healthNeeded' : 'gig.detail.healthNotNeeded'} />
        </Fact>
      </dl>
      {req.notes.length > 0 && (
        <ul className="gig-detail-list">
          {req.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** 集合地点: the address, district and how to get there, in words (no map service). */
export function MeetingPoint({ gig }: { gig: GigDetail }) {
  const { meetingPoint: place } = gig;
  return (
    <Card id="gig-place" titleId={gig.remote ? 'gig.detail.remotePlace' : 'gig.detail.place'}>
      <dl className="gig-detail-facts">
        <Fact labelId="gig.detail.address">
          <address className="gig-detail-address">{place.address}</address>
        </Fact>
        <Fact labelId="gig.detail.district">
          <T id={labelIdOf(cityDict, place.city, 'shared.unknown')} /> · <T id={labelIdOf(districtDict, place.district, 'shared.unknown')} />
          {place.businessArea && ` · ${place.businessArea}`}
        </Fact>
        <Fact labelId="gig.detail.howToGetThere">{place.howToGetThere ?? <T id="gig.detail.noDirections" />}</Fact>
      </dl>
    </Card>
  );
}

/**
 * 工作环境: the employer's photos and the workplace video, whose poster is the storage host's snapshot of its
 * frame at 1000 ms (videoSnapshot), so nothing of the video loads until it is played. Every box has its size
 * before its image arrives.
 */
export function GigMedia({ gig }: { gig: GigDetail }) {
  const t = useT();
  if (!gig.photos.length && !gig.video) return null;
  const video = gig.video ? mediaUrl(gig.video) : null;
  return (
    <Card id="gig-media" titleId="gig.detail.media">
      <div className="gig-media">
        {video && (
          <video
            className="gig-media-video"
            controls
            preload="none"
            width={320}
            height={180}
            poster={videoSnapshot(video)}
            aria-label={t('gig.detail.video')}
            data-testid="gig-video"
          >
            <source src={video} type="video/mp4" />
          </video>
        )}
        {gig.photos.map((photo, i) => (
          <img
            key={photo}
            className="gig-media-photo"
            src={mediaUrl(photo)}
            width={288}
            height={180}
            loading="lazy"
            alt={t('gig.detail.photo', { n: i + 1 })}
          />
        ))}
      </div>
    </Card>
  );
}
