import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EligibilityResult } from '@/contract/gov.ts';
import { T } from '@/locales/useT.tsx';
import GovListView from './GovListView.tsx';
import './govwork.css';

// The detail (position table, timeline, eligibility form) is its own chunk: the list opens without it.
const GovDetailView = lazy(() => import('./GovDetailView.tsx'));

/**
 * /govwork: public-recruitment announcements (公考). The list and its filters live in the URL; `?id=` opens
 * one announcement on the same route, and its way back restores the list as it was.
 */
export default function GovworkPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // The last eligibility check: its answers prefill the next check, its verdicts show on its own announcement.
  const [lastCheck, setLastCheck] = useState<{ id: string; result: EligibilityResult } | null>(null);

  if (id !== null) {
    return (
      <PageContainer title={false} className="gov-page">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <GovDetailView
            key={id}
            id={id}
            result={lastCheck?.id === id ? lastCheck.result : null}
            lastProfile={lastCheck?.result.profile ?? null}
            onResult={(result) => setLastCheck({ id, result })}
          />
        </Suspense>
      </PageContainer>
    );
  }
  return (
    <PageContainer title={false} className="gov-page">
      <header className="gov-page-head">
        <h1>
          <T id="menu.govwork" />
        </h1>
        <p className="gov-page-intro">
          <T id="zone.gov.intro" />
        </p>
      </header>
      <GovListView />
    </PageContainer>
  );
}
