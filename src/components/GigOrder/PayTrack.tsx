import { GIG_PAY_TRACK_VALUES, type GigPayTrack } from '@/dicts/gig.ts';
import { T, useT } from '@/locales/useT.tsx';
import { payTrackStep } from './gigOrderValues.ts';
import './gigOrder.css';

/**
 * The pay track beside an order (待到岗 → 已到岗 → 工作中 → 已完工(待结算) → 已结算): a list of steps, the current
 * one marked for screen readers too (`aria-current="step"`); nothing before hiring or after a cancellation.
 */
export default function PayTrack({ track }: { track: GigPayTrack | null }) {
  const t = useT();
  const current = payTrackStep(track);
  if (current < 0) return null;
  return (
    <ol className="gig-track" aria-label={t('gig.order.track')}>
      {GIG_PAY_TRACK_VALUES.map((step, i) => (
        <li
          key={step}
          className={i < current ? 'gig-track-done' : i === current ? 'gig-track-current' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <T id={`dict.gigPayTrack.${step}`} />
        </li>
      ))}
    </ol>
  );
}
