import type { GigCard } from '@/contract/gig.ts';
import { T } from '@/locales/useT.tsx';
import GigTag from './GigTag.tsx';

/** What a gig offers beyond pay (学生可做, 包吃住, 在家可做), the same tags on its card and its page. */
export default function GigPerks({ gig }: { gig: Pick<GigCard, 'studentOk' | 'mealsHousing' | 'remote'> }) {
  return (
    <>
      {gig.studentOk && (
        <GigTag bordered={false}>
          <T id="gig.filter.student" />
        </GigTag>
      )}
      {gig.mealsHousing && (
        <GigTag bordered={false}>
          <T id="gig.filter.mealsHousing" />
        </GigTag>
      )}
      {gig.remote && (
        <GigTag bordered={false}>
          <T id="gig.filter.remote" />
        </GigTag>
      )}
    </>
  );
}
