import { Progress } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { QuotaView } from '@/contract/membership.ts';
import { LEVEL_QUOTAS } from '@/contract/membershipValues.ts';
import { findOption, quotaKindDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import './quotaBoard.css';

/**
 * 额度: each quota as used / granted with when what is left lapses. On the free plan (`renewsMonthly`) the
 * per-month quotas do not lapse but start again on the 1st (its date is the day they renew), a level (posts at
 * once, sub-accounts) has no date, and a quota the plan does not have says so instead of "0 of 0".
 */
export default function QuotaBoard({ quotas, renewsMonthly = false }: { quotas: QuotaView[]; renewsMonthly?: boolean }) {
  const t = useT();
  return (
    <ul className="quota-board-list" aria-label={t('hiring.vip.quotas.title')}>
      {quotas.map((q) => {
        const left = Math.max(0, q.granted - q.used);
        // Nothing granted and nothing used: the plan does not have it (a free plan's 置顶, 急聘, sub-accounts).
        const notIncluded = q.granted === 0 && q.used === 0;
        const level = LEVEL_QUOTAS.includes(q.kind);
        return (
          <li key={q.kind} className="quota-board" data-quota={q.kind}>
            <span className="quota-board-name">{t(findOption(quotaKindDict, q.kind)!.labelId)}</span>
            {notIncluded ? (
              <span className="quota-board-left">
                <T id="hiring.vip.quotas.notIncluded" />
              </span>
            ) : (
              <>
                <span className="quota-board-left">
                  <T id="hiring.vip.quotas.left" values={{ left, granted: q.granted }} />
                </span>
                <Progress
                  percent={Math.round((q.used / q.granted) * 100)}
                  showInfo={false}
                  size="small"
                  status={left === 0 ? 'exception' : 'normal'}
                  aria-label={t('hiring.vip.quotas.used', { used: q.used, granted: q.granted })}
                />
              </>
            )}
            {!notIncluded && !(renewsMonthly && level) && (
              <span className="quota-board-expiry">
                <T id={renewsMonthly ? 'hiring.vip.quotas.renews' : 'hiring.vip.quotas.expires'} values={{ date: <BusinessDate value={q.expiresAt} /> }} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
