import { useSearchParams } from 'react-router-dom';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { DEFAULT_PAGE_SIZE } from '@/constants/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useUrlQuery } from '@/hooks/useUrlQuery.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryAnnouncements } from '@/services/zone.ts';
import GovAnnouncementItem from './GovAnnouncementItem.tsx';
import GovFilters from './GovFilters.tsx';
import { govQuerySpec } from './govQuery.ts';

/** The announcement list: filters in the URL, paged results with loading, empty and error states. */
export default function GovListView() {
  const { filters, page, setFilters, replaceFilters, setPage } = useUrlQuery(govQuerySpec);
  const [params] = useSearchParams();
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
          emptyId="zone.gov.empty"
          emptyAction={<ClearFiltersButton onClick={() => replaceFilters({})} />}
          paging={{ result: data, page, onPageChange: setPage }}
        >
          <div role="list" className="gov-list">
            {list.map((item) => (
              <div role="listitem" key={item.id}>
                <GovAnnouncementItem item={item} to={paths.govNotice(item.id, params)} />
              </div>
            ))}
          </div>
        </ListState>
      </section>
    </>
  );
}
