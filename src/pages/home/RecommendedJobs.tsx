import { Button } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { JobCard } from '@/contract/job.ts';
import { T } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import CompactJobCard from './CompactJobCard.tsx';

/**
 * 为你推荐: a job seeker's personalised picks (from their first job preference) with the way to the full feed;
 * a visitor is invited to sign in for them instead. Enterprise users get nothing here.
 */
export default function RecommendedJobs({ jobs, signedIn }: { jobs: JobCard[] | null; signedIn: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  if (signedIn && !jobs) return null;
  return (
    <section className="home-section" aria-labelledby="home-rec-title">
      <h2 id="home-rec-title" className="home-section-title">
        <T id="home.rec.title" />
      </h2>
      {jobs ? (
        <>
          {jobs.length === 0 ? (
            <p className="home-muted">
              <T id="home.rec.empty" />
            </p>
          ) : (
            <div className="home-job-grid" data-testid="home-recommended">
              {jobs.map((job) => (
                <CompactJobCard key={job.id} job={job} />
              ))}
            </div>
          )}
          <p className="home-more">
            <Link to="/recommend">
              <T id="home.rec.more" />
            </Link>
          </p>
        </>
      ) : (
        <div className="home-signin" data-testid="home-signin-prompt">
          <p>
            <T id="home.rec.signInHint" />
          </p>
          <Button type="primary" onClick={() => navigate(paths.login(location.pathname + location.search))}>
            <T id="home.rec.signIn" />
          </Button>
        </div>
      )}
    </section>
  );
}
