import { useSearchParams } from 'react-router-dom';
import ListFilters from '@/features/search/ListFilters.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { GOV_FILTERS } from '@/contract/filters/gov.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryAnnouncements } from '@/services/zone.ts';
import GovAnnouncementItem from './GovAnnouncementItem.tsx';
import { govQuerySpec } from './govQuery.ts';

/** The announcement list: filters in the URL (drawn from their descriptions), paged results with loading, empty and error states. */
export default function GovListView() {
  const announcements = useListQuery(govQuerySpec, { fetch: queryAnnouncements });
  const { filters, setFilters, clearFilters, filtered, list } = announcements;
  const [params] = useSearchParams();

  return (
    <>
      <ListFilters defs={GOV_FILTERS} labelId="zone.gov.filters" value={filters} onChange={setFilters} onClear={clearFilters} filtered={filtered} />
      <section aria-labelledby="gov-results">
        <h2 id="gov-results" className="visually-hidden">
          <T id="zone.gov.results" />
        </h2>
        <ListState
          loading={announcements.loading}
          error={announcements.error}
          empty={list.length === 0}
          onRetry={announcements.refresh}
          emptyId="zone.gov.empty"
          emptyAction={<ClearFiltersButton onClick={clearFilters} />}
          paging={announcements.paging}
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
