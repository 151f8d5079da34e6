import { Button, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import NotFoundState from '@/components/NotFoundState/index.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';
import { RETRYABLE, type DetailFailure, type DetailView } from './detailView.ts';

export { detailView, type DetailView } from './detailView.ts';

const FAILURES: Record<Exclude<DetailFailure, 'notFound'>, { status: 'warning' | 'error' | '403' | '500'; titleId: MessageId; hintId: MessageId }> = {
  forbidden: { status: '403', titleId: 'shared.detail.forbidden', hintId: 'shared.detail.forbiddenHint' },
  badRequest: { status: 'warning', titleId: 'shared.detail.badRequest', hintId: 'shared.detail.badRequestHint' },
  server: { status: '500', titleId: 'shared.detail.server', hintId: 'shared.detail.serverHint' },
  network: { status: 'warning', titleId: 'shared.detail.network', hintId: 'shared.detail.networkHint' },
  other: { status: 'warning', titleId: 'shared.detail.failed', hintId: 'shared.detail.failedHint' },
};

interface DetailStateProps<T> {
  view: DetailView<T>;
  /** The page's own skeleton, shaped like its content so nothing moves when it arrives. */
  skeleton?: ReactNode;
  /** What the not-found state calls the missing thing ("职位不存在或已被删除"). */
  notFoundId: MessageId;
  /** What a 403 means on this page, when it means something more specific than "no access". */
  forbiddenId?: MessageId;
  /** The way back (to the list), offered by every failure. */
  back: { to: string; labelId: MessageId };
  onRetry: () => void;
  /** Shown with every state but the content, e.g. the route's h1 while there is no title to be it. */
  heading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A detail page's states (job, company, public-recruitment notice): loading (the page's skeleton, announced),
 * not found, no access, a bad link, a server fault and a lost connection, each in its own words, with a retry
 * where another attempt can help and always the way back. The request module's notification still reports
 * the failure (SPEC §8); this says what it means for the page.
 */
export default function DetailState<T>({ view, skeleton, notFoundId, forbiddenId, back, onRetry, heading, children }: DetailStateProps<T>) {
  if (view.kind === 'ready') return <>{children(view.data)}</>;
  return (
    <>
      {heading}
      {view.kind === 'loading' ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">
            <T id="shared.list.loading" />
          </span>
          {skeleton ?? <Skeleton active paragraph={{ rows: 8 }} />}
        </div>
      ) : view.failure === 'notFound' ? (
        <NotFoundState titleId={notFoundId} backTo={back.to} backId={back.labelId} />
      ) : (
        <Failure failure={view.failure} back={back} onRetry={onRetry} titleId={view.failure === 'forbidden' ? forbiddenId : undefined} />
      )}
    </>
  );
}

function Failure({
  failure,
  back,
  onRetry,
  titleId: ownTitleId,
}: {
  failure: Exclude<DetailFailure, 'notFound'>;
  back: DetailStateProps<unknown>['back'];
  onRetry: () => void;
  titleId?: MessageId;
}) {
  const { status, hintId } = FAILURES[failure];
  const titleId = ownTitleId ?? FAILURES[failure].titleId;
  const retryable = RETRYABLE.has(failure);
  return (
    <div role="alert" data-testid="detail-failure" data-failure={failure}>
      <Result
        status={status}
        title={<T id={titleId} />}
        subTitle={<T id={hintId} />}
        extra={
          <Space wrap>
            {retryable && (
              <Button type="primary" onClick={onRetry}>
                <T id="shared.list.retry" />
              </Button>
            )}
            <Link to={back.to}>
              <Button type={retryable ? 'default' : 'primary'}>
                <T id={back.labelId} />
              </Button>
            </Link>
          </Space>
        }
      />
    </div>
  );
}
