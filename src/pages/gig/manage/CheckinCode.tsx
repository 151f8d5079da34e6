import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryCheckinCode } from '@/services/gigManage.ts';

/**
 * The on-site check-in code, shown on request (on the employer's screen at the meeting point): six digits the
 * API rotates every minute, fetched again as it turns, with the seconds left beside it.
 */
export default function CheckinCode({ gigId }: { gigId: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="gig-code-title" className="gig-drawer-section">
      <h2 id="gig-code-title">{t('gig.manage.code')}</h2>
      <p className="gig-order-meta">
        <T id="gig.manage.codeHint" />
      </p>
      {shown ? <Code gigId={gigId} /> : <Button onClick={() => setShown(true)}>{t('gig.manage.showCode')}</Button>}
    </section>
  );
}

function Code({ gigId }: { gigId: string }) {
  const t = useT();
  const code = useApiRequest(() => queryCheckinCode(gigId), { refreshDeps: [gigId] });
  const [now, setNow] = useState(Date.now());
  const rotatesAt = code.data ? Date.parse(code.data.rotatesAt) : 0;
  const { refresh } = code;
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => {
    if (!rotatesAt) return undefined;
    // A little after the turn, so the API is sure to answer with the new code.
    const timer = setTimeout(refresh, Math.max(0, rotatesAt - Date.now()) + 300);
    return () => clearTimeout(timer);
  }, [rotatesAt, refresh]);
  if (!code.data) return <p aria-busy="true">{t('shared.list.loading')}</p>;
  return (
    <p className="gig-code">
      <output className="gig-code-digits" aria-label={t('gig.manage.code')}>
        {code.data.code}
      </output>
      <span className="gig-order-meta">{t('gig.manage.codeRotates', { s: Math.max(0, Math.ceil((rotatesAt - now) / 1000)) })}</span>
    </p>
  );
}
