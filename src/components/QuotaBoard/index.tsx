import { Progress } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { QuotaView } from '@/contract/membership.ts';
import { findOption, quotaKindDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import './quotaBoard.css';

/** 额度: each quota as used / granted with when what is left lapses. */
export default function QuotaBoard({ quotas }: { quotas: QuotaView[] }) {
  const t = useT();
  return (
    <ul className="quota-board-list" aria-label={t('hiring.vip.quotas.title')}>
      {quotas.map((q) => {
        const left = Math.max(0, q.granted - q.used);
        return (
          <li key={q.kind} className="quota-board" data-quota={q.kind}>
            <span className="quota-board-name">{t(findOption(quotaKindDict, q.kind)!.labelId)}</span>
            <span className="quota-board-left">
              <T id="hiring.vip.quotas.left" values={{ left, granted: q.granted }} />
            </span>
            <Progress percent={q.granted ? Math.round((q.used / q.granted) * 100) : 100} showInfo={false} size="small" status={left === 0 ? 'exception' : 'normal'} aria-label={t('hiring.vip.quotas.used', { used: q.used, granted: q.granted })} />
            <span className="quota-board-expiry">
              <T id="hiring.vip.quotas.expires" values={{ date: <BusinessDate value={q.expiresAt} /> }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
