import { Progress } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { Membership } from '@/contract/membership.ts';
import { findOption, quotaKindDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';

/** 额度: each quota as used / granted with when what is left lapses. */
export default function QuotaBoard({ membership }: { membership: Membership }) {
  const t = useT();
  return (
    <ul className="vip-quotas" aria-label={t('hiring.vip.quotas.title')}>
      {membership.quotas.map((q) => {
        const left = Math.max(0, q.granted - q.used);
        return (
          <li key={q.kind} className="vip-quota" data-quota={q.kind}>
            <span className="vip-quota-name">{t(findOption(quotaKindDict, q.kind)!.labelId)}</span>
            <span className="vip-quota-left">
              <T id="hiring.vip.quotas.left" values={{ left, granted: q.granted }} />
            </span>
            <Progress percent={q.granted ? Math.round((q.used / q.granted) * 100) : 100} showInfo={false} size="small" status={left === 0 ? 'exception' : 'normal'} aria-label={t('hiring.vip.quotas.used', { used: q.used, granted: q.granted })} />
            <span className="vip-quota-expiry">
              <T id="hiring.vip.quotas.expires" values={{ date: <BusinessDate value={q.expiresAt} /> }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
