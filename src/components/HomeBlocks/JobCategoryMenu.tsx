import { Link } from 'react-router-dom';
import { jobCategoryDict, type CityCode } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { jobSearchPath } from './searchPath.ts';
import './homeBlocks.css';

/** 职位分类: every job category as a link into /jobpost already filtered by it (and by the page's city). */
export default function JobCategoryMenu({ city, headingId }: { city?: CityCode; headingId: string }) {
  return (
    <nav className="home-categories" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-categories-title">
        <T id="home.categories.title" />
      </h2>
      <ul>
        {jobCategoryDict.options.map((o) => (
          <li key={o.value}>
            <Link to={jobSearchPath({ category: [o.value], city })}>
              <T id={o.labelId} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
