import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Link } from 'react-router-dom';
import { readCityPreference } from '@/app/cityPreference.ts';
import HomeSearchBox from '@/features/search/HomeSearchBox.tsx';
import JobCategoryMenu from '@/components/HomeBlocks/JobCategoryMenu.tsx';
import { jobSearchPath } from '@/components/HomeBlocks/searchPath.ts';
import { LATEST_JOBS_PAGE_SIZE } from '@/contract/pageValues.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T } from '@/locales/useT.tsx';
import { searchJobs } from '@/services/job.ts';
import LatestJobList from './LatestJobList.tsx';
import './original.css';

/** Only the page number lives in the URL here. */
const NO_FILTERS = {};
const latestJobs = (paging: { current: number; pageSize: number }) => searchJobs({ sort: 'newest', ...paging });

/**
 * 经典首页: the older, plainer home for people who prefer it: search, job categories and the newest jobs as a
 * plain paged list (page in the URL). Built from the same search and category blocks as the new home.
 */
export default function OriginalHomePage() {
  // The remembered home city presets the search box; the latest-jobs list stays nationwide, as its heading says.
  const city = readCityPreference();
  const latest = useListQuery(NO_FILTERS, { fetch: latestJobs, pageSize: LATEST_JOBS_PAGE_SIZE, scrollOnPage: true });

  return (
    <PageContainer title={false} className="original-page">
      <h1 className="original-title">
        <T id="menu.original" />
      </h1>
      <div className="original-search">
        <HomeSearchBox city={city} />
        <Link to="/">
          <T id="home.original.newHome" />
        </Link>
      </div>
      <div className="original-body">
        <JobCategoryMenu city={city} headingId="original-categories-title" />
        <section className="original-latest" aria-labelledby="original-latest-title">
          <h2 id="original-latest-title">
            <T id="home.original.latest" />
          </h2>
          <LatestJobList {...latest.resultProps} />
          <p className="original-more">
            <Link to={jobSearchPath({ sort: 'newest' })}>
              <T id="home.original.more" />
            </Link>
          </p>
        </section>
      </div>
    </PageContainer>
  );
}
