import { Link } from 'react-router-dom';
import LogoTile from '@/components/LogoTile/index.tsx';
import type { FeaturedEmployer } from '@/contract/recommend.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';

/** 名企招聘: verified employers with the most open jobs (in the chosen city), each opening its company page. */
export default function FeaturedEmployers({ employers }: { employers: FeaturedEmployer[] }) {
  return (
    <section className="home-section" aria-labelledby="home-employers-title">
      <h2 id="home-employers-title" className="home-section-title">
        <T id="home.employers.title" />
      </h2>
      {employers.length === 0 ? (
        <p className="home-muted">
          <T id="home.employers.empty" />
        </p>
      ) : (
        <ul className="home-employers" data-testid="featured-employers">
          {employers.map((e) => (
            <li key={e.id}>
              <Link to={paths.companyDetail(e.id)} className="home-employer">
                <LogoTile name={e.shortName || e.name} src={e.logo} size={48} />
                <span className="home-employer-name" title={e.name}>
                  {e.shortName || e.name}
                </span>
                <span className="home-employer-count">
                  <T id="home.employers.openJobs" values={{ count: e.openJobCount }} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="home-more">
        <Link to="/company">
          <T id="home.employers.more" />
        </Link>
      </p>
    </section>
  );
}
