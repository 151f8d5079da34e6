import { useInfiniteScroll } from 'ahooks';
import { Button, Spin, Tag } from 'antd';
import JobCard from '@/components/JobCard/index.tsx';
import NotInterestedButton from '@/features/jobs/JobActions/NotInterestedButton.tsx';
import SaveJobButton from '@/features/jobs/JobActions/SaveJobButton.tsx';
import ListState from '@/components/ListState/index.tsx';
import { DEFAULT_PAGE_SIZE, LOAD_MORE_THRESHOLD_PX } from '@/constants/index.ts';
import type { RecommendedJob, RecommendPage } from '@/contract/recommend.ts';
import { labelIdOf, recommendReasonDict } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { queryRecommend } from '@/services/discovery.ts';
import type { RecommendTab } from './recommendQuery.ts';

export interface FeedParams {
  personalised: boolean;
  preference?: string;
  tab: RecommendTab;
}

/** The feed so far: pages appended as the reader scrolls, duplicates (when the ranking shifted) left out. */
interface Feed {
  list: RecommendedJob[];
  total: number;
  current: number;
}

async function nextPage(params: FeedParams, loaded: Feed | undefined): Promise<Feed> {
  const page: RecommendPage = await queryRecommend({
    personalised: params.personalised,
    preference: params.personalised ? params.preference : undefined,
    tab: params.tab,
    current: (loaded?.current ?? 0) + 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const seen = new Set(loaded?.list.map((job) => job.id));
  return { list: page.list.filter((job) => !seen.has(job.id)), total: page.total, current: page.current };
}

function ReasonNote({ job }: { job: RecommendedJob }) {
  if (!job.reasons.length) return null;
  return (
    <span className="recommend-reasons" data-testid="recommend-reasons">
      <span className="recommend-reasons-label">
        <T id="discover.recommend.reasonLabel" />
      </span>
      {job.reasons.map((reason) => (
        <Tag key={reason} color="blue" bordered={false}>
          <T id={labelIdOf(recommendReasonDict, reason, 'shared.unknown')} />
        </Tag>
      ))}
    </span>
  );
}

/**
 * The infinite recommendation feed: the next page loads LOAD_MORE_THRESHOLD_PX before the end of the page;
 * a button does the same for keyboard users. 不感兴趣 drops the card from the feed at once.
 */
export default function RecommendFeed({ params }: { params: FeedParams }) {
  const { data, loading, loadingMore, noMore, error, loadMore, reload, mutate } = useInfiniteScroll<Feed>((loaded) => nextPage(params, loaded), {
    target: typeof document === 'undefined' ? undefined : document,
    threshold: LOAD_MORE_THRESHOLD_PX,
    isNoMore: (d) => !d || d.current * DEFAULT_PAGE_SIZE >= d.total,
    reloadDeps: [params.personalised, params.preference, params.tab],
  });
  const jobs = data?.list ?? [];

  const remove = (id: string) => {
    if (data) mutate({ ...data, list: data.list.filter((job) => job.id !== id), total: Math.max(0, data.total - 1) });
  };

  return (
    <ListState loading={loading} error={data ? undefined : error} empty={jobs.length === 0} onRetry={reload} emptyId="discover.recommend.empty">
      <div role="list" className="recommend-feed">
        {jobs.map((job) => (
          <div role="listitem" key={job.id}>
            <JobCard
              job={job}
              note={<ReasonNote job={job} />}
              actions={
                <>
                  <SaveJobButton jobId={job.id} saved={job.viewer?.saved ?? false} size="small" />
                  <NotInterestedButton jobId={job.id} onDone={remove} size="small" />
                </>
              }
            />
          </div>
        ))}
      </div>
      <div className="recommend-feed-end" role="status" aria-live="polite">
        {loadingMore ? (
          <>
            <Spin size="small" />
            <span className="recommend-feed-end-text">
              <T id="shared.list.loadingMore" />
            </span>
          </>
        ) : error && data ? (
          <>
            <span className="recommend-feed-end-text">
              <T id="discover.recommend.loadMoreFailed" />
            </span>
            <Button size="small" onClick={loadMore}>
              <T id="shared.list.retry" />
            </Button>
          </>
        ) : noMore ? (
          <span className="recommend-feed-end-text">
            <T id="shared.list.noMore" />
          </span>
        ) : (
          <Button onClick={loadMore}>
            <T id="discover.recommend.loadMore" />
          </Button>
        )}
      </div>
    </ListState>
  );
}
