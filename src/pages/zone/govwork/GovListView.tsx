import { Pagination } from 'antd';
import { useSearchParams } from 'react-router-dom';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { isPastTheEnd, LastPageButton } from '@/components/ListState/pastTheEnd.tsx';
import { DEFAULT_PAGE_SIZE } from '@/constants/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useUrlQuery } from '@/hooks/useUrlQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryAnnouncements } from '@/services/zone.ts';
import GovAnnouncementItem from './GovAnnouncementItem.tsx';
import GovFilters from './GovFilters.tsx';
import { detailSearch, govQuerySpec } from './govQuery.ts';

/** The announcement list: filters in the URL, paged results with loading, empty and error states. */
export default function GovListView() {
  const { filters, page, setFilters, replaceFilters, setPage } = useUrlQuery(govQuerySpec);
  const [params] = useSearchParams();
  const t = useT();
  const { data, loading, error, refresh } = useApiRequest(() => queryAnnouncements({ ...filters, current: page, pageSize: DEFAULT_PAGE_SIZE }), {
    refreshDeps: [JSON.stringify(filters), page],
  });
  const list = data?.list ?? [];

  return (
    <>
      <GovFilters filters={filters} onChange={setFilters} onClear={() => replaceFilters({})} />
      <section aria-labelledby="gov-results">
        <h2 id="gov-results" className="visually-hidden">
          <T id="zone.gov.results" />
        </h2>
        <ListState
          loading={loading}
          error={error}
          empty={list.length === 0}
          onRetry={refresh}
          emptyId={isPastTheEnd(data) ? 'shared.list.pastTheEnd' : 'zone.gov.empty'}
          emptyAction={
            isPastTheEnd(data) && data ? (
              <LastPageButton total={data.total} pageSize={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
            ) : (
              <ClearFiltersButton onClick={() => replaceFilters({})} />
            )
          }
        >
          <div role="list" className="gov-list">
            {list.map((item) => (
              <div role="listitem" key={item.id}>
                <GovAnnouncementItem item={item} to={detailSearch(params, item.id)} />
              </div>
            ))}
          </div>
          {data && data.total > DEFAULT_PAGE_SIZE && (
            <nav className="gov-pager" aria-label={t('zone.gov.pagination')}>
              <Pagination
                current={page}
                pageSize={DEFAULT_PAGE_SIZE}
                total={data.total}
                showSizeChanger={false}
                showTotal={(total) => <T id="shared.list.total" values={{ total }} />}
                onChange={setPage}
              />
            </nav>
          )}
        </ListState>
      </section>
    </>
  );
}
