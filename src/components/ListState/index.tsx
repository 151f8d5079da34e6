import { Button, Empty, Result, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { detailFailure } from '@/components/DetailState/detailView.ts';
import { isPastTheEnd, LastPageButton, type PageLike } from './pastTheEnd.tsx';
import './listState.css';

/**
 * The pager arrives with the first list that has more than one page, not with every page that shows a list:
 * antd's Pagination brings rc-select (about 24 KB gzip) for its size changer. Its row keeps its height meanwhile.
 */
const Pager = lazy(() => import('./Pager.tsx'));

interface Paging {
  result: PageLike | undefined;
  /** 1-based; defaults to the result's own `current`. */
  page?: number;
  onPageChange: (page: number) => void;
  /** "共 N 条" by default; a list may count in its own words (家公司). */
  totalId?: MessageId;
}

interface ListStateProps {
  loading: boolean;
  error?: unknown;
  empty: boolean;
  onRetry?: () => void;
  /** What the empty state says, and what it offers (e.g. "clear filters"). */
  emptyId?: MessageId;
  emptyAction?: ReactNode;
  /** Skeleton rows while the first page loads. */
  rows?: number;
  /**
   * A paged list's page and how to move: the pager is shown under the items when there is more than one page,
   * and a page number past the end (an old link, a list that shrank) says so and offers the last page, instead
   * of "nothing matches" under a count of thousands.
   */
  paging?: Paging;
  children: ReactNode;
}

/**
 * The three states every list has besides its items: loading (skeletons, announced to screen readers), error
 * (what happened and a retry) and empty (what to try instead). While a later page loads, the previous items
 * stay visible, dimmed, so the page does not jump.
 */
export default function ListState({ loading, error, empty, onRetry, emptyId = 'shared.list.empty', emptyAction, rows = 4, paging, children }: ListStateProps) {
  if (error && !loading) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading && empty) return <ListSkeleton rows={rows} />;
  const result = paging?.result;
  if (empty && result && isPastTheEnd(result)) {
    return (
      <Empty description={<T id="shared.list.pastTheEnd" />} style={{ padding: '32px 0' }}>
        <LastPageButton total={result.total} pageSize={result.pageSize} onPageChange={paging.onPageChange} />
      </Empty>
    );
  }
  if (empty) {
    return (
      <Empty description={<T id={emptyId} />} style={{ padding: '32px 0' }}>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <div aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity .2s' }}>
      {children}
      {paging && <ListPager paging={paging} />}
    </div>
  );
}

/** A list's first load: skeleton rows, announced to screen readers. Also the fallback of a list still on its way as code. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">
        <T id="shared.list.loading" />
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} active avatar paragraph={{ rows: 2 }} style={{ padding: '16px 0' }} />
      ))}
    </div>
  );
}

function ListPager({ paging: { result, page, onPageChange, totalId = 'shared.list.total' } }: { paging: Paging }) {
  const t = useT();
  if (!result || result.total <= result.pageSize) return null;
  return (
    <nav className="list-pager" aria-label={t('shared.list.pager')}>
      <Suspense fallback={null}>
        <Pager
          current={page ?? result.current}
          pageSize={result.pageSize}
          total={result.total}
          showSizeChanger={false}
          showTotal={(total) => <T id={totalId} values={{ total }} />}
          onChange={onPageChange}
        />
      </Suspense>
    </nav>
  );
}

/**
 * What to try after a failed load, by what failed: only a lost connection asks the reader to check the network;
 * a server fault says it is not theirs (issue 26 #14).
 */
export function failureHintId(error: unknown): MessageId {
  const failure = detailFailure(error);
  if (failure === 'network') return 'shared.list.errorHint';
  return failure === 'server' ? 'shared.detail.serverHint' : 'shared.detail.failedHint';
}

/** A load that failed: what happened and a retry (lists, detail pages, tabs). */
export function ErrorState({ titleId = 'shared.list.error', error, onRetry }: { titleId?: MessageId; error: unknown; onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title={<T id={titleId} />}
      subTitle={<T id={failureHintId(error)} />}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            <T id="shared.list.retry" />
          </Button>
        )
      }
    />
  );
}

/** The empty state's way out on filtered lists. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <T id="shared.list.clearFilters" />
    </Button>
  );
}
