import type { ReferralStage } from '@/contract/referralValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';

export const STAGE_IDS: Record<ReferralStage, MessageId> = {
  referred: 'referral.stage.referred',
  viewed: 'referral.stage.viewed',
  interviewed: 'referral.stage.interviewed',
  hired: 'referral.stage.hired',
  stayed30: 'referral.stage.stayed30',
};

/** The stages a bounty is paid at: 面试 20% · ¥…, 入职 30% · ¥…, 稳定30天 50% · ¥…. */
export function BountyStages({ stages }: { stages: Array<{ stage: ReferralStage; percent: number; amount: number }> }) {
  const t = useT();
  return (
    <div className="referral-stages">
      <ul aria-label={t('referral.bounty.stages')}>
        {stages.map((s) => (
          <li key={s.stage}>{t('referral.bounty.stagePay', { stage: t(STAGE_IDS[s.stage]), percent: s.percent, amount: s.amount })}</li>
        ))}
      </ul>
    </div>
  );
}
