import { WarningOutlined } from '@ant-design/icons';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';

const SCAMS: ReadonlyArray<{ key: string; titleId: MessageId; textId: MessageId }> = [
  { key: 'referral', titleId: 'campus.safety.referral.title', textId: 'campus.safety.referral.text' },
  { key: 'loan', titleId: 'campus.safety.loan.title', textId: 'campus.safety.loan.text' },
  { key: 'offer', titleId: 'campus.safety.offer.title', textId: 'campus.safety.offer.text' },
];

/**
 * Students are the main target of paid referrals, training loans and fake offers: how to recognise each, and
 * where to report it. Shown prominently, not hidden in a footer.
 */
export default function CampusSafety() {
  return (
    <section className="campus-safety" aria-labelledby="campus-safety-title" data-testid="campus-safety">
      <h2 id="campus-safety-title" className="campus-safety-title">
        <WarningOutlined aria-hidden /> <T id="campus.safety.title" />
      </h2>
      <ul className="campus-safety-list">
        {SCAMS.map((scam) => (
          <li key={scam.key}>
            <strong>
              <T id={scam.titleId} />
            </strong>
            <T id={scam.textId} />
          </li>
        ))}
      </ul>
      <p className="campus-safety-report">
        <T id="campus.safety.report" />
      </p>
    </section>
  );
}
