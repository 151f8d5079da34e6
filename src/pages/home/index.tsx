import { Button, Result, Skeleton } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import type { HomeData } from '@/contract/recommend.ts';
import type { MessageId } from '@/locales/types.ts';
import type { CityCode } from '@/dicts/index.ts';
import { detailFailure } from '@/components/DetailState/detailView.ts';
import HomeSearchBox from '@/features/search/HomeSearchBox.tsx';
import JobCategoryMenu from '@/components/HomeBlocks/JobCategoryMenu.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { getHome, prefetchedHome } from '@/services/discovery.ts';
import CitySwitcher from './CitySwitcher.tsx';
import FeaturedEmployers from './FeaturedEmployers.tsx';
import HotJobTabs from './HotJobTabs.tsx';
import RecommendedJobs from './RecommendedJobs.tsx';
import { useHomeCity } from './useHomeCity.ts';
import ZoneEntrances from './ZoneEntrances.tsx';
import './home.css';

/**
 * The blocks the home data fills. Memoised: the request re-renders the page when it starts and ends (on a
 * landing visit the data is already on screen, from start-up's prefetch); the blocks render again only for
 * new data.
 */
const HomeBlocks = memo(function HomeBlocks({ data, signedIn, city }: { data: HomeData; signedIn: boolean; city: CityCode | undefined }) {
  return (
    <>
      <RecommendedJobs jobs={data.recommended} signedIn={signedIn} />
      <HotJobTabs tabs={data.hotJobs} city={city} />
      <FeaturedEmployers employers={data.featuredEmployers} />
      <ZoneEntrances zones={data.zones} />
    </>
  );
});

/** Only a lost connection asks the reader to check the network; a server fault says it is not theirs. */
function homeErrorHintId(error: unknown): MessageId {
  const failure = detailFailure(error);
  if (failure === 'network') return 'home.error.hint';
  return failure === 'server' ? 'home.error.serverHint' : 'home.error.retryHint';
}

/**
 * 首页 2.0: search first (keyword, city, 热搜), then the ways in: job categories, hot jobs by category, featured
 * employers, the zones and, for a job seeker, personalised picks. Everything follows the chosen city.
 */
export default function HomePage() {
  const [city, setCity] = useHomeCity();
  const { initialState } = useInitialState();
  const signedIn = !!initialState.currentUser;
  const { data, loading, error, refresh } = useApiRequest(() => getHome({ city }), {
    refreshDeps: [city, initialState.currentUser?.id],
    initialData: prefetchedHome({ city }),
  });

  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-main">
          <h1 id="home-title" className="home-title">
            <T id="home.hero.title" />
          </h1>
          <p className="home-subtitle">
            {data ? <T id="home.hero.totals" values={{ jobs: data.totals.jobs, companies: data.totals.companies }} /> : <T id="home.hero.subtitle" />}
          </p>
          <CitySwitcher city={city} onChange={setCity} />
          <HomeSearchBox city={city} hotSearches={data?.hotSearches} hotCompanySearches={data?.hotCompanySearches} />
        </div>
        <Link to="/enterprise" className="home-hire">
          <T id="home.hero.hire" />
        </Link>
      </section>
      <div className="home-body">
        <div className="home-aside">
          <JobCategoryMenu city={city} headingId="home-categories-title" />
        </div>
        <div className="home-main" aria-busy={loading}>
          {error && !loading ? (
            <Result
              status="warning"
              title={<T id="home.error.title" />}
              subTitle={<T id={homeErrorHintId(error)} />}
              extra={
                <Button type="primary" onClick={refresh}>
                  <T id="home.error.retry" />
                </Button>
              }
            />
          ) : !data ? (
            <div role="status" aria-live="polite" className="home-section">
              <span className="visually-hidden">
                <T id="home.loading" />
              </span>
              <Skeleton active paragraph={{ rows: 6 }} />
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          ) : (
            <div style={{ opacity: loading ? 0.6 : 1, transition: 'opacity .2s' }}>
              <HomeBlocks data={data} signedIn={signedIn} city={city} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
