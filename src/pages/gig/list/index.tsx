import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Radio } from 'antd';
import { useMemo } from 'react';
import GigCard from '@/components/GigCard/index.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { GIG_FILTERS } from '@/contract/filters/gig.ts';
import { gigSortDict, type GigSort } from '@/dicts/index.ts';
import ListFilters from '@/features/search/ListFilters.tsx';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { searchGigs } from '@/services/gigSearch.ts';
import { DateRow, FromRow, PayRangeRow } from './GigFilterRows.tsx';
import { consistentGigQuery, gigQuerySpec } from './gigQuery.ts';
import './gigList.css';

/** The sort is the toolbar's, not a panel row. */
const HIDDEN_ROWS = ['sort'] as const;

/**
 * /hourlyworker (零工市场): gigs to find by place and distance, work, settlement, pay, time slot, date and the
 * worker's situation (PRODUCT.md §1 C). The whole query lives in the URL like /jobpost's, so reload, back and
 * a shared link show the same list; the cards count down to each gig's sign-up deadline.
 */
export default function GigListPage() {
  const t = useT();
  const gigs = useListQuery(gigQuerySpec, { fetch: searchGigs, normalize: consistentGigQuery, notFilters: ['sort'], scrollOnPage: true });
  const { filters, setFilters, clearFilters, filtered, data, loading, error } = gigs;
  const custom = {
    from: <FromRow city={filters.city} value={filters.from} sort={filters.sort} onChange={setFilters} />,
    payMin: filters.payBasis && <PayRangeRow basis={filters.payBasis} min={filters.payMin} max={filters.payMax} onChange={setFilters} />,
    payMax: null,
    date: <DateRow value={filters.date} onChange={setFilters} />,
  };
  // "Nearest first" needs a starting place (the API refuses it without one).
  const sorts = useMemo(
    () => gigSortDict.options.filter((o) => o.value !== 'nearest' || filters.from).map((o) => ({ value: o.value, label: t(o.labelId) })),
    [filters.from, t],
  );

  return (
    <PageContainer
      className="gig-list-page"
      title={
        <h1>
          <T id="menu.hourlyworker" />
        </h1>
      }
    >
      <ListFilters
        defs={GIG_FILTERS}
        labelId="gig.list.filters"
        value={filters}
        onChange={setFilters}
        hide={HIDDEN_ROWS}
        custom={custom}
        onClear={clearFilters}
        filtered={filtered}
      />
      <section aria-labelledby="gig-list-results">
        <div className="gig-list-toolbar">
          <h2 id="gig-list-results" className="gig-list-total" aria-live="polite">
            {data && !error && !loading ? <T id="gig.list.total" values={{ total: data.total }} /> : <T id="gig.list.results" />}
          </h2>
          <div className="gig-list-sort">
            <span id="gig-list-sort-label">
              <T id="gig.filter.sort" />
            </span>
            <Radio.Group
              aria-labelledby="gig-list-sort-label"
              optionType="button"
              size="small"
              value={filters.sort ?? 'recommend'}
              options={sorts}
              onChange={(e) => setFilters({ sort: e.target.value === 'recommend' ? undefined : (e.target.value as GigSort) })}
            />
          </div>
        </div>
        <ListState
          loading={loading}
          error={error}
          empty={!gigs.list.length}
          onRetry={gigs.refresh}
          emptyId={filtered ? 'gig.list.emptyFiltered' : 'gig.list.empty'}
          emptyAction={filtered && <ClearFiltersButton onClick={clearFilters} />}
          paging={gigs.paging}
        >
          <div role="list">
            {gigs.list.map((gig) => (
              <div role="listitem" key={gig.id}>
                <GigCard gig={gig} />
              </div>
            ))}
          </div>
        </ListState>
      </section>
    </PageContainer>
  );
}
