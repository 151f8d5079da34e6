import { readCityPreference } from '@/app/cityPreference.ts';
import { JOB_ID } from '@/constants/index.ts';
import { HOME_PATH } from '@/services/discovery.ts';
import { jobPath, JOBS_PATH, LANDING_JOB_SEARCH } from '@/services/job.ts';
import { prefetch } from '@/services/request/index.ts';

/**
 * The first request of the pages people land on, sent at start-up beside the download of the app's code
 * rather than after the page has rendered: the job page's job, the home page's blocks for the remembered
 * city, and the job search at a bare /jobpost, at the services' own addresses (services/job.ts,
 * services/discovery.ts); a page that asks for something else simply sends its own request
 * (services/request/prefetch.ts).
 */
export function prefetchFirstPage({ pathname, search }: Pick<Location, 'pathname' | 'search'>, base = '/pc'): PrefetchedPage | null {
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  if (path === '/') {
    prefetch(HOME_PATH, { city: readCityPreference() });
    return { page: 'home' };
  }
  if (path === '/jobpost' && !search) {
    prefetch(JOBS_PATH, LANDING_JOB_SEARCH);
    return { page: 'jobSearch' };
  }
  if (path === '/jobdetail') {
    const id = new URLSearchParams(search).get('id') ?? '';
    if (!JOB_ID.test(id)) return null;
    prefetch(jobPath(id));
    return { page: 'job', id };
  }
  return null;
}

/** Which landing page's data start-up asked for (start-up's preview of the job page shows that job). */
export type PrefetchedPage = { page: 'home' } | { page: 'jobSearch' } | { page: 'job'; id: string };
