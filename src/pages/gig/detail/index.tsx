import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import type { GigDetail } from '@/contract/gig.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getGig } from '@/services/gigSearch.ts';
import EmployerCredit from './EmployerCredit.tsx';
import GigHeader from './GigHeader.tsx';
import { GigMedia, MeetingPoint, PayAndSettlement, Requirements } from './GigSections.tsx';
import ShiftSignUp from './ShiftSignUp.tsx';
import './gigDetail.css';

/** Gig ids are short ASCII codes (`g641`); anything else in the URL cannot name a gig. */
const GIG_ID = /^[\w-]{1,40}$/;

/** The page's shape while the gig loads, so nothing moves when it arrives. */
const skeleton = (
  <div className="gig-detail-layout">
    <div className="gig-detail-main">
      <div className="gig-detail-card gig-detail-header">
        <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 4 }} />
      </div>
      <div className="gig-detail-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </div>
    <div className="gig-detail-aside">
      <div className="gig-detail-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </div>
  </div>
);

function GigDetailBody({ gig, onChanged }: { gig: GigDetail; onChanged: () => void }) {
  const t = useT();
  return (
    <div className="gig-detail-layout">
      <article className="gig-detail-main" aria-labelledby="gig-detail-title">
        <GigHeader gig={gig} />
        <section className="gig-detail-card" aria-labelledby="gig-duties">
          <h2 id="gig-duties">
            <T id="gig.detail.duties" />
          </h2>
          <ul className="gig-detail-list">
            {gig.duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
        </section>
        <ShiftSignUp gig={gig} onChanged={onChanged} />
        <PayAndSettlement gig={gig} />
        <Requirements gig={gig} />
        <MeetingPoint gig={gig} />
        <GigMedia gig={gig} />
      </article>
      <aside className="gig-detail-aside" aria-label={t('gig.detail.aside')}>
        <EmployerCredit gig={gig} />
      </aside>
    </div>
  );
}

/**
 * /hourlydetail?id=: everything a worker needs to decide on a gig (PRODUCT.md §1 C): duties, shifts and
 * signing up for them (each shift says why it cannot be chosen), pay and settlement with its 结算时限, the
 * escrow, requirements, the meeting point, photos and the workplace video, and the employer's credit.
 */
export default function GigDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = GIG_ID.test(id);
  const { data: gig, loading, error, refresh } = useApiRequest(() => getGig(id), { ready: valid, refreshDeps: [id] });
  // The previous gig stays in the request while the next id loads: only this id's gig counts as loaded.
  const view = detailView({ invalid: !valid, loading: loading && gig?.id !== id, error, data: gig?.id === id ? gig : undefined });
  const title =
    view.kind === 'ready' ? (
      <T id="menu.hourlydetail" />
    ) : (
      <h1>
        <T id="menu.hourlydetail" />
      </h1>
    );

  return (
    <PageContainer title={title} className="gig-detail-page">
      <DetailState
        view={view}
        skeleton={skeleton}
        notFoundId="gig.detail.notFound"
        back={{ to: '/hourlyworker', labelId: 'gig.detail.backToList' }}
        onRetry={refresh}
      >
        {(data) => <GigDetailBody key={data.id} gig={data} onChanged={refresh} />}
      </DetailState>
    </PageContainer>
  );
}
